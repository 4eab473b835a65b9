import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  clubUsers,
  configurations,
  matchParticipants,
  matchRosters,
  matches,
  participants,
  teamAdmins,
  teamCategories,
  teamParticipants,
} from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createEvent,
  createHall,
  createMatch,
  createTeam,
  createUser,
  stageId,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let categoryId = 0;
let youngerCategoryId = 0;
let hallId = 0;
let hallReporter: TestClient;
let superReporter: TestClient;
let otherCoach: TestClient;

const signIn = async (user: { username: string }) => {
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return client;
};
type Entry = { participantId: number; jerseyNumber: number | null; isLeader: boolean };

/**
 * A team (MD) of a new club with 14 players and 3 leaders on the club roster, a girl of another
 * club team, a boy of the younger category who may play up; its admin signed in; a match at home.
 */
async function team() {
  const db = database.db;
  const home = await createTeam(db, { categoryId });
  const other = await createTeam(db, { clubId: home.clubId, categoryId });
  const coach = await createUser(db);
  await db.insert(teamAdmins).values({ teamId: home.id, userId: coach.id });
  const add = (firstName: string, birthDate: string) =>
    db
      .insert(participants)
      .values({ clubId: home.clubId, firstName, lastName: 'Test', birthDate, gender: 'male' })
      .returning()
      .then(([p]) => p);
  const players = [];
  for (let i = 0; i < 14; i += 1) players.push(await add(`P${i}`, '2012-05-01'));
  const leaders = [];
  for (let i = 0; i < 3; i += 1) leaders.push(await add(`L${i}`, '1980-05-01'));
  await db
    .insert(teamParticipants)
    .values([
      ...players.map((p) => ({ teamId: home.id, participantId: p.id, isLeader: false })),
      ...leaders.map((p) => ({ teamId: home.id, participantId: p.id, isLeader: true })),
    ]);
  const otherTeamPlayer = await add('Other', '2012-05-01');
  await db.insert(teamParticipants).values({ teamId: other.id, participantId: otherTeamPlayer.id, isLeader: false });
  const playsUp = await add('Young', '2014-05-01');
  const tooOld = await add('Old', '2009-05-01');
  const match = await createMatch(db, { categoryId, homeTeamId: home.id, placeId: hallId });
  const url = `/api/v1/web/matches/${match.id}/rosters/home`;
  return { home, match, url, players, leaders, otherTeamPlayer, playsUp, tooOld, coach: await signIn(coach) };
}
type Team = Awaited<ReturnType<typeof team>>;

const roster = (t: Team, players = 12, leaders = 2): Entry[] => [
  ...t.players.slice(0, players).map((p, i) => ({ participantId: p.id, jerseyNumber: i + 1, isLeader: false })),
  ...t.leaders.slice(0, leaders).map((p) => ({ participantId: p.id, jerseyNumber: null, isLeader: true })),
];
const put = (client: TestClient, url: string, entries: Entry[]) =>
  client.request({ method: 'PUT', url, payload: { participants: entries } });
const confirm = (client: TestClient, url: string, entries: Entry[]) =>
  client.post(`${url}/confirm`, { participants: entries });
