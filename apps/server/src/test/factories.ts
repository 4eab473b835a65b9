import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  countries,
  countryTranslations,
  eventTypes,
  groupStandings,
  matchEvents,
  matches,
  matchParticipants,
  matchStages,
  participants,
  places,
  placeTranslations,
  pricelistItems,
  serviceLevels,
  suppliers,
  referees,
  roundLevels,
  teamCategories,
  teamParticipants,
  users,
} from '../db/schema/index';
import { hashPassword } from '../modules/auth/passwords';
import type { EventTypeCode, MatchStageCode } from '../db/schema/competition';

let sequence = 0;
const next = () => ++sequence;

export async function stageId(db: DbOrTx, code: MatchStageCode) {
  const [row] = await db.select({ id: matchStages.id }).from(matchStages).where(eq(matchStages.code, code));
  return row.id;
}

export async function eventTypeId(db: DbOrTx, code: EventTypeCode) {
  const [row] = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.code, code));
  return row.id;
}

export async function roundLevelId(db: DbOrTx, systemName: string) {
  const [row] = await db.select({ id: roundLevels.id }).from(roundLevels).where(eq(roundLevels.systemName, systemName));
  return row.id;
}

export async function createCountry(
  db: DbOrTx,
  code = `X${String.fromCharCode(65 + (next() % 26))}`,
  currencyCode = 'EUR',
) {
  const [country] = await db
    .insert(countries)
    .values({ countryCode: code, currencyCode, languageCode: code.toLowerCase() })
    .onConflictDoUpdate({ target: countries.countryCode, set: { currencyCode } })
    .returning();
  await db
    .insert(countryTranslations)
    .values([
      { countryId: country.id, locale: 'cs', name: `Země ${code}` },
      { countryId: country.id, locale: 'en', name: `Country ${code}` },
    ])
    .onConflictDoNothing();
  return country;
}

export async function createCategory(db: DbOrTx, overrides: Partial<typeof teamCategories.$inferInsert> = {}) {
  const [category] = await db
    .insert(teamCategories)
    .values({ code: `C${next()}`, gender: 'male', birthDateMin: '2008-01-01', matchLength: 30, ...overrides })
    .returning();
  return category;
}

export async function createHall(db: DbOrTx, overrides: Partial<typeof places.$inferInsert> = {}) {
  const n = next();
  const [hall] = await db
    .insert(places)
    .values({ code: `H${n}`, placeTypeId: 1, address: `Street ${n}, Praha`, lat: 50.08, lng: 14.42, ...overrides })
    .returning();
  await db.insert(placeTranslations).values([
    { placeId: hall.id, locale: 'cs', name: `Hala ${n}` },
    { placeId: hall.id, locale: 'en', name: `Hall ${n}` },
  ]);
  return hall;
}

/** A club; in the Czech Republic unless a country is given. */
export async function createClub(db: DbOrTx, overrides: Partial<typeof clubs.$inferInsert> = {}) {
  const countryId = overrides.countryId ?? (await createCountry(db, 'CZ')).id;
  const [club] = await db
    .insert(clubs)
    .values({ ...overrides, name: overrides.name ?? `Club ${next()}`, countryId })
    .returning();
  return club;
}

/**
 * A team of a new club (named `clubName`, in `countryId`) unless `clubId` is given, of a new category
 * unless `categoryId` is; numbered after the club's other teams of the category.
 */
export async function createTeam(
  db: DbOrTx,
  overrides: { categoryId?: number; clubId?: number; clubName?: string; countryId?: number } = {},
) {
  const clubId =
    overrides.clubId ?? (await createClub(db, { name: overrides.clubName, countryId: overrides.countryId })).id;
  const teamCategoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [{ teams }] = await db
    .select({ teams: count() })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.clubId, clubId), eq(competitionTeams.teamCategoryId, teamCategoryId)));
  const [team] = await db
    .insert(competitionTeams)
    .values({ clubId, teamCategoryId, teamNumber: teams + 1 })
    .returning();
  return team;
}

