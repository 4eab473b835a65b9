import type {
  CompetitionGroup,
  CompetitionTeam,
  LiveBundle,
  Match,
  MatchDetail,
  MatchEvent,
  MatchLive,
  Place,
  PublicReferee,
  StaticBundle,
} from '@tms/domain/contract/competition';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  countries,
  eventTypes,
  files,
  groupStandings,
  matchEvents,
  matchParticipants,
  matchReferees,
  matches,
  matchStages,
  participants,
  placeFiles,
  places,
  placeTranslations,
  placeTypes,
  refereeInHalls,
  referees,
  roundLevels,
  teamCategories,
} from '../../db/schema/index';
import { groupBy } from '../../lib/collections';
import { notFound } from '../../lib/http-error';
import { listCountries, listPublicConfigurations, listTeamCategories } from '../lookup-lists/service';

const PLACE_TYPE_HALL = 1;

export async function listPlaces(db: DbOrTx): Promise<Place[]> {
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
      .innerJoin(files, eq(files.id, placeFiles.fileId)),
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
    halls: placeRows.filter((p) => p.placeType.id === PLACE_TYPE_HALL),
    matchStages: stages,
    places: placeRows,
    roundLevels: levels,
    teamCategories: categories,
    teams,
  };
}

/** The standings row of the API (`groupTeams` of the live bundle). */
export const groupStandingsColumns = {
  id: groupStandings.id,
  standings: groupStandings.standings,
  games: groupStandings.games,
  wins: groupStandings.wins,
  ties: groupStandings.ties,
  losses: groupStandings.losses,
  points: groupStandings.points,
  goalsScored: groupStandings.goalsScored,
  goalsConceded: groupStandings.goalsConceded,
  goalsCountScored: groupStandings.goalsCountScored,
  goalsCountConceded: groupStandings.goalsCountConceded,
  predecessorCompetitionGroupStandings: groupStandings.predecessorCompetitionGroupStandings,
  predecessorCompetitionGroupId: groupStandings.predecessorCompetitionGroupId,
  teamId: groupStandings.teamId,
  competitionGroupId: groupStandings.competitionGroupId,
};

export const matchColumns = {
  id: matches.id,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeTeamCompetitionGroupId: matches.homeTeamCompetitionGroupId,
  awayTeamCompetitionGroupId: matches.awayTeamCompetitionGroupId,
  homeTeamCompetitionStandings: matches.homeTeamCompetitionStandings,
  awayTeamCompetitionStandings: matches.awayTeamCompetitionStandings,
  matchNumber: matches.matchNumber,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeGoalsCount: matches.homeGoalsCount,
  awayGoalsCount: matches.awayGoalsCount,
  walkOver: matches.walkOver,
  day: matches.day,
  time: matches.time,
  placeId: matches.placeId,
  competitionGroupId: matches.competitionGroupId,
  competitionMatchStageId: matches.competitionMatchStageId,
  matchLength: matches.matchLength,
  streamUrl: matches.streamUrl,
  endedInShootout: matches.endedInShootout,
  meta: matches.meta,
  teamCategoryId: matches.teamCategoryId,
};

export async function getLiveBundle(db: DbOrTx): Promise<LiveBundle> {
  const [groupTeams, matchRows] = await Promise.all([
    db
      .select(groupStandingsColumns)
      .from(groupStandings)
      .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.standings), asc(groupStandings.slot)),
    db.select(matchColumns).from(matches).orderBy(asc(matches.day), asc(matches.time), asc(matches.placeId)),
  ]);
  return { groupTeams, matches: matchRows };
}

async function findMatch(db: DbOrTx, id: number): Promise<Match> {
  const [row] = await db.select(matchColumns).from(matches).where(eq(matches.id, id));
  if (!row) throw notFound('Match');
  return row;
}