const official = (t: Team) =>
  database.db
    .select()
    .from(matchParticipants)
    .where(and(eq(matchParticipants.matchId, t.match.id), eq(matchParticipants.teamId, t.home.id)));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  categoryId = (
    await createCategory(db, { code: 'MD', gender: 'male', birthDateMin: '2012-01-01', birthDateMax: '2013-12-31' })
  ).id;
  youngerCategoryId = (
    await createCategory(db, { code: 'ME', gender: 'male', birthDateMin: '2014-01-01', birthDateMax: null })
  ).id;
  await db
    .update(configurations)
    .set({ value: '2025-04-18T08:00:00+02:00' })
    .where(eq(configurations.key, 'tournament_first_game_date'));
  const reporter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  hallId = (await createHall(db, { data: { hall_reporter: reporter.id } })).id;
  hallReporter = await signIn(reporter);
  superReporter = await signIn(await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_SUPER_REPORTER'] }));
  // The admin of a team of another club.
  const foreign = await createTeam(db, { categoryId });
  const foreignCoach = await createUser(db);
  await db.insert(teamAdmins).values({ teamId: foreign.id, userId: foreignCoach.id });
  otherCoach = await signIn(foreignCoach);
  expect(youngerCategoryId).toBeGreaterThan(0);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('team match plan', () => {
  it("lists the team's matches with the roster's state for its admins, the club's admins and admins only", async () => {
    const t = await team();
    const plan = await t.coach.get(`/api/v1/web/teams/${t.home.id}/match-plan`);
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['cache-control']).toBe('no-store');
    expect(plan.json().matches).toEqual([
      expect.objectContaining({ id: t.match.id, side: 'home', rosterState: 'empty', stageCode: 'not_started' }),
    ]);
    expect(plan.json().matches[0].opponent).toEqual(expect.any(String));
    // The group by its label, which the page names in its language; the stored name is an English title.
    expect(plan.json().matches[0].groupLabel).toMatch(/^G\d+$/);
    expect(plan.json().matches[0]).not.toHaveProperty('groupName');
    expect((await otherCoach.get(`/api/v1/web/teams/${t.home.id}/match-plan`)).statusCode).toBe(403);
    // A plain user of the club (no team administered) is not a roster manager.
    const member = await createUser(database.db);
    await database.db.insert(clubUsers).values({ clubId: t.home.clubId, userId: member.id, isAdmin: false });
    expect((await (await signIn(member)).get(`/api/v1/web/teams/${t.home.id}/match-plan`)).statusCode).toBe(403);
    const clubAdmin = await createUser(database.db);
    await database.db.insert(clubUsers).values({ clubId: t.home.clubId, userId: clubAdmin.id, isAdmin: true });
    expect((await (await signIn(clubAdmin)).get(`/api/v1/web/teams/${t.home.id}/match-plan`)).statusCode).toBe(200);
  });
});

