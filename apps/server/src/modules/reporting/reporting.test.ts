import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { legacyClientId } from '@tms/domain/match-event-write';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { matches, matchEvents, participants, places, teamParticipants } from '../../db/schema/index';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TestClient } from '../../test/client';
import {
  TEST_PASSWORD,
  createCategory,
  createCountry,
  createHall,
  createMatch,
  createReferee,
  createRoster,
  createTeam,
  createUser,
  eventTypeId,
  stageId,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let hallReporter: TestClient;
let otherReporter: TestClient;
let superReporter: TestClient;
let plainUser: TestClient;
let ids: { goal: number; yellow: number; twoMin: number; shootoutGoal: number; firstHalf: number };

type Fixture = Awaited<ReturnType<typeof makeMatch>>;

async function makeMatch() {
  const db = database.db;
  const [hall] = await db.select().from(places).where(eq(places.code, 'RPT'));
  const match = await createMatch(db, { placeId: hall.id });
  const home = { id: match.homeTeamId! };
  const away = { id: match.awayTeamId! };
  const homeRoster = await createRoster(db, match.id, home.id, 7, 1);
  const awayRoster = await createRoster(db, match.id, away.id, 7, 1);
  return { match, home, away, homeRoster, awayRoster, url: `/api/v1/competition/match/${match.id}` };
}

let ts = 1_745_000_000_000;
const eventsOf = (f: Fixture) => database.db.select().from(matchEvents).where(eq(matchEvents.matchId, f.match.id));
const event = (participantId: number, typeId: number, extra: Record<string, unknown> = {}) => ({
  minute: 3,
  second: 15,
  createdTimestamp: ++ts,
  competitionEventTypeId: typeId,
  competitionMatchParticipantId: participantId,
  ...extra,
});
/** An event with its key, as the reporter screen sends it. */
const keyedEvent = (participantId: number, typeId: number, extra: Record<string, unknown> = {}) => ({
  ...event(participantId, typeId, extra),
  clientId: randomUUID(),
});

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const reporterUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const otherUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const superUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_SUPER_REPORTER'] });
  const plain = await createUser(db);
  await createHall(db, { code: 'RPT', data: { hall_reporter: reporterUser.id } });
  const login = async (username: string) => {
    const client = new TestClient(app);
    await client.login(username, TEST_PASSWORD);
    return client;
  };
  hallReporter = await login(reporterUser.username);
  otherReporter = await login(otherUser.username);
  superReporter = await login(superUser.username);
  plainUser = await login(plain.username);
  ids = {
    goal: await eventTypeId(db, 'goal'),
    yellow: await eventTypeId(db, 'yellow-card'),
    twoMin: await eventTypeId(db, 'two-minutes'),
    shootoutGoal: await eventTypeId(db, 'shootout-goal'),
    firstHalf: await stageId(db, '1st_half'),
  };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('who may report', () => {
  it("lets the hall's reporter and super reporters write, refuses others", async () => {
    const f = await makeMatch();
    const body = () => event(f.homeRoster[0].id, ids.yellow);
    expect((await new TestClient(app).post(`${f.url}/events`, body())).statusCode).toBe(401);
    expect((await plainUser.post(`${f.url}/events`, body())).statusCode).toBe(403);
    expect((await otherReporter.post(`${f.url}/events`, body())).statusCode).toBe(403);
    expect((await hallReporter.post(`${f.url}/events`, body())).statusCode).toBe(200);
    expect((await superReporter.post(`${f.url}/events`, body())).statusCode).toBe(200);
    const halls = (await otherReporter.get('/api/v1/reporter/halls')).json();
    expect(halls).toEqual([]);
    expect((await hallReporter.get('/api/v1/reporter/halls')).json()).toHaveLength(1);
    expect((await plainUser.get('/api/v1/reporter/halls')).statusCode).toBe(403);
  });
});

describe('links', () => {
  type Detail = { links: { operationId: string; method: string; href: string }[] };
  const operations = (detail: Detail) => detail.links.map((link) => link.operationId);
  const detailFor = async (client: TestClient, matchId: number) => {
    const res = await client.get(`/api/v1/competition/competition-match/${matchId}`);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('offers reporting to whoever may report in the hall, and reopening to whoever may reopen now', async () => {
    const f = await makeMatch();
    const anonymous = await detailFor(new TestClient(app), f.match.id);
    expect(anonymous.json().links).toEqual([]);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(operations((await detailFor(plainUser, f.match.id)).json())).toEqual([]);
    expect(operations((await detailFor(otherReporter, f.match.id)).json())).toEqual([]);
    const own = await detailFor(hallReporter, f.match.id);
    expect(own.json().links).toEqual([{ operationId: 'createMatchEvent', method: 'POST', href: `${f.url}/events` }]);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(operations((await detailFor(superReporter, f.match.id)).json())).toEqual(['createMatchEvent']);

    // Waiting for approval: the hall's reporter may reopen, and every write answers the links.
    const waiting = await hallReporter.post(`${f.url}/score`, { homeScore: 20, awayScore: 18 });
    expect(operations(waiting.json())).toEqual(['createMatchEvent', 'reopenMatch']);
    expect(waiting.json().links[1]).toEqual({ operationId: 'reopenMatch', method: 'POST', href: `${f.url}/reopen` });
    expect(operations((await detailFor(otherReporter, f.match.id)).json())).toEqual([]);

    // Finished: only super reporters and admins reopen; the route refuses exactly when the link is missing.
    const approved = await hallReporter.post(`${f.url}/stage/${await stageId(database.db, 'finished')}`);
    expect(operations(approved.json())).toEqual(['createMatchEvent']);
    expect((await hallReporter.post(`${f.url}/reopen`)).statusCode).toBe(403);
    expect(operations((await detailFor(superReporter, f.match.id)).json())).toEqual([
      'createMatchEvent',
      'reopenMatch',
    ]);
    const reopened = await superReporter.post(`${f.url}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(operations(reopened.json())).toEqual(['createMatchEvent']);
  });
});

describe('events', () => {
  it('starts the match, updates the score and is idempotent on the event key', async () => {
    const f = await makeMatch();
    const goal = keyedEvent(f.homeRoster[0].id, ids.goal);
    const first = await hallReporter.post(`${f.url}/events`, goal);
    expect(first.statusCode).toBe(200);
    expect(first.json().match).toMatchObject({ homeScore: 1, awayScore: 0, homeGoalsCount: 1 });
    expect(first.json().meta.stageCode).toBe('1st_half');
    expect(first.json().event).toMatchObject({ clientId: goal.clientId, createdTimestamp: goal.createdTimestamp });
    const again = await hallReporter.post(`${f.url}/events`, goal);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ event: first.json().event, match: first.json().match });
    expect(await eventsOf(f)).toHaveLength(1);
  });

  it('announces an event once its write committed, and a repeat of it again', async () => {
    const f = await makeMatch();
    const changeNumber = async () => {
      const result = (await database.db.execute(sql`select last_value as n from live_event_seq`)) as unknown as {
        rows: { n: number | string }[];
      };
      return Number(result.rows[0].n);
    };
    const goal = keyedEvent(f.homeRoster[0].id, ids.goal);
    const before = await changeNumber();
    await hallReporter.post(`${f.url}/events`, goal);
    // Counted when the answer comes: a reporter with an answer knows the change is announced.
    expect(await changeNumber()).toBe(before + 1);
    await hallReporter.post(`${f.url}/events`, goal);
    expect(await changeNumber()).toBe(before + 2);
    expect(await eventsOf(f)).toHaveLength(1);

    // A match the public has never seen is announced when its schedule is published, not before.
    await database.db.update(matches).set({ publishedDay: null }).where(eq(matches.id, f.match.id));
    await hallReporter.post(`${f.url}/events`, keyedEvent(f.homeRoster[1].id, ids.goal));
    expect(await changeNumber()).toBe(before + 2);
  });

  it('stores two events with one timestamp and different keys, one event for one key sent twice', async () => {
    const f = await makeMatch();
    const createdTimestamp = ++ts;
    const a = keyedEvent(f.homeRoster[0].id, ids.goal, { createdTimestamp });
    const b = keyedEvent(f.awayRoster[0].id, ids.goal, { createdTimestamp });
    const answers = await Promise.all([a, b, a, b].map((body) => hallReporter.post(`${f.url}/events`, body)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = await eventsOf(f);
    expect(stored.map((row) => row.clientId).sort()).toEqual([a.clientId, b.clientId].sort());
    expect(answers[2].json().event).toEqual(answers[0].json().event);
    expect(answers[3].json().event).toEqual(answers[1].json().event);
    expect(answers[0].json().event.id).not.toBe(answers[1].json().event.id);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${f.match.id}` })
    ).json();
    expect(detail.match).toMatchObject({ homeScore: 1, awayScore: 1 });
  });

  it('keeps creates without a key idempotent on the creation time, also for events stored before keys', async () => {
    const f = await makeMatch();
    const old = event(f.homeRoster[0].id, ids.goal);
    const first = await hallReporter.post(`${f.url}/events`, old);
    expect(first.json().event.clientId).toBe(legacyClientId(old.createdTimestamp));
    // The same old event uploaded again, and once more by a newer client that gave it the derived key.
    await hallReporter.post(`${f.url}/events`, old);
    await hallReporter.post(`${f.url}/events`, { ...old, clientId: legacyClientId(old.createdTimestamp) });
    expect(await eventsOf(f)).toHaveLength(1);

    // An event stored before keys existed has none.
    await database.db.update(matchEvents).set({ clientId: null }).where(eq(matchEvents.matchId, f.match.id));
    const resent = await hallReporter.post(`${f.url}/events`, {
      ...old,
      clientId: legacyClientId(old.createdTimestamp),
    });
    expect(resent.json().event.id).toBe(first.json().event.id);
    expect(await eventsOf(f)).toHaveLength(1);
  });

  it('answers an event write with the event and the match summary, not the whole detail', async () => {
    const f = await makeMatch();
    for (let i = 0; i < 30; i += 1) await hallReporter.post(`${f.url}/events`, event(f.homeRoster[1].id, ids.yellow));
    const res = await hallReporter.post(`${f.url}/events`, keyedEvent(f.homeRoster[0].id, ids.goal));
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['event', 'links', 'match', 'meta', 'removedEventId']);
    expect(body.links.map((l: { operationId: string }) => l.operationId)).toContain('createMatchEvent');
    expect(res.payload.length).toBeLessThan(2000);
  });

  it('validates roster, leaders, secondary participants, stage and minute', async () => {
    const f = await makeMatch();
    const leader = f.homeRoster.find((p) => p.isLeader)!;
    const cases: [Record<string, unknown>, string, string][] = [
      [event(leader.id, ids.goal), 'competitionMatchParticipantId', 'leaderCannotScore'],
      [event(999_999, ids.goal), 'competitionMatchParticipantId', 'notOnRoster'],
      [
        event(f.homeRoster[0].id, ids.goal, { secondaryParticipantId: f.homeRoster[1].id }),
        'secondaryParticipantId',
        'notAllowed',
      ],
      [event(f.homeRoster[0].id, ids.shootoutGoal), 'competitionEventTypeId', 'wrongStage'],
      [event(f.homeRoster[0].id, ids.goal, { minute: 31 }), 'minute', 'max'],
      [event(f.homeRoster[0].id, 999_999), 'competitionEventTypeId', 'invalidValue'],
    ];
    for (const [body, field, key] of cases) {
      const res = await hallReporter.post(`${f.url}/events`, body);
      expect(res.statusCode, `${field} ${key}`).toBe(400);
      expect(res.json().fields[field]).toMatchObject({ key });
    }
    // A leader may get a card.
    expect((await hallReporter.post(`${f.url}/events`, event(leader.id, ids.yellow))).statusCode).toBe(200);
    const missingType = await hallReporter.post(`${f.url}/events`, { minute: 1 });
    expect(missingType.statusCode).toBe(400);
  });

  it('updates and deletes events; deleting a missing event answers 404', async () => {
    const f = await makeMatch();
    const created = (await hallReporter.post(`${f.url}/events`, event(f.homeRoster[0].id, ids.goal))).json();
    const eventId = created.event.id;
    const updated = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/events/${eventId}`,
      payload: event(f.awayRoster[0].id, ids.goal, { minute: 10 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().match).toMatchObject({ homeScore: 0, awayScore: 1 });
    expect(updated.json().event).toMatchObject({ id: eventId, minute: 10, clientId: created.event.clientId });
    const deleted = await hallReporter.request({ method: 'DELETE', url: `${f.url}/events/${eventId}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ event: null, removedEventId: eventId });
    expect(deleted.json().match).toMatchObject({ homeScore: 0, awayScore: 0 });
    const missing = await hallReporter.request({ method: 'DELETE', url: `${f.url}/events/${eventId}` });
    expect(missing.statusCode).toBe(404);
  });

  it('ends concurrent posting of two reporters with a score equal to the goal events', async () => {
    const f = await makeMatch();
    const post = (client: TestClient, roster: typeof f.homeRoster, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          client.post(
            `${f.url}/events`,
            event(roster[i % 7].id, i % 10 === 9 ? ids.yellow : ids.goal, { minute: i % 30, second: i % 60 }),
          ),
        ),
      );
    const [a, b] = await Promise.all([post(hallReporter, f.homeRoster, 80), post(superReporter, f.awayRoster, 80)]);
    expect([...a, ...b].every((res) => res.statusCode === 200)).toBe(true);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${f.match.id}` })
    ).json();
    const goals = detail.events.filter(
      (e: { competitionEventTypeId: number }) => e.competitionEventTypeId === ids.goal,
    );
    const homeIds = new Set(f.homeRoster.map((p) => p.id));
    const homeGoals = goals.filter((e: { competitionMatchParticipantId: number }) =>
      homeIds.has(e.competitionMatchParticipantId),
    ).length;
    expect(detail.events).toHaveLength(160);
    expect(homeGoals).toBe(72);
    expect(detail.match).toMatchObject({ homeScore: homeGoals, awayScore: goals.length - homeGoals });
  }, 120_000);
});

describe('match flow', () => {
  it('goes to waiting for approval, is approved, locked, and reopened only by a super reporter', async () => {
    const f = await makeMatch();
    const stage = async (code: 'waiting_for_approval' | 'finished' | '2nd_half') =>
      hallReporter.post(`${f.url}/stage/${await stageId(database.db, code)}`);
    await hallReporter.post(`${f.url}/events`, event(f.homeRoster[0].id, ids.goal));
    expect((await stage('finished')).statusCode).toBe(409);
    expect((await stage('waiting_for_approval')).json().meta.stageCode).toBe('waiting_for_approval');
    expect((await hallReporter.post(`${f.url}/events`, event(f.homeRoster[0].id, ids.goal))).statusCode).toBe(409);
    const approved = await stage('finished');
    expect(approved.json().meta.stageCode).toBe('finished');
    const standings = readLiveBundle(
      (await app.inject({ method: 'GET', url: '/api/v1/competition/live' })).json(),
    ).groupTeams;
    const homeRow = standings.find((row) => row.teamId === f.home.id);
    expect(homeRow).toMatchObject({ games: 1, wins: 1, points: 2, standings: 1 });
    expect((await hallReporter.post(`${f.url}/reopen`)).statusCode).toBe(403);
    const reopened = await superReporter.post(`${f.url}/reopen`);
    expect(reopened.json().meta.stageCode).toBe('2nd_half');
  });

  it('reopens a walkover that was never played back to not started', async () => {
    const f = await makeMatch();
    await hallReporter.post(`${f.url}/walkover`, { result: 'home' });
    const reopened = await hallReporter.post(`${f.url}/reopen`);
    expect(reopened.json().meta.stageCode).toBe('not_started');
    expect(reopened.json().match).toMatchObject({ walkOver: false, homeScore: null, awayScore: null });
  });

  it('records walkovers with their official scores', async () => {
    for (const [result, score] of [
      ['home', [5, 0]],
      ['away', [0, 5]],
      ['both', [0, 0]],
    ] as const) {
      const f = await makeMatch();
      const res = await hallReporter.post(`${f.url}/walkover`, { result });
      expect(res.json().match).toMatchObject({ walkOver: true, homeScore: score[0], awayScore: score[1] });
    }
  });

  it('keeps a typed final score', async () => {
    const f = await makeMatch();
    const res = await hallReporter.post(`${f.url}/score`, { homeScore: 21, awayScore: 19 });
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ homeScore: 21, awayScore: 19 });
    expect(res.json().meta.stageCode).toBe('waiting_for_approval');
  });

  it('requires referee 1 and accepts approved referees', async () => {
    const f = await makeMatch();
    const missing = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/referees`,
      payload: { referee1Id: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Referee 1 is required',
      fields: { referee1Id: { key: 'referee1Required' } },
    });
    const country = await createCountry(database.db, 'SK');
    const [r1, r2] = [
      await createReferee(database.db, { countryId: country.id }),
      await createReferee(database.db, { countryId: country.id }),
    ];
    const ok = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/referees`,
      payload: { referee1Id: r1.id, referee2Id: r2.id },
    });
    expect(ok.json().referees.map((r: { position: number }) => r.position)).toEqual([1, 2]);
  });

  it('refuses a roster change that drops a participant with events', async () => {
    const f = await makeMatch();
    await hallReporter.post(`${f.url}/events`, event(f.homeRoster[0].id, ids.goal));
    const keep = f.homeRoster.slice(1).map((p) => ({
      participantId: p.participantId,
      jerseyNumber: p.jerseyNumber,
      isLeader: p.isLeader,
    }));
    const res = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/roster/${f.home.id}`,
      payload: { participants: keep },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('participants_with_events');
    const swapped = f.homeRoster.map((p, i) => ({
      participantId: p.participantId,
      jerseyNumber: p.isLeader ? null : 7 - i,
      isLeader: p.isLeader,
    }));
    const ok = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/roster/${f.home.id}`,
      payload: { participants: swapped },
    });
    expect(ok.statusCode).toBe(200);
    const dup = swapped.map((p) => ({ ...p, jerseyNumber: p.isLeader ? null : 3 }));
    const bad = await hallReporter.request({
      method: 'PUT',
      url: `${f.url}/roster/${f.home.id}`,
      payload: { participants: dup },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('roster change by the hall', () => {
  it('marks boys of a WE team as the other gender and takes at most three of them', async () => {
    const db = database.db;
    const [hall] = await db.select().from(places).where(eq(places.code, 'RPT'));
    const we = await createCategory(db, {
      gender: 'female',
      birthDateMin: '2014-01-01',
      birthDateMax: null,
      otherGenderMax: 3,
    });
    const home = await createTeam(db, { categoryId: we.id });
    const add = (firstName: string, gender: 'male' | 'female', birthDate = '2014-05-01') =>
      db
        .insert(participants)
        .values({ clubId: home.clubId, firstName, lastName: 'Test', birthDate, gender })
        .returning()
        .then(([p]) => p);
    const girls: { id: number }[] = [];
    for (let i = 0; i < 6; i += 1) girls.push(await add(`G${i}`, 'female'));
    const boys: { id: number }[] = [];
    for (let i = 0; i < 4; i += 1) boys.push(await add(`B${i}`, 'male'));
    const leader = await add('L', 'female', '1980-05-01');
    await db
      .insert(teamParticipants)
      .values([
        ...[...girls, ...boys].map((p) => ({ teamId: home.id, participantId: p.id, isLeader: false })),
        { teamId: home.id, participantId: leader.id, isLeader: true },
      ]);
    const match = await createMatch(db, { categoryId: we.id, homeTeamId: home.id, placeId: hall.id });
    const url = `/api/v1/competition/match/${match.id}`;

    const candidates = (await hallReporter.get(`${url}/roster-candidates`)).json() as {
      participantId: number;
      otherGender: boolean;
    }[];
    const otherGender = (id: number) => candidates.find((c) => c.participantId === id)?.otherGender;
    expect(boys.map((p) => otherGender(p.id))).toEqual([true, true, true, true]);
    expect(girls.map((p) => otherGender(p.id))).toEqual(girls.map(() => false));
    expect(otherGender(leader.id)).toBe(false);

    const roster = (boyCount: number) => ({
      participants: [
        ...[...girls, ...boys.slice(0, boyCount)].map((p, i) => ({
          participantId: p.id,
          jerseyNumber: i + 1,
          isLeader: false,
        })),
        { participantId: leader.id, jerseyNumber: null, isLeader: true },
      ],
    });
    const four = await hallReporter.request({ method: 'PUT', url: `${url}/roster/${home.id}`, payload: roster(4) });
    expect(four.statusCode).toBe(400);
    expect(four.json().fields.participants).toMatchObject({ key: 'tooManyOtherGender', params: { max: 3, count: 4 } });
    const three = await hallReporter.request({ method: 'PUT', url: `${url}/roster/${home.id}`, payload: roster(3) });
    expect(three.statusCode).toBe(200);
  });
});

describe('push', () => {
  it('streams a match change to an open Server-Sent Events stream and resumes after Last-Event-ID', async () => {
    const f: Fixture = await makeMatch();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream' });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.headers['content-type']).toContain('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    await hallReporter.post(`${f.url}/events`, event(f.homeRoster[0].id, ids.goal));
    await expect.poll(() => received.join(''), { timeout: 5000 }).toContain(`"i":${f.match.id},`);
    const text = received.join('');
    const id = Number(text.match(/id: (\d+)\nevent: match/)?.[1]);
    expect(text).toMatch(/"hs":1/);
    request.destroy();

    // A client that reconnects with the last id it saw gets what it missed.
    await hallReporter.post(`${f.url}/events`, event(f.homeRoster[1].id, ids.goal));
    const resumed: string[] = [];
    const again = http.get({
      host: '127.0.0.1',
      port,
      path: '/api/v1/competition/live/stream',
      headers: { 'last-event-id': String(id) },
    });
    const res2 = await new Promise<http.IncomingMessage>((resolve) => again.on('response', resolve));
    res2.setEncoding('utf8');
    res2.on('data', (chunk: string) => resumed.push(chunk));
    await expect.poll(() => resumed.join(''), { timeout: 5000 }).toMatch(/"hs":2/);
    again.destroy();
  });

  it('leaves nothing behind when a write fails', async () => {
    const f = await makeMatch();
    const before = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, f.match.id));
    await hallReporter.post(`${f.url}/events`, event(999_999, ids.goal));
    const after = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, f.match.id));
    expect(after).toEqual(before);
    const [match] = await database.db.select().from(matches).where(eq(matches.id, f.match.id));
    expect(match.homeScore).toBeNull();
  });
});
