import { OTHER_GENDER_LIMITS } from '@tms/domain/eligibility';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, configurations, matchParticipants, participants, teamAdmins } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TEST_PASSWORD, createCategory, createEvent, createMatch, createTeam, createUser } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
const cat: Record<string, number> = {};

const setConfig = (key: string, value: string | null) =>
  database.db.update(configurations).set({ value }).where(eq(configurations.key, key));
const signIn = async (user: { username: string }) => {
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
};
const person = (firstName: string, birthDate: string, gender: 'male' | 'female', teams: object[] = []) => ({
  firstName,
  lastName: 'Novák',
  birthDate,
  gender,
  teams,
});
const plays = (teamId: number) => ({ teamId, isLeader: false });
const leads = (teamId: number) => ({ teamId, isLeader: true });

/** A club with teams MC, MD I, MD II, ME, WD, WE; its admin and the admin of MD I, signed in. */
async function club() {
  const db = database.db;
  const first = await createTeam(db, { categoryId: cat.MC });
  const clubId = first.clubId;
  const add = async (code: string) => (await createTeam(db, { clubId, categoryId: cat[code] })).id;
  const teams = { MC: first.id, MD1: await add('MD'), MD2: await add('MD'), ME: await add('ME') };
  const girls = { WD: await add('WD'), WE: await add('WE') };
  const admin = await createUser(db);
  const coach = await createUser(db);
  await db.insert(clubUsers).values({ clubId, userId: admin.id, isAdmin: true });
  await db.insert(teamAdmins).values({ teamId: teams.MD1, userId: coach.id });
  const url = `/api/v1/web/clubs/${clubId}/participants`;
  return { clubId, url, teams: { ...teams, ...girls }, admin: await signIn(admin), coach: await signIn(coach) };
}
type Club = Awaited<ReturnType<typeof club>>;
const add = (c: Club, client: TestClient, body: object) =>
  client.request({ method: 'POST', url: c.url, payload: body });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  for (const [code, gender, min, max] of [
    ['MC', 'male', '2010-01-01', '2011-12-31'],
    ['MD', 'male', '2012-01-01', '2013-12-31'],
    ['ME', 'male', '2014-01-01', null],
    ['WD', 'female', '2012-01-01', '2013-12-31'],
    ['WE', 'female', '2014-01-01', null],
  ] as const) {
    const otherGenderMax = OTHER_GENDER_LIMITS[code] ?? 0;
    cat[code] = (await createCategory(db, { code, gender, birthDateMin: min, birthDateMax: max, otherGenderMax })).id;
  }
});