describe('club match roster', () => {
  it('takes at most three boys on a WE roster and marks them as the other gender', async () => {
    const db = database.db;
    const weId = (
      await createCategory(db, { gender: 'female', birthDateMin: '2014-01-01', birthDateMax: null, otherGenderMax: 3 })
    ).id;
    const home = await createTeam(db, { categoryId: weId });
    const coach = await createUser(db);
    await db.insert(teamAdmins).values({ teamId: home.id, userId: coach.id });
    const add = (firstName: string, gender: 'male' | 'female') =>
      db
        .insert(participants)
        .values({ clubId: home.clubId, firstName, lastName: 'Test', birthDate: '2014-05-01', gender })
        .returning()
        .then(([p]) => p);
    const girls: { id: number }[] = [];
    for (let i = 0; i < 8; i += 1) girls.push(await add(`G${i}`, 'female'));
    const boys: { id: number }[] = [];
    for (let i = 0; i < 4; i += 1) boys.push(await add(`B${i}`, 'male'));
    const leader = await db
      .insert(participants)
      .values({ clubId: home.clubId, firstName: 'L', lastName: 'Test', birthDate: '1980-05-01', gender: 'male' })
      .returning()
      .then(([p]) => p);
    await db
      .insert(teamParticipants)
      .values([
        ...girls.map((p) => ({ teamId: home.id, participantId: p.id, isLeader: false })),
        { teamId: home.id, participantId: leader.id, isLeader: true },
      ]);
    const match = await createMatch(db, { categoryId: weId, homeTeamId: home.id, placeId: hallId });
    const url = `/api/v1/web/matches/${match.id}/rosters/home`;
    const client = await signIn(coach);

    const view = (await client.get(url)).json();
    expect(view.otherGenderMax).toBe(3);
    const candidate = (id: number) => view.candidates.find((c: { participantId: number }) => c.participantId === id);
    expect(candidate(boys[0].id)).toMatchObject({ otherGender: true });
    expect(candidate(girls[0].id)).toMatchObject({ otherGender: false, playsUp: false });
    expect(candidate(leader.id)).toMatchObject({ otherGender: true, isLeader: true });

    const entries = (boyCount: number): Entry[] => [
      ...[...girls, ...boys.slice(0, boyCount)].map((p, i) => ({
        participantId: p.id,
        jerseyNumber: i + 1,
        isLeader: false,
      })),
      { participantId: leader.id, jerseyNumber: null, isLeader: true },
    ];
    for (const res of [await put(client, url, entries(4)), await confirm(client, url, entries(4))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.participants).toMatchObject({ key: 'tooManyOtherGender', params: { max: 3, count: 4 } });
      expect(res.json().message).toBe(
        `At most 3 players of the other gender may play for ${view.team.displayName} (${view.team.teamCategoryCode}).`,
      );
    }
    expect((await confirm(client, url, entries(3))).statusCode).toBe(200);
  });

  it('offers the team, players eligible to play up, and no one else', async () => {
    const t = await team();
    await database.db
      .update(teamParticipants)
      .set({ jerseyNumber: 23 })
      .where(and(eq(teamParticipants.teamId, t.home.id), eq(teamParticipants.participantId, t.players[0].id)));
    const view = (await t.coach.get(t.url)).json();
    // Before a first match the number comes from the club roster.
    expect(view.candidates.find((c: { participantId: number }) => c.participantId === t.players[0].id)).toMatchObject({
      defaultJerseyNumber: 23,
      playsUp: false,
    });
    const ids = view.candidates.map((c: { participantId: number }) => c.participantId);
    expect(ids).toEqual(expect.arrayContaining([...t.players, ...t.leaders, t.playsUp].map((p) => p.id)));
    expect(ids).not.toContain(t.otherTeamPlayer.id);
    expect(ids).not.toContain(t.tooOld.id);
    expect(view).toMatchObject({ closed: false, entries: null, limits: { minPlayers: 5, maxPlayers: 16 } });
    expect(view.links.map((l: { operationId: string }) => l.operationId)).toEqual([
      'saveMatchRoster',
      'confirmMatchRoster',
    ]);
  });

  it('refuses every broken rule with its message and accepts a valid roster', async () => {
    const t = await team();
    const refusals: [Entry[], string, string][] = [
      [roster(t, 0, 2), 'noPlayers', 'No players on the roster'],
      [roster(t, 4, 2), 'tooFewPlayers', 'Less than 5 players on the roster'],
      [roster(t, 12, 0), 'noLeaders', 'No leaders on the roster'],
      [
        [
          ...roster(t, 12, 2),
          ...t.leaders.slice(2).map((p) => ({ participantId: p.id, jerseyNumber: null, isLeader: true })),
          { participantId: t.players[12].id, jerseyNumber: null, isLeader: true },
        ],
        'participantCannotBeLeader',
        'The participant cannot be a team leader: P12 Test',
      ],
      [
        roster(t, 12, 2).map((e, i) => (i === 1 ? { ...e, jerseyNumber: 1 } : e)),
        'duplicatedJerseyNumber',
        'Duplicated jersey number',
      ],
      [
        roster(t, 12, 2).map((e, i) => (i === 2 ? { ...e, jerseyNumber: null } : e)),
        'missingJerseyNumber',
        'Missing jersey number: P2 Test',
      ],
      [
        [...roster(t, 12, 2), { participantId: t.otherTeamPlayer.id, jerseyNumber: 50, isLeader: false }],
        'notOfTeam',
        'Not a player of this team: Other Test',
      ],
      [
        [...roster(t, 12, 2), { participantId: t.tooOld.id, jerseyNumber: 50, isLeader: false }],
        'notOfTeam',
        'Not a player of this team: Old Test',
      ],
      [
        [...roster(t, 12, 2), { participantId: t.leaders[2].id, jerseyNumber: 50, isLeader: false }],
        'leaderAsPlayer',
        'A team leader cannot play: L2 Test',
      ],
    ];
    for (const [entries, key, message] of refusals) {
      const res = await put(t.coach, t.url, entries);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields.participants.key).toBe(key);
      expect(res.json().message).toBe(message);
    }
    expect((await database.db.select().from(matchRosters).where(eq(matchRosters.matchId, t.match.id))).length).toBe(0);

    const limits = await put(t.coach, t.url, [
      ...t.players.map((p, i) => ({ participantId: p.id, jerseyNumber: i + 1, isLeader: false })),
      { participantId: t.playsUp.id, jerseyNumber: 30, isLeader: false },
      ...roster(t, 0, 2),
    ]);
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ closed: false, match: { rosterState: 'saved' } });
    await database.db
      .update(configurations)
      .set({ value: '14' })
      .where(eq(configurations.key, 'match_roster.max_players'));
    const tooMany = await put(t.coach, t.url, [
      ...t.players.map((p, i) => ({ participantId: p.id, jerseyNumber: i + 1, isLeader: false })),
      { participantId: t.playsUp.id, jerseyNumber: 30, isLeader: false },
      ...roster(t, 0, 2),
    ]);
    await database.db
      .update(configurations)
      .set({ value: '16' })
      .where(eq(configurations.key, 'match_roster.max_players'));
    expect(tooMany.json().message).toBe('More than 14 players on the roster');
  });

  it("takes the category's own limits over the configured ones", async () => {
    const t = await team();
    await database.db
      .update(teamCategories)
      .set({ rosterPlayersMax: 10, rosterLeadersMin: 2 })
      .where(eq(teamCategories.id, categoryId));
    try {
      const view = await t.coach.get(t.url);
      expect(view.json().limits).toMatchObject({ minPlayers: 5, maxPlayers: 10, minLeaders: 2, maxLeaders: 4 });
      const refused = await put(t.coach, t.url, roster(t, 12, 2));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('More than 10 players on the roster');
      expect((await put(t.coach, t.url, roster(t, 10, 1))).json().message).toBe('Less than 2 leaders on the roster');
      expect((await put(t.coach, t.url, roster(t, 10, 2))).statusCode).toBe(200);
    } finally {
      await database.db
        .update(teamCategories)
        .set({ rosterPlayersMax: null, rosterLeadersMin: null })
        .where(eq(teamCategories.id, categoryId));
    }
  });

  it('keeps the offered jersey numbers unless clubs may change them; the hall staff still may', async () => {
    const t = await team();
    const db = database.db;
    // The club roster numbers the players 1-14, the numbers the roster helper sends.
    for (const [i, p] of t.players.entries()) {
      await db
        .update(teamParticipants)
        .set({ jerseyNumber: i + 1 })
        .where(and(eq(teamParticipants.teamId, t.home.id), eq(teamParticipants.participantId, p.id)));
    }
    const jerseyEdit = (value: string) =>
      db.update(configurations).set({ value }).where(eq(configurations.key, 'club_roster.enable_jersey_number_edit'));
    const changed = roster(t).map((e, i) => (i === 0 ? { ...e, jerseyNumber: 77 } : e));
    await jerseyEdit('false');
    try {
      expect((await t.coach.get(t.url)).json().jerseyNumberEdit).toBe(false);
      const refused = await put(t.coach, t.url, changed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Jersey numbers cannot be changed; keep the offered numbers: P0 Test');
      expect(refused.json().fields.participants.key).toBe('jerseyNumberNotEditable');
      expect(refused.json().fields['participants.0.jerseyNumber']).toMatchObject({
        key: 'jerseyNumberNotEditable',
        params: { participantIds: [t.players[0].id] },
      });
      expect((await confirm(t.coach, t.url, changed)).statusCode).toBe(400);
      expect((await t.coach.get(t.url)).json().entries).toBeNull();
      expect(await official(t)).toEqual([]);
      expect((await confirm(t.coach, t.url, roster(t))).statusCode).toBe(200);
      // The hall staff number the players as they really play.
      const reporterUrl = `/api/v1/competition/match/${t.match.id}/roster/${t.home.id}`;
      const byHall = await hallReporter.request({
        method: 'PUT',
        url: reporterUrl,
        payload: { participants: changed },
      });
      expect(byHall.statusCode).toBe(200);
      expect((await official(t)).find((p) => p.participantId === t.players[0].id)?.jerseyNumber).toBe(77);
    } finally {
      await jerseyEdit('true');
    }
    // Where clubs may change numbers, another number is fine.
    const free = await team();
    expect(
      (
        await put(
          free.coach,
          free.url,
          roster(free).map((e, i) => (i === 0 ? { ...e, jerseyNumber: 77 } : e)),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('keeps a saved roster off the match page until confirmed, then closes it', async () => {
    const t = await team();
    expect((await put(t.coach, t.url, roster(t))).statusCode).toBe(200);
    expect(await official(t)).toEqual([]);
    const detail = async () => (await t.coach.get(`/api/v1/competition/competition-match/${t.match.id}`)).json();
    expect((await detail()).roster).toEqual([]);

    const confirmed = await confirm(t.coach, t.url, roster(t, 12, 2));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ closed: true, links: [], match: { rosterState: 'closed' } });
    expect((await official(t)).length).toBe(14);
    expect((await detail()).roster.length).toBe(14);

    const again = await put(t.coach, t.url, roster(t, 10, 2));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'roster_closed',
      message:
        "Roster is closed and cannot be edited - if changes are necessary, contact the hall staff at the timekeeper's table.",
    });
    expect((await confirm(t.coach, t.url, roster(t, 10, 2))).statusCode).toBe(409);
    expect((await official(t)).length).toBe(14);
    const plan = (await t.coach.get(`/api/v1/web/teams/${t.home.id}/match-plan`)).json();
    expect(plan.matches[0].rosterState).toBe('closed');
  });

  it('closes when the match leaves not_started', async () => {
    const t = await team();
    expect((await put(t.coach, t.url, roster(t))).statusCode).toBe(200);
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, '1st_half') })
      .where(eq(matches.id, t.match.id));
    const res = await put(t.coach, t.url, roster(t, 11, 2));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('roster_closed');
    expect((await t.coach.get(t.url)).json()).toMatchObject({ closed: true, links: [] });
  });

  it("refuses another club's team admin", async () => {
    const t = await team();
    expect((await otherCoach.get(t.url)).statusCode).toBe(403);
    expect((await put(otherCoach, t.url, roster(t))).statusCode).toBe(403);
    expect((await confirm(otherCoach, t.url, roster(t))).statusCode).toBe(403);
    expect((await database.db.select().from(matchRosters).where(eq(matchRosters.matchId, t.match.id))).length).toBe(0);
  });
});