/** A round-robin group (of a new category unless given) with one standings slot per team. */
export async function createGroup(
  db: DbOrTx,
  overrides: Partial<typeof competitionGroups.$inferInsert> & { teamIds?: number[] } = {},
) {
  const { teamIds = [], ...values } = overrides;
  const teamCategoryId = values.teamCategoryId ?? (await createCategory(db)).id;
  const [group] = await db
    .insert(competitionGroups)
    .values({
      label: `G${next()}`,
      name: 'Group',
      competitionRoundLevelId: await roundLevelId(db, 'preliminary'),
      ...values,
      teamCategoryId,
    })
    .returning();
  if (teamIds.length > 0) {
    await db
      .insert(groupStandings)
      .values(teamIds.map((teamId, i) => ({ competitionGroupId: group.id, slot: i + 1, teamId, standings: i + 1 })));
  }
  return group;
}

/**
 * A match with whatever it needs and was not given: a category, a hall, two teams (pass `null` for
 * a team not known yet) and a group holding them.
 */
export async function createMatch(
  db: DbOrTx,
  values: {
    groupId?: number;
    categoryId?: number;
    placeId?: number;
    homeTeamId?: number | null;
    awayTeamId?: number | null;
    stage?: MatchStageCode;
  } & Partial<typeof matches.$inferInsert> = {},
) {
  const { groupId, categoryId, placeId, stage, homeTeamId, awayTeamId, ...rest } = values;
  const teamCategoryId = categoryId ?? (await createCategory(db)).id;
  const home = homeTeamId === undefined ? (await createTeam(db, { categoryId: teamCategoryId })).id : homeTeamId;
  const away = awayTeamId === undefined ? (await createTeam(db, { categoryId: teamCategoryId })).id : awayTeamId;
  const competitionGroupId =
    groupId ?? (await createGroup(db, { teamCategoryId, teamIds: [home, away].filter((id) => id !== null) })).id;
  const at = {
    day: rest.day ?? '2025-04-18',
    time: rest.time ?? '09:00',
    placeId: placeId ?? (await createHall(db)).id,
  };
  const [match] = await db
    .insert(matches)
    .values({
      matchNumber: next(),
      teamCategoryId,
      competitionGroupId,
      homeTeamId: home,
      awayTeamId: away,
      ...at,
      // Published as created, as the demo is; a test of the draft passes publishedDay: null.
      publishedDay: at.day,
      publishedTime: at.time,
      publishedPlaceId: at.placeId,
      matchLength: 30,
      competitionMatchStageId: await stageId(db, stage ?? 'not_started'),
      ...rest,
    })
    .returning();
  return match;
}

/** Club participants put on the match roster of one team: players first, then leaders. */
export async function createRoster(db: DbOrTx, matchId: number, teamId: number, players = 7, leaders = 1) {
  const [team] = await db.select().from(competitionTeams).where(eq(competitionTeams.id, teamId));
  const people = await db
    .insert(participants)
    .values(
      Array.from({ length: players + leaders }, (_, i) => ({
        clubId: team.clubId,
        firstName: `First${i}`,
        lastName: `Last${next()}`,
        birthDate: i < players ? '2008-05-01' : '1980-01-01',
        gender: 'male' as const,
      })),
    )
    .returning();
  // They are the team's people on the club roster too, as the match roster rules require.
  await db
    .insert(teamParticipants)
    .values(people.map((person, i) => ({ teamId, participantId: person.id, isLeader: i >= players })))
    .onConflictDoNothing();
  return db
    .insert(matchParticipants)
    .values(
      people.map((person, i) => ({
        matchId,
        teamId,
        participantId: person.id,
        isLeader: i >= players,
        jerseyNumber: i < players ? i + 1 : null,
      })),
    )
    .returning();
}

