import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { legacyClientId } from '@tms/domain/match-event-write';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { matchEvents, matches, places } from '../../db/schema/index';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TestClient } from '../../test/client';
import {
  TEST_PASSWORD,
  createHall,
  createMatch,
  createRoster,
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
let ids: { goal: number; yellow: number };

async function makeMatch() {
  const db = database.db;
  const [hall] = await db.select().from(places).where(eq(places.code, 'BAT'));
  const match = await createMatch(db, { placeId: hall.id });
  const homeRoster = await createRoster(db, match.id, match.homeTeamId!, 7, 1);
  const awayRoster = await createRoster(db, match.id, match.awayTeamId!, 7, 1);
  return { match, homeRoster, awayRoster, url: `/api/v1/competition/match/${match.id}/events` };
}
type Fixture = Awaited<ReturnType<typeof makeMatch>>;

let ts = 1_746_000_000_000;
const event = (participantId: number, typeId: number, extra: Record<string, unknown> = {}) => ({
  minute: 3,
  second: 15,
  createdTimestamp: ++ts,
  clientId: randomUUID(),
  competitionEventTypeId: typeId,
  competitionMatchParticipantId: participantId,
  ...extra,
});
const stored = (f: Fixture) =>
  database.db.select().from(matchEvents).where(eq(matchEvents.matchId, f.match.id)).orderBy(asc(matchEvents.id));
/** Announcements made so far: each takes the next number of the live stream's sequence. */
async function announcements(): Promise<number> {
  const result = (await database.db.execute(sql`select last_value as n from live_event_seq`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0].n);
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const reporterUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const otherUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const superUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_SUPER_REPORTER'] });
  const plain = await createUser(db);
  await createHall(db, { code: 'BAT', data: { hall_reporter: reporterUser.id } });
  const login = async (username: string) => {
    const client = new TestClient(app);
    await client.login(username, TEST_PASSWORD);
    return client;
  };
  hallReporter = await login(reporterUser.username);
  otherReporter = await login(otherUser.username);
  superReporter = await login(superUser.username);
  plainUser = await login(plain.username);
  ids = { goal: await eventTypeId(db, 'goal'), yellow: await eventTypeId(db, 'yellow-card') };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('event batch', () => {
  it("lets the hall's reporter and super reporters write, refuses others", async () => {
    const f = await makeMatch();
    const body = () => ({ events: [event(f.homeRoster[0].id, ids.yellow)] });
    expect((await new TestClient(app).post(`${f.url}/batch`, body())).statusCode).toBe(401);
    expect((await plainUser.post(`${f.url}/batch`, body())).statusCode).toBe(403);
    expect((await otherReporter.post(`${f.url}/batch`, body())).statusCode).toBe(403);
    expect((await hallReporter.post(`${f.url}/batch`, body())).statusCode).toBe(200);
    expect((await superReporter.post(`${f.url}/batch`, body())).statusCode).toBe(200);
    expect(await stored(f)).toHaveLength(2);
  });

  it('writes the events in the order sent, in one announcement, and answers the events and the match summary', async () => {
    const f = await makeMatch();
    const events = Array.from({ length: 30 }, (_, i) =>
      event(f.homeRoster[i % 6].id, i % 3 === 0 ? ids.yellow : ids.goal, { minute: i % 20, second: (i * 7) % 60 }),
    );
    const before = await announcements();
    const res = await hallReporter.post(`${f.url}/batch`, { events });
    expect(res.statusCode).toBe(200);
    expect(await announcements()).toBe(before + 1);
    const body = res.json();
    const rows = await stored(f);
    expect(rows.map((row) => row.clientId)).toEqual(events.map((e) => e.clientId));
    expect(body.results.map((r: { clientId: string; event: { id: number } }) => [r.clientId, r.event.id])).toEqual(
      rows.map((row) => [row.clientId, row.id]),
    );
    expect(body.results[4].event).toMatchObject({ minute: 4, second: 28, competitionMatchStageCode: '1st_half' });
    expect(body.match).toMatchObject({ homeScore: 20, awayScore: 0 });
    expect(body.meta.stageCode).toBe('1st_half');
    expect(body.links.map((l: { operationId: string }) => l.operationId)).toContain('createMatchEvent');
    // The answer grows with the batch, not with the match: no roster, no other events.
    expect(Object.keys(body).sort()).toEqual(['links', 'match', 'meta', 'results']);
  });

  it('does not double events sent twice, in one batch or again, and applies changes and removals by key', async () => {
    const f = await makeMatch();
    const a = event(f.homeRoster[0].id, ids.goal);
    const b = event(f.awayRoster[0].id, ids.goal);
    const first = await hallReporter.post(`${f.url}/batch`, { events: [a, b, a] });
    expect(first.statusCode).toBe(200);
    expect(await stored(f)).toHaveLength(2);
    const again = await hallReporter.post(`${f.url}/batch`, { events: [a, b] });
    expect(again.json().results).toEqual(first.json().results.slice(0, 2));
    expect(await stored(f)).toHaveLength(2);

    // A single create of a batched key finds the batched event.
    const single = await hallReporter.post(f.url, a);
    expect(single.json().event).toEqual(first.json().results[0].event);

    const changed = await hallReporter.post(`${f.url}/batch`, {
      events: [
        { ...a, minute: 9 },
        { ...b, deleted: true },
      ],
    });
    expect(changed.json().results).toEqual([
      { clientId: a.clientId, event: { ...first.json().results[0].event, minute: 9 } },
      { clientId: b.clientId, event: null },
    ]);
    expect((await stored(f)).map((row) => [row.clientId, row.minute])).toEqual([[a.clientId, 9]]);
    expect(changed.json().match).toMatchObject({ homeScore: 1, awayScore: 0 });
  });

  it('announces a repeated upload again without changing the match: its first answer may have been lost', async () => {
    const f = await makeMatch();
    const a = event(f.homeRoster[0].id, ids.goal);
    await hallReporter.post(`${f.url}/batch`, { events: [a] });
    const [before] = await database.db.select().from(matches).where(eq(matches.id, f.match.id));
    const announced = await announcements();
    const again = await hallReporter.post(`${f.url}/batch`, { events: [a] });
    expect(again.statusCode).toBe(200);
    expect(await announcements()).toBe(announced + 1);
    const [after] = await database.db.select().from(matches).where(eq(matches.id, f.match.id));
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('finds an event stored before keys by the key derived from its creation time, alone or in a longer batch', async () => {
    const f = await makeMatch();
    const old = event(f.homeRoster[0].id, ids.goal, { clientId: legacyClientId(ts + 1) });
    const first = (await hallReporter.post(`${f.url}/batch`, { events: [old] })).json().results[0].event;
    await database.db.update(matchEvents).set({ clientId: null }).where(eq(matchEvents.matchId, f.match.id));
    const alone = await hallReporter.post(`${f.url}/batch`, { events: [{ ...old, minute: 5 }] });
    expect(alone.json().results[0].event).toMatchObject({ id: first.id, minute: 5 });
    const other = event(f.homeRoster[1].id, ids.goal);
    const longer = await hallReporter.post(`${f.url}/batch`, { events: [{ ...old, minute: 6 }, other] });
    expect(longer.json().results[0].event).toMatchObject({ id: first.id, minute: 6 });
    expect((await stored(f)).map((row) => [row.id, row.minute])).toEqual([
      [first.id, 6],
      [longer.json().results[1].event.id, 3],
    ]);
  });

  it('answers a key sent twice in one batch with what the batch left of it, both times', async () => {
    const f = await makeMatch();
    const a = event(f.homeRoster[0].id, ids.goal);
    const b = event(f.homeRoster[1].id, ids.goal);
    const res = await hallReporter.post(`${f.url}/batch`, {
      events: [a, b, { ...a, minute: 9 }, { ...b, deleted: true }],
    });
    const results = res.json().results as { clientId: string; event: { minute: number } | null }[];
    expect(results.map((r) => [r.clientId, r.event?.minute ?? null])).toEqual([
      [a.clientId, 9],
      [b.clientId, null],
      [a.clientId, 9],
      [b.clientId, null],
    ]);
    expect(res.json().match).toMatchObject({ homeScore: 1 });
  });

  it('does not bring back an event removed on the server that the device still has', async () => {
    const f = await makeMatch();
    const a = event(f.homeRoster[0].id, ids.goal);
    const eventId = (await hallReporter.post(`${f.url}/batch`, { events: [a] })).json().results[0].event.id;
    await superReporter.request({ method: 'DELETE', url: `${f.url}/${eventId}` });
    const res = await hallReporter.post(`${f.url}/batch`, { events: [{ ...a, id: eventId, minute: 4 }] });
    expect(res.json().results).toEqual([{ clientId: a.clientId, event: null }]);
    expect(await stored(f)).toHaveLength(0);
  });

  it('refuses the whole batch when one event is bad, naming it, and writes nothing', async () => {
    const f = await makeMatch();
    const before = await announcements();
    const res = await hallReporter.post(`${f.url}/batch`, {
      events: [event(f.homeRoster[0].id, ids.goal), event(999_999, ids.goal), event(f.homeRoster[1].id, ids.goal)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'events.1.competitionMatchParticipantId': { key: 'notOnRoster' } });
    expect(await stored(f)).toHaveLength(0);
    expect(await announcements()).toBe(before);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/competition/competition-match/${f.match.id}` })
    ).json();
    expect(detail.meta.stageCode).toBe('not_started');

    const malformed = await hallReporter.post(`${f.url}/batch`, {
      events: [{ ...event(f.homeRoster[0].id, ids.goal), minute: -1 }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['events.0.minute']);
    expect((await hallReporter.post(`${f.url}/batch`, { events: [] })).statusCode).toBe(400);
  });

  it('refuses changes to an approved match but accepts a repeated upload of what it has', async () => {
    const f = await makeMatch();
    const a = event(f.homeRoster[0].id, ids.goal);
    const b = event(f.homeRoster[1].id, ids.yellow, {
      competitionMatchStageId: await stageId(database.db, '2nd_half'),
    });
    expect((await hallReporter.post(`${f.url}/batch`, { events: [a, b] })).statusCode).toBe(200);
    const matchUrl = `/api/v1/competition/match/${f.match.id}`;
    await hallReporter.post(`${matchUrl}/stage/${await stageId(database.db, 'waiting_for_approval')}`);
    // Sent again, also without its stage: the stored event keeps the one it has.
    const bWithoutStage = { ...b, competitionMatchStageId: undefined };
    expect((await hallReporter.post(`${f.url}/batch`, { events: [a, bWithoutStage] })).statusCode).toBe(200);
    const late = await hallReporter.post(`${f.url}/batch`, { events: [a, event(f.homeRoster[1].id, ids.goal)] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('match_locked');
    expect(await stored(f)).toHaveLength(2);
  });
});