beforeEach(async () => {
  await setConfig('tournament_first_game_date', '2025-04-18T08:00:00+02:00');
  await setConfig('club_roster.leader_min_age_in_years', '18');
  await setConfig('roster_edit_till', null);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('eligibility on the club roster', () => {
  it('takes players of the category and one category up, never older and never two up', async () => {
    const c = await club();
    const own = await add(c, c.admin, person('Own', '2012-06-01', 'male', [plays(c.teams.MD1)]));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ birthYear: 2012, isLeader: false, teams: [plays(c.teams.MD1)] });
    expect((await add(c, c.admin, person('Up', '2014-02-01', 'male', [plays(c.teams.MD1)]))).statusCode).toBe(201);
    const old = await add(c, c.admin, person('Old', '2011-12-31', 'male', [plays(c.teams.MD1)]));
    expect(old.statusCode).toBe(400);
    expect(old.json().fields['teams.0']).toMatchObject({
      key: 'playerTooOld',
      params: { participant: 'Old Novák', category: 'MD', birthYear: 2011, oldestYear: 2012 },
    });
    expect(old.json().message).toContain('Old Novák');
    const twoUp = await add(c, c.admin, person('Small', '2014-01-01', 'male', [plays(c.teams.MC)]));
    expect(twoUp.json().fields['teams.0']).toMatchObject({ key: 'playerTooYoung', params: { category: 'MC' } });
  });

  it('lets a player play for one team per category', async () => {
    const c = await club();
    const ok = await add(c, c.admin, person('Both', '2014-03-03', 'male', [plays(c.teams.MD1), plays(c.teams.ME)]));
    expect(ok.statusCode).toBe(201);
    const twice = await add(
      c,
      c.admin,
      person('Twice', '2012-03-03', 'male', [plays(c.teams.MD1), plays(c.teams.MD2)]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields['teams.0']).toMatchObject({ key: 'oneTeamPerCategory', params: { category: 'MD' } });
  });

  it('allows up to 3 girls in MD/ME and up to 3 boys in WE, nobody of the other gender elsewhere', async () => {
    const c = await club();
    for (const name of ['G1', 'G2', 'G3']) {
      expect((await add(c, c.admin, person(name, '2013-01-01', 'female', [plays(c.teams.MD1)]))).statusCode).toBe(201);
      expect((await add(c, c.admin, person(name, '2015-01-01', 'male', [plays(c.teams.WE)]))).statusCode).toBe(201);
    }
    const fourth = await add(c, c.admin, person('G4', '2013-01-01', 'female', [plays(c.teams.MD1)]));
    expect(fourth.json().fields['teams.0']).toMatchObject({ key: 'tooManyOtherGender', params: { max: 3, count: 4 } });
    const boy = await add(c, c.admin, person('B4', '2015-01-01', 'male', [plays(c.teams.WE)]));
    expect(boy.json().fields['teams.0'].key).toBe('tooManyOtherGender');
    const wd = await add(c, c.admin, person('B5', '2013-01-01', 'male', [plays(c.teams.WD)]));
    expect(wd.json().fields['teams.0']).toMatchObject({ key: 'genderNotAllowed', params: { category: 'WD' } });
  });

  it('takes leaders of the configured age on the first tournament day, and each team once', async () => {
    const c = await club();
    const young = await add(c, c.admin, person('Young', '2007-04-19', 'male', [leads(c.teams.MD1)]));
    expect(young.statusCode).toBe(400);
    expect(young.json().fields['teams.0']).toMatchObject({ key: 'leaderTooYoung', params: { minAge: 18 } });
    expect(young.json().message).toContain('The participant cannot be a team leader');
    const adult = await add(c, c.admin, person('Adult', '2007-04-18', 'male', [leads(c.teams.MD1), leads(c.teams.WE)]));
    expect(adult.statusCode).toBe(201);
    expect(adult.json().isLeader).toBe(true);
    await setConfig('club_roster.leader_min_age_in_years', '21');
    const edited = await c.admin.request({
      method: 'PUT',
      url: `${c.url}/${adult.json().id}`,
      payload: person('Adult', '2007-04-18', 'male', [leads(c.teams.MD1), leads(c.teams.ME)]),
    });
    expect(edited.json().fields['teams.1']).toMatchObject({ key: 'leaderTooYoung', params: { minAge: 21 } });
    const both = await add(c, c.admin, person('Both', '1990-01-01', 'male', [leads(c.teams.ME), plays(c.teams.ME)]));
    expect(both.json().fields).toEqual({ 'teams.1.teamId': { key: 'duplicate' } });
  });
});

describe('club roster permissions and deadline', () => {
  it('lets a team admin change their team only', async () => {
    const c = await club();
    const mine = await add(c, c.coach, person('Mine', '2012-01-01', 'male', [plays(c.teams.MD1)]));
    expect(mine.statusCode).toBe(201);
    expect((await add(c, c.coach, person('Other', '2012-01-01', 'male', [plays(c.teams.MD2)]))).statusCode).toBe(403);
    const theirs = (await add(c, c.admin, person('Theirs', '2012-01-01', 'male', [plays(c.teams.MD2)]))).json();
    const list = (await c.coach.get(c.url)).json();
    const ops = (id: number) =>
      list.participants
        .find((p: { id: number }) => p.id === id)
        .links.map((l: { operationId: string }) => l.operationId);
    expect(ops(mine.json().id)).toEqual(['updateClubParticipant', 'deleteClubParticipant']);
    expect(ops(theirs.id)).toEqual([]);
    expect(list.teams.filter((t: { editable: boolean }) => t.editable).map((t: { id: number }) => t.id)).toEqual([
      c.teams.MD1,
    ]);
    expect((await c.coach.request({ method: 'DELETE', url: `${c.url}/${theirs.id}` })).statusCode).toBe(403);
    const moved = person('Mine', '2012-01-01', 'male', [plays(c.teams.MD2)]);
    expect(
      (await c.coach.request({ method: 'PUT', url: `${c.url}/${mine.json().id}`, payload: moved })).statusCode,
    ).toBe(403);
    expect((await c.coach.request({ method: 'DELETE', url: `${c.url}/${mine.json().id}` })).statusCode).toBe(204);
    const byTeam = (await c.admin.get(`${c.url}?teamId=${c.teams.MD2}`)).json();
    expect(byTeam.participants.map((p: { id: number }) => p.id)).toEqual([theirs.id]);
  });

  it('lists the people in reading order, accented letters with their base letter', async () => {
    const c = await club();
    for (const lastName of ['Žák', 'Zeman', 'Čapek', 'Dvořák']) {
      await database.db
        .insert(participants)
        .values({ clubId: c.clubId, firstName: 'Jan', lastName, birthDate: '2012-05-01', gender: 'male' });
    }
    const page = (await c.admin.get(c.url)).json();
    expect(page.participants.map((p: { lastName: string }) => p.lastName)).toEqual(['Čapek', 'Dvořák', 'Zeman', 'Žák']);
  });

  it('is refused to a club admin of another club', async () => {
    const c = await club();
    const other = await club();
    expect((await other.admin.get(c.url)).statusCode).toBe(403);
    expect((await add(c, other.admin, person('X', '2012-01-01', 'male'))).statusCode).toBe(403);
  });

  it('is read-only after roster_edit_till, except for super admin', async () => {
    const c = await club();
    const kept = (await add(c, c.admin, person('Kept', '2012-01-01', 'male', [plays(c.teams.MD1)]))).json();
    await setConfig('roster_edit_till', '2020-01-01T00:00:00+01:00');
    const late = await add(c, c.admin, person('Late', '2012-01-01', 'male'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('roster_deadline_passed');
    expect((await c.admin.request({ method: 'DELETE', url: `${c.url}/${kept.id}` })).statusCode).toBe(409);
    const page = (await c.admin.get(c.url)).json();
    expect(page).toMatchObject({ editable: false, rosterEditableUntil: '2019-12-31T23:00:00.000Z' });
    expect(page.links.map((l: { operationId: string }) => l.operationId)).toEqual(['listClubParticipants']);
    expect(page.participants[0].links).toEqual([]);
    const boss = await signIn(await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] }));
    expect((await add(c, boss, person('Boss', '2012-01-01', 'male'))).statusCode).toBe(201);
  });

  it('removes a participant with their match places, but not one with events in a match', async () => {
    const c = await club();
    const db = database.db;
    const p = (await add(c, c.admin, person('Scorer', '2014-05-05', 'male', [plays(c.teams.ME)]))).json();
    const q = (await add(c, c.admin, person('Sub', '2014-05-05', 'male', [plays(c.teams.ME)]))).json();
    const match = await createMatch(db, { categoryId: cat.ME, homeTeamId: c.teams.ME, stage: '1st_half' });
    const [scorer] = await db
      .insert(matchParticipants)
      .values([
        { matchId: match.id, teamId: c.teams.ME, participantId: p.id, jerseyNumber: 7 },
        { matchId: match.id, teamId: c.teams.ME, participantId: q.id, jerseyNumber: 8 },
      ])
      .returning();
    await createEvent(db, { matchId: match.id, participantId: scorer.id, type: 'goal' });
    const page = (await c.admin.get(c.url)).json();
    expect(page.participants.map((x: { jerseyNumberFromLastMatch: number }) => x.jerseyNumberFromLastMatch)).toEqual([
      7, 8,
    ]);
    const refused = await c.admin.request({ method: 'DELETE', url: `${c.url}/${p.id}` });
    expect(refused.statusCode).toBe(409);
    expect((await c.admin.request({ method: 'DELETE', url: `${c.url}/${q.id}` })).statusCode).toBe(204);
    expect((await db.select().from(participants).where(eq(participants.clubId, c.clubId))).map((x) => x.id)).toEqual([
      p.id,
    ]);
  });
});
