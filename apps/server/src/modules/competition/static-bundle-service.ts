import { PLACE_TYPE_IDS } from '@tms/domain/constants';
import type { CompetitionGroup, CompetitionTeam, Place, StaticBundle } from '@tms/domain/contract/competition';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  countries,
  eventTypes,
  files,
  matchStages,
  placeFiles,
  places,
  placeTranslations,
  placeTypes,
  roundLevels,
  teamCategories,
} from '../../db/schema/index';
import { groupBy } from '../../lib/collections';
import { listCountries, listPublicConfigurations, listTeamCategories } from '../lookup-lists/service';

async function listPlaces(db: DbOrTx): Promise<Place[]> {
  const [rows, translations, fileRows] = await Promise.all([
    db
      .select({ place: places, placeType: { id: placeTypes.id, name: placeTypes.name } })
      .from(places)
      .innerJoin(placeTypes, eq(placeTypes.id, places.placeTypeId))
      .orderBy(asc(places.placeTypeId), asc(places.id)),
    db.select().from(placeTranslations).orderBy(asc(placeTranslations.locale)),
    db
      .select({ placeId: placeFiles.placeId, file: files })
      .from(placeFiles)
      .innerJoin(files, eq(files.id, placeFiles.fileId))
      .orderBy(asc(placeFiles.position), asc(files.id)),
  ]);
  const translationsByPlace = groupBy(translations, (t) => t.placeId);
  const filesByPlace = groupBy(fileRows, (f) => f.placeId);
  return rows.map(({ place, placeType }) => ({
    id: place.id,
    code: place.code,
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    link: place.link,
    data: JSON.stringify(place.data),
    isActive: place.isActive,
    visibleOnMap: place.visibleOnMap,
    defaultRefereeAccommodation: place.defaultRefereeAccommodation,
    translations: (translationsByPlace.get(place.id) ?? []).map(({ id, locale, name, description }) => ({
      id,
      locale,
      name,
      description,
    })),
    placeType,
    files: (filesByPlace.get(place.id) ?? []).map(({ file }) => ({
      id: file.id,
      url: file.url,
      filename: file.filename,
      extension: file.extension,
      folder: file.folder,
    })),
    createdAt: place.createdAt,
    updatedAt: place.updatedAt,
    allowedTrainingTypesIds: place.allowedTrainingTypesIds,
  }));
}

async function listGroups(db: DbOrTx): Promise<CompetitionGroup[]> {
  return db
    .select({
      id: competitionGroups.id,
      label: competitionGroups.label,
      name: competitionGroups.name,
      playoffCategory: competitionGroups.playoffCategory,
      competitionRoundLevelId: competitionGroups.competitionRoundLevelId,
      teamCategoryId: competitionGroups.teamCategoryId,
      teamCategoryCode: teamCategories.code,
      weight: competitionGroups.weight,
    })
    .from(competitionGroups)
    .innerJoin(teamCategories, eq(teamCategories.id, competitionGroups.teamCategoryId))
    .orderBy(asc(teamCategories.weight), asc(competitionGroups.weight), asc(competitionGroups.id));
}

async function listTeams(db: DbOrTx): Promise<CompetitionTeam[]> {
  return db
    .select({
      id: competitionTeams.id,
      name: competitionTeams.name,
      teamNumber: competitionTeams.teamNumber,
      persons: competitionTeams.persons,
      clubId: competitionTeams.clubId,
      clubName: clubs.name,
      clubCountryCode: countries.countryCode,
      teamCategoryId: competitionTeams.teamCategoryId,
      teamCategoryCode: teamCategories.code,
      createdAt: competitionTeams.createdAt,
      updatedAt: competitionTeams.updatedAt,
    })
    .from(competitionTeams)
    .innerJoin(clubs, eq(clubs.id, competitionTeams.clubId))
    .innerJoin(countries, eq(countries.id, clubs.countryId))
    .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
    .orderBy(asc(competitionTeams.id));
}

export async function getStaticBundle(db: DbOrTx): Promise<StaticBundle> {
  const [configurationRows, countryRows, types, groups, placeRows, stages, levels, categories, teams] =
    await Promise.all([
      listPublicConfigurations(db),
      listCountries(db),
      db.select().from(eventTypes).orderBy(asc(eventTypes.weight), asc(eventTypes.id)),
      listGroups(db),
      listPlaces(db),
      db.select().from(matchStages).orderBy(asc(matchStages.weight)),
      db.select().from(roundLevels).orderBy(asc(roundLevels.weight)),
      listTeamCategories(db),
      listTeams(db),
    ]);
  return {
    configurations: Object.fromEntries(configurationRows.map((c) => [c.key, c])),
    countries: Object.fromEntries(countryRows.map((c) => [c.countryCode, c])),
    eventTypes: types.map(({ weight: _weight, ...type }) => type),
    groups,
    halls: placeRows.filter((p) => p.placeType.id === PLACE_TYPE_IDS.hall),
    matchStages: stages,
    places: placeRows,
    roundLevels: levels,
    teamCategories: categories,
    teams,
  };
}
