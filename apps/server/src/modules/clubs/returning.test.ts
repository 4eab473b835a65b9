import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { clubs, configurations } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createCountry,
  createPricelist,
  createUser,
  registrationBody,
} from '../../test/factories';

/*
 * A club and a referee of 2025 come back in 2026: the super admin rolls 2025 over and opens 2026,
 * and the club admin's new registration starts from last year's club, teams and people.
 */

let database: Database;
let app: FastifyInstance;
let clubAdmin: TestClient;
let newcomer: TestClient;
let czechia: number;
let previousClubId: number;
let price: Awaited<ReturnType<typeof createPricelist>>;
/** Last year's people by name: born in MA's first year (too old now), MA's second year, and MB's. */
const people: {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  team: number;
  leader?: boolean;
}[] = [
  { firstName: 'Adam', lastName: 'Starý', birthDate: '2006-05-01', gender: 'male', team: 0 },
  { firstName: 'Boris', lastName: 'Střední', birthDate: '2007-05-01', gender: 'male', team: 0 },
  { firstName: 'Cyril', lastName: 'Mladší', birthDate: '2008-05-01', gender: 'male', team: 1 },
  { firstName: 'David', lastName: 'Nejmladší', birthDate: '2009-05-01', gender: 'male', team: 1 },
  { firstName: 'Emil', lastName: 'Trenér', birthDate: '1980-01-01', gender: 'male', team: 0, leader: true },
];

const setConfig = (key: string, value: string) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));

