import type { AccParty, AccPlace } from '@tms/domain/accommodation';
import { stayNights } from '@tms/domain/accommodation';
import type { AccommodationParty, AccommodationPlace } from '@tms/domain/contract/accommodation';
import { partyIdField } from '@tms/domain/contract/accommodation';
import { SERVICE_TYPE } from '@tms/domain/pricelist';
import { teamDisplayName } from '@tms/domain/team-name';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accommodationPlaces,
  accommodationUnits,
  clubRegistrations,
  clubs,
  competitionTeams,
  countries,
  extraPersons,
  matches,
  placeTranslations,
  places,
  pricelistItems,
  refereeInHalls,
  referees,
  teamCategories,
} from '../../db/schema/index';

/** What the rules need (parties, places) and what the office reads beside them (names, counts). */
export type World = {
  parties: AccParty[];
  places: AccPlace[];
  partyInfo: AccommodationParty[];
  placeInfo: AccommodationPlace[];
};

type Point = { lat: number; lng: number };

/** Accommodation places of the kinds set, with their units, in id order. */
export async function loadPlaces(db: DbOrTx): Promise<{ places: AccPlace[]; placeInfo: AccommodationPlace[] }> {
  const rows = await db
    .select({ id: places.id, code: places.code, lat: places.lat, lng: places.lng, kind: accommodationPlaces.kind })
    .from(accommodationPlaces)
    .innerJoin(places, eq(places.id, accommodationPlaces.placeId))
    .where(eq(places.isActive, true))
    .orderBy(asc(places.id));
  const ids = rows.map((r) => r.id);
  const units = ids.length
    ? await db
        .select()
        .from(accommodationUnits)
        .where(inArray(accommodationUnits.placeId, ids))
        .orderBy(asc(accommodationUnits.position), asc(accommodationUnits.id))
    : [];
  const names = ids.length
    ? await db
        .select({ placeId: placeTranslations.placeId, locale: placeTranslations.locale, name: placeTranslations.name })
        .from(placeTranslations)
        .where(inArray(placeTranslations.placeId, ids))
    : [];
  const nameOf = (id: number, code: string | null) =>
    (names.find((n) => n.placeId === id && n.locale === 'cs') ?? names.find((n) => n.placeId === id))?.name ??
    code ??
    String(id);
  const accPlaces: AccPlace[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    lat: r.lat,
    lng: r.lng,
    units: units
      .filter((u) => u.placeId === r.id)
      .map((u) => ({ id: u.id, placeId: u.placeId, name: u.name, kind: u.kind, beds: u.beds, nights: u.nights })),
  }));
  return {
    places: accPlaces,
    placeInfo: accPlaces.map((p) => ({
      id: p.id,
      name: nameOf(p.id, rows.find((r) => r.id === p.id)?.code ?? null),
      kind: p.kind,
      units: p.units.map(({ id, name, kind, beds, nights }) => ({ id, name, kind, beds, nights: [...nights] })),
    })),
  };
}

/** Halls by team: where its matches are; none before the draw. */
async function teamHalls(db: DbOrTx): Promise<Map<number, Point[]>> {
  const rows = await db
    .selectDistinct({ home: matches.homeTeamId, away: matches.awayTeamId, lat: places.lat, lng: places.lng })
    .from(matches)
    .innerJoin(places, eq(places.id, matches.placeId));
  const out = new Map<number, Point[]>();
  for (const r of rows) {
    if (r.lat === null || r.lng === null) continue;
    for (const team of [r.home, r.away])
      if (team !== null) out.set(team, [...(out.get(team) ?? []), { lat: r.lat, lng: r.lng }]);
  }
  return out;
}

/**
 * Teams or extra persons of approved clubs that bought an accommodation bundle, in id order; dynamic so
 * that teams can join their category.
 */
function clubBundleRows<F extends SelectedFields>(
  db: DbOrTx,
  owner: typeof competitionTeams | typeof extraPersons,
  fields: F,
) {
  return db
    .select({
      ...fields,
      clubName: clubs.name,
      countryCode: countries.countryCode,
      arrival: clubRegistrations.arrivalDate,
      departure: clubRegistrations.departureDate,
      placeKind: pricelistItems.accommodationKind,
      singleRooms: pricelistItems.singleRoomAvailable,
    })
    .from(owner)
    .innerJoin(clubs, eq(clubs.id, owner.clubId))
    .innerJoin(countries, eq(countries.id, clubs.countryId))
    .innerJoin(pricelistItems, eq(pricelistItems.id, owner.bundlePricelistItemId))
    .leftJoin(clubRegistrations, eq(clubRegistrations.clubId, clubs.id))
    .where(
      and(eq(clubs.registrationState, 'approved'), eq(pricelistItems.serviceTypeId, SERVICE_TYPE.accommodationBundle)),
    )
    .orderBy(asc(owner.id))
    .$dynamic();
}