export async function createEvent(
  db: DbOrTx,
  values: {
    matchId: number;
    participantId: number | null;
    type: EventTypeCode;
    stage?: MatchStageCode;
    minute?: number;
  },
) {
  const [event] = await db
    .insert(matchEvents)
    .values({
      matchId: values.matchId,
      competitionMatchParticipantId: values.participantId,
      competitionEventTypeId: await eventTypeId(db, values.type),
      competitionMatchStageId: await stageId(db, values.stage ?? '1st_half'),
      minute: values.minute ?? 5,
      second: 0,
      createdTimestamp: 1_745_000_000_000 + next(),
    })
    .returning();
  return event;
}

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export async function createUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password, ...values } = overrides;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      username: `user${next()}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: password ? await hashPassword(password) : await passwordHash,
      roles: ['ROLE_USER'],
      ...values,
    })
    .returning();
  return user;
}

/** An approved referee, of the Czech Republic unless a country is given. */
export async function createReferee(db: DbOrTx, overrides: Partial<typeof referees.$inferInsert> = {}) {
  const countryId = overrides.countryId ?? (await createCountry(db, 'CZ')).id;
  const [referee] = await db
    .insert(referees)
    .values({
      firstName: 'Ref',
      lastName: `Eree${next()}`,
      birthYear: 1990,
      sex: 'male',
      email: `ref${next()}@example.com`,
      registrationState: 'approved',
      ...overrides,
      countryId,
    })
    .returning();
  return referee;
}

/** The organiser (CZK and EUR accounts) and a hotel partner, as suppliers of the price list. */
export async function createSuppliers(db: DbOrTx) {
  const [organiser, hotel] = await db
    .insert(suppliers)
    .values([
      {
        name: 'Handball Cup s.r.o.',
        street: 'Nad Kajetánkou 1',
        city: 'Praha 6',
        zip: '169 00',
        countryCode: 'CZ',
        companyId: '12345678',
        vatId: 'CZ12345678',
        czkIban: 'CZ6508000000192000145399',
        czkBic: 'GIBACZPX',
        eurIban: 'CZ6907101781240000004159',
        eurBic: 'CNBACZPP',
      },
      {
        name: 'Hotel Partner a.s.',
        city: 'Praha 5',
        countryCode: 'CZ',
        companyId: '87654321',
        czkIban: 'CZ5508000000001234567899',
        eurIban: 'CZ5508000000001234567899',
      },
    ])
    .returning();
  return { organiser, hotel };
}

/**
 * A price list like the demo's: packages per person (hotel, with single rooms) and per night, the
 * team fee (and a Superior one), single room, Monday lunch and the VIP party billed separately.
 */
export async function createPricelist(db: DbOrTx) {
  const { organiser, hotel } = await createSuppliers(db);
  const [superior] = await db
    .insert(serviceLevels)
    .values({ name: `Superior ${next()}` })
    .returning();
  const item = (values: Partial<typeof pricelistItems.$inferInsert> & { nameEn: string }) => ({
    unit: 'person',
    priceCzk: 0,
    priceEur: 0,
    nameCs: `${values.nameEn} (cs)`,
    serviceTypeId: 3,
    supplierId: organiser.id,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
    ...values,
  });
  const rows = await db
    .insert(pricelistItems)
    .values([
      item({
        nameEn: 'Hotel package',
        priceCzk: 5890,
        priceEur: 235,
        serviceTypeId: 1,
        supplierId: hotel.id,
        singleRoomAvailable: true,
      }),
      item({ nameEn: 'School per night', unit: 'night', priceCzk: 450.5, priceEur: 18.5, serviceTypeId: 1 }),
      item({ nameEn: 'Single room', unit: 'night', priceCzk: 620, priceEur: 25 }),
      item({ nameEn: 'Monday lunch', priceCzk: 220, priceEur: 9, cateringType: 'lunch' }),
      item({ nameEn: 'VIP party', priceCzk: 620, priceEur: 25, cateringType: 'dinner', separateInvoice: true }),
      item({ nameEn: 'Entry fee', unit: 'team', priceCzk: 3750, priceEur: 150, serviceTypeId: 4, isSystem: true }),
      item({
        nameEn: 'Entry fee Superior',
        unit: 'team',
        priceCzk: 4500,
        priceEur: 180,
        serviceTypeId: 4,
        serviceLevelId: superior.id,
      }),
      item({ nameEn: 'Extra breakfast', priceCzk: 150, priceEur: 6, cateringType: 'breakfast' }),
    ])
    .returning();
  const [hotelPackage, schoolNight, singleRoom, mondayLunch, vipParty, entryFee, superiorFee, breakfast] = rows;
  return {
    organiser,
    hotel,
    superiorLevelId: superior.id,
    items: { hotelPackage, schoolNight, singleRoom, mondayLunch, vipParty, entryFee, superiorFee, breakfast },
  };
}

/** A valid registration body for a country, with one team of the category unless told otherwise. */
export function registrationBody(countryId: number, teamCategoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `Club ${next()}`,
    street: 'Štefánikova 12',
    city: 'Zlín',
    zip: '760 01',
    countryId,
    tournamentContactFirstName: 'Jana',
    tournamentContactLastName: 'Nováková',
    tournamentContactPhone: '+420 601 123 456',
    arrivalDate: '2025-04-17',
    departureDate: '2025-04-21',
    teams: [{ teamCategoryId, bundlePersons: 12 }],
    extraPersons: [],
    agreeToTerms: true,
    ...overrides,
  };
}