/** Rows of participants and their team assignments in an edition, read behind the views. */
async function snapshot(year: number) {
  const [row] = await queryRows<{ people: string; roles: string }>(
    database.db,
    sql`select
      (select md5(string_agg(p::text, '|' order by p.id)) from participants_all p join editions e on e.id = p.edition_id where e.year = ${year}) as people,
      (select md5(string_agg(t::text, '|' order by t.team_id, t.participant_id)) from team_participants_all t join editions e on e.id = t.edition_id where e.year = ${year}) as roles`,
  );
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  await setConfig('tournament_start_date', '2025-04-18T00:00:00+02:00');
  await setConfig('tournament_first_game_date', '2025-04-18T08:00:00+02:00');
  price = await createPricelist(db);
  czechia = (await createCountry(db, 'CZ', 'CZK')).id;
  const ma = await createCategory(db, { code: 'MA', birthDateMin: '2006-01-01', birthDateMax: '2007-12-31' });
  const mb = await createCategory(db, { code: 'MB', birthDateMin: '2008-01-01', birthDateMax: '2009-12-31' });

  const admin = await createUser(db);
  clubAdmin = new TestClient(app);
  await clubAdmin.login(admin.username, TEST_PASSWORD);
  const created = await clubAdmin.post(
    '/api/v1/web/club-registrations',
    registrationBody(czechia, ma.id, {
      name: 'HC Návrat',
      teams: [
        { teamCategoryId: ma.id, bundlePricelistItemId: price.items.hotelPackage.id, bundlePersons: 12 },
        { teamCategoryId: mb.id, bundlePersons: 10 },
      ],
    }),
  );
  expect(created.statusCode).toBe(201);
  previousClubId = created.json().id;
  const teams = created.json().teams.map((t: { id: number }) => t.id);
  for (const person of people) {
    const { team, leader, ...data } = person;
    const res = await clubAdmin.post(`/api/v1/web/clubs/${previousClubId}/participants`, {
      ...data,
      teams: [{ teamId: teams[team], isLeader: !!leader }],
    });
    expect(res.statusCode).toBe(201);
  }

  const superUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
  const superAdmin = new TestClient(app);
  await superAdmin.login(superUser.username, TEST_PASSWORD);
  const rollover = await superAdmin.post('/api/v1/admin/editions', {
    year: 2026,
    name: 'Prague Handball Cup 2026',
    startsOn: '2026-04-17',
    endsOn: '2026-04-20',
  });
  expect(rollover.statusCode).toBe(201);
  expect((await superAdmin.post('/api/v1/admin/editions/2026/current')).statusCode).toBe(200);

  newcomer = new TestClient(app);
  await newcomer.login((await createUser(db)).username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a returning club', () => {
  it('starts 2026 from its 2025 registration: club, stay moved, teams in this year’s categories, people checked', async () => {
    const res = await clubAdmin.get('/api/v1/web/club-registrations/returning');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const returning = res.json();
    expect(returning).toMatchObject({ year: 2025, clubName: 'HC Návrat' });
    expect(returning.registration).toMatchObject({
      name: 'HC Návrat',
      countryId: czechia,
      arrivalDate: '2026-04-16',
      departureDate: '2026-04-20',
      tournamentContactPhone: '+420 601 123 456',
    });
    // MA stays MA; MB's players (2008-09) fit MA better now that MB is 2009-10.
    expect(
      returning.teams.map((t: { previousCode: string; code: string; movedUp: boolean }) => [
        t.previousCode,
        t.code,
        t.movedUp,
      ]),
    ).toEqual([
      ['MA', 'MA', false],
      ['MB', 'MA', true],
    ]);
    // This year's hotel package of the same name replaces last year's.
    const [hotel2026] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from pricelist_items where name_en = 'Hotel package'`,
    );
    expect(hotel2026.id).not.toBe(price.items.hotelPackage.id);
    expect(returning.registration.teams[0]).toMatchObject({
      id: null,
      bundlePricelistItemId: hotel2026.id,
      bundlePersons: 12,
    });
    const byName = new Map(returning.participants.map((p: { lastName: string }) => [p.lastName, p]));
    expect(byName.get('Starý')).toMatchObject({
      eligible: false,
      reasons: [{ key: 'playerTooOld', params: expect.objectContaining({ birthYear: 2006, oldestYear: 2007 }) }],
    });
    for (const name of ['Střední', 'Mladší', 'Nejmladší', 'Trenér']) {
      expect(byName.get(name)).toMatchObject({ eligible: true, reasons: [] });
    }
  });

  it('takes the chosen people over with the registration, on the teams that continue last year’s', async () => {
    const before2025 = await snapshot(2025);
    const returning = (await clubAdmin.get('/api/v1/web/club-registrations/returning')).json();
    const eligible = returning.participants.filter((p: { eligible: boolean }) => p.eligible);
    const res = await clubAdmin.post('/api/v1/web/club-registrations', {
      ...returning.registration,
      agreeToTerms: true,
      returning: { year: 2025, participantIds: eligible.map((p: { id: number }) => p.id) },
    });
    expect(res.statusCode).toBe(201);
    const club = res.json();
    expect(club.id).not.toBe(previousClubId);
    const roster = (await clubAdmin.get(`/api/v1/web/clubs/${club.id}/participants`)).json();
    const teamOf = (id: number) => roster.teams.find((t: { id: number }) => t.id === id).displayName;
    const taken = roster.participants
      .map((p: { lastName: string; teams: { teamId: number; isLeader: boolean }[] }) => [
        p.lastName,
        p.teams.map((t) => `${teamOf(t.teamId)}${t.isLeader ? ' (leader)' : ''}`),
      ])
      .sort();
    expect(taken).toEqual([
      ['Mladší', ['HC Návrat II']],
      ['Nejmladší', ['HC Návrat II']],
      ['Střední', ['HC Návrat I']],
      ['Trenér', ['HC Návrat I (leader)']],
    ]);
    expect(await snapshot(2025)).toEqual(before2025);
  });

  it('refuses a person this year’s rules do not take, and writes nothing', async () => {
    const clubsBefore = (await database.db.select().from(clubs)).length;
    // The same club admin again: a second club would be allowed, but not with a person who is too old.
    const fresh = clubAdmin;
    const returning = (await fresh.get('/api/v1/web/club-registrations/returning')).json();
    const old = returning.participants.find((p: { lastName: string }) => p.lastName === 'Starý');
    const res = await fresh.post('/api/v1/web/club-registrations', {
      ...returning.registration,
      agreeToTerms: true,
      returning: { year: 2025, participantIds: [old.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['returning.participantIds.0']).toMatchObject({ key: 'playerTooOld' });
    expect((await database.db.select().from(clubs)).length).toBe(clubsBefore);

    const foreign = await fresh.post('/api/v1/web/club-registrations', {
      ...returning.registration,
      agreeToTerms: true,
      returning: { year: 2025, participantIds: [999_999] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields['returning.participantIds.0']).toMatchObject({ key: 'notOfClub' });
    expect((await database.db.select().from(clubs)).length).toBe(clubsBefore);
  });

  it('is nothing to start from for an account without an earlier club', async () => {
    expect((await newcomer.get('/api/v1/web/club-registrations/returning')).statusCode).toBe(204);
    const anonymous = new TestClient(app);
    expect((await anonymous.get('/api/v1/web/club-registrations/returning')).statusCode).toBe(401);
    const [category] = await queryRows<{ id: number }>(database.db, sql`select id from team_categories limit 1`);
    const body = registrationBody(czechia, category.id, {
      arrivalDate: '2026-04-16',
      departureDate: '2026-04-20',
      returning: { year: 2025, participantIds: [1] },
    });
    const res = await newcomer.post('/api/v1/web/club-registrations', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'returning.year': expect.objectContaining({ key: 'invalidValue' }) });
    // Without people to take over, the same registration goes through.
    expect((await newcomer.post('/api/v1/web/club-registrations', { ...body, returning: null })).statusCode).toBe(201);
  });
});