/**
 * Every party that booked a bed: teams and extra persons of approved clubs with an accommodation
 * package and persons, approved referees who want accommodation.
 */
export async function loadWorld(db: DbOrTx): Promise<World> {
  const { places: accPlaces, placeInfo } = await loadPlaces(db);
  const kindOfPlace = new Map(accPlaces.map((p) => [p.id, p.kind]));
  const halls = await teamHalls(db);
  const teamRows = await clubBundleRows(db, competitionTeams, {
    team: competitionTeams,
    category: teamCategories.code,
    gender: teamCategories.gender,
  }).innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId));
  const extraRows = await clubBundleRows(db, extraPersons, { person: extraPersons });
  const refRows = await db
    .select({ referee: referees, countryCode: countries.countryCode })
    .from(referees)
    .innerJoin(countries, eq(countries.id, referees.countryId))
    .where(and(eq(referees.registrationState, 'approved'), eq(referees.wantsAccommodation, true)))
    .orderBy(asc(referees.id));
  const refHallRows = refRows.length
    ? await db
        .select({ refereeId: refereeInHalls.refereeId, lat: places.lat, lng: places.lng })
        .from(refereeInHalls)
        .innerJoin(places, eq(places.id, refereeInHalls.placeId))
    : [];

  const parties: AccParty[] = [];
  const partyInfo: AccommodationParty[] = [];
  const clubHalls = new Map<number, Point[]>();
  for (const { team } of teamRows) {
    clubHalls.set(team.clubId, [...(clubHalls.get(team.clubId) ?? []), ...(halls.get(team.id) ?? [])]);
  }
  // What the office reads beside a party: its own fields and the names the rules do not need.
  const add = (party: AccParty, info: Pick<AccommodationParty, 'name' | 'clubName' | 'countryCode' | 'category'>) => {
    parties.push(party);
    const { clubId, gender, persons, singleRoomPersons, placeKind, nights } = party;
    partyInfo.push({
      ...partyIdField(party),
      ...info,
      clubId,
      gender,
      persons,
      singleRoomPersons,
      placeKind,
      nights: [...nights],
    });
  };
  // A team or an extra person of a club: the persons of its package, for the club's stay.
  const addClubParty = (
    r: Omit<(typeof extraRows)[number], 'person'>,
    owner: { id: number; clubId: number; bundlePersons: number; singleRoomPersons: number },
    own: Pick<AccParty, 'kind' | 'gender' | 'halls'> & Pick<AccommodationParty, 'name' | 'category'>,
  ) => {
    if (owner.bundlePersons <= 0) return;
    const { name, category, ...party } = own;
    add(
      {
        ...party,
        id: owner.id,
        clubId: owner.clubId,
        placeKind: r.placeKind,
        singleRoomsAllowed: r.singleRooms,
        persons: owner.bundlePersons,
        singleRoomPersons: r.singleRooms ? owner.singleRoomPersons : 0,
        nights: stayNights(r.arrival, r.departure),
        requiredPlaceId: null,
      },
      { name, category, clubName: r.clubName, countryCode: r.countryCode },
    );
  };
  for (const r of teamRows) {
    addClubParty(r, r.team, {
      kind: 'team',
      gender: r.gender,
      halls: halls.get(r.team.id) ?? [],
      name: teamDisplayName({ name: r.team.name, clubName: r.clubName, teamNumber: r.team.teamNumber }),
      category: r.category,
    });
  }
  for (const r of extraRows) {
    addClubParty(r, r.person, {
      kind: 'extraPerson',
      gender: 'adult',
      halls: clubHalls.get(r.person.clubId) ?? [],
      name: r.clubName,
      category: null,
    });
  }
  for (const { referee: ref, countryCode } of refRows) {
    const required = ref.accommodationPlaceId;
    const placeKind = required === null ? 'hotel' : (kindOfPlace.get(required) ?? 'hotel');
    const single = ref.wantsSingleRoom && ref.accompanimentPersons === 0;
    const party: AccParty = {
      kind: 'referee',
      id: ref.id,
      clubId: null,
      gender: ref.sex === 'female' ? 'female' : 'male',
      placeKind,
      singleRoomsAllowed: single,
      persons: 1 + ref.accompanimentPersons,
      singleRoomPersons: single ? 1 : 0,
      nights: stayNights(ref.arrivalDate, ref.departureDate),
      requiredPlaceId: required,
      halls: refHallRows
        .filter((h) => h.refereeId === ref.id && h.lat !== null && h.lng !== null)
        .map((h) => ({ lat: h.lat!, lng: h.lng! })),
    };
    add(party, { name: `${ref.firstName} ${ref.lastName}`, clubName: null, countryCode, category: null });
  }
  return { parties, places: accPlaces, partyInfo, placeInfo };
}