describe('hall staff on a closed roster', () => {
  it('lets the hall reporter and the super reporter change it by the same rules', async () => {
    const t = await team();
    await confirm(t.coach, t.url, roster(t));
    const reporterUrl = `/api/v1/competition/match/${t.match.id}/roster/${t.home.id}`;
    const change = (client: TestClient, entries: Entry[]) =>
      client.request({ method: 'PUT', url: reporterUrl, payload: { participants: entries } });
    const bad = await change(hallReporter, roster(t, 0, 2));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('No players on the roster');
    const dup = await change(
      superReporter,
      roster(t, 12, 2).map((e, i) => (i === 3 ? { ...e, jerseyNumber: 1 } : e)),
    );
    expect(dup.json().fields.participants.key).toBe('duplicatedJerseyNumber');
    const stranger = await change(hallReporter, [
      ...roster(t),
      { participantId: t.otherTeamPlayer.id, jerseyNumber: 60, isLeader: false },
    ]);
    expect(stranger.json().fields.participants.key).toBe('notOfTeam');
    expect((await change(hallReporter, roster(t, 13, 2))).statusCode).toBe(200);
    expect((await change(superReporter, roster(t, 14, 3))).statusCode).toBe(200);
    expect((await official(t)).length).toBe(17);
    // The club still sees it closed, now with the hall's change.
    const view = (await t.coach.get(t.url)).json();
    expect(view).toMatchObject({ closed: true });
    expect(view.entries.length).toBe(17);
  });

  it('refuses a new roster without the participants who have events in the match', async () => {
    const t = await team();
    await confirm(t.coach, t.url, roster(t));
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, '1st_half') })
      .where(eq(matches.id, t.match.id));
    const [scorer] = (await official(t)).filter((p) => p.participantId === t.players[0].id);
    await createEvent(database.db, { matchId: t.match.id, participantId: scorer.id, type: 'goal', stage: '1st_half' });
    const res = await hallReporter.request({
      method: 'PUT',
      url: `/api/v1/competition/match/${t.match.id}/roster/${t.home.id}`,
      payload: { participants: roster(t).slice(1) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'participants_with_events',
      message: 'New roster does not contain participants, which already have some events in given match',
    });
    expect((await official(t)).length).toBe(14);
  });

  it('closes the roster for the club once the hall staff changed it', async () => {
    const t = await team();
    await hallReporter.request({
      method: 'PUT',
      url: `/api/v1/competition/match/${t.match.id}/roster/${t.home.id}`,
      payload: { participants: roster(t) },
    });
    expect((await put(t.coach, t.url, roster(t))).statusCode).toBe(409);
    expect((await t.coach.get(`/api/v1/web/teams/${t.home.id}/match-plan`)).json().matches[0].rosterState).toBe(
      'closed',
    );
  });
});