async function listMatchEvents(db: DbOrTx, matchId: number): Promise<MatchEvent[]> {
  return db
    .select({
      id: matchEvents.id,
      minute: matchEvents.minute,
      second: matchEvents.second,
      createdTimestamp: matchEvents.createdTimestamp,
      competitionEventTypeId: matchEvents.competitionEventTypeId,
      competitionMatchParticipantId: matchEvents.competitionMatchParticipantId,
      competitionMatchStageId: matchEvents.competitionMatchStageId,
      competitionMatchStageCode: matchStages.code,
      secondaryParticipantId: matchEvents.secondaryParticipantId,
      sevenMeterThrow: matchEvents.sevenMeterThrow,
    })
    .from(matchEvents)
    .innerJoin(matchStages, eq(matchStages.id, matchEvents.competitionMatchStageId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(
      asc(matchStages.weight),
      asc(matchEvents.minute),
      asc(matchEvents.second),
      asc(matchEvents.createdTimestamp),
    );
}

async function listPublicReferees(db: DbOrTx, ids?: number[]): Promise<PublicReferee[]> {
  if (ids && ids.length === 0) return [];
  const approved = eq(referees.registrationState, 'approved');
  const rows = await db
    .select({
      id: referees.id,
      firstName: referees.firstName,
      lastName: referees.lastName,
      colleagueRefereeId: referees.colleagueRefereeId,
      countryId: referees.countryId,
      sex: referees.sex,
    })
    .from(referees)
    .where(ids ? and(approved, inArray(referees.id, ids)) : approved)
    .orderBy(asc(referees.lastName), asc(referees.firstName), asc(referees.id));
  const halls = await db
    .select()
    .from(refereeInHalls)
    .where(
      inArray(
        refereeInHalls.refereeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(refereeInHalls.day));
  const hallsByReferee = groupBy(halls, (h) => h.refereeId);
  return rows.map((referee) => ({
    ...referee,
    refereeInHalls: (hallsByReferee.get(referee.id) ?? []).map(({ day, placeId }) => ({ day, placeId })),
  }));
}

export function getPublicReferees(db: DbOrTx) {
  return listPublicReferees(db);
}

export async function getMatchDetail(db: DbOrTx, id: number): Promise<MatchDetail> {
  const match = await findMatch(db, id);
  const [events, roster, refereeRows, stage] = await Promise.all([
    listMatchEvents(db, id),
    db
      .select({
        id: matchParticipants.id,
        matchId: matchParticipants.matchId,
        teamId: matchParticipants.teamId,
        participantId: matchParticipants.participantId,
        firstName: participants.firstName,
        lastName: participants.lastName,
        birthDate: participants.birthDate,
        jerseyNumber: matchParticipants.jerseyNumber,
        isLeader: matchParticipants.isLeader,
      })
      .from(matchParticipants)
      .innerJoin(participants, eq(participants.id, matchParticipants.participantId))
      .where(eq(matchParticipants.matchId, id))
      .orderBy(asc(matchParticipants.teamId), asc(matchParticipants.isLeader), asc(matchParticipants.jerseyNumber)),
    db
      .select({ position: matchReferees.position, refereeId: matchReferees.refereeId })
      .from(matchReferees)
      .where(eq(matchReferees.matchId, id))
      .orderBy(asc(matchReferees.position)),
    db.select({ code: matchStages.code }).from(matchStages).where(eq(matchStages.id, match.competitionMatchStageId)),
  ]);
  const publicReferees = await listPublicReferees(
    db,
    refereeRows.map((r) => r.refereeId),
  );
  const refereeById = new Map(publicReferees.map((r) => [r.id, r]));
  return {
    events,
    match,
    meta: { serverTime: new Date().toISOString(), stageCode: stage[0].code },
    referees: refereeRows.flatMap(({ position, refereeId }) => {
      const referee = refereeById.get(refereeId);
      return referee ? [{ position, referee }] : [];
    }),
    roster: roster.map(({ birthDate, ...person }) => ({ ...person, birthYear: Number(birthDate.slice(0, 4)) })),
    links: [],
  };
}

export async function getMatchLive(db: DbOrTx, id: number): Promise<MatchLive> {
  const match = await findMatch(db, id);
  return { match, events: await listMatchEvents(db, id) };
}
