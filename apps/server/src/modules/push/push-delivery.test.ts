import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { groupStandings, matches, pushDeliveries, pushSubscriptions } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createGroup,
  createHall,
  createMatch,
  createTeam,
  createUser,
  roundLevelId,
  stageId,
} from '../../test/factories';
import { type PushEndpoint, type TestSubscription, startPushEndpoint, verifyVapid } from '../../test/push-endpoint';
import { queueStartingSoon } from './match-notices';

// Push notices from the change to the push service: a push service of the test's own receives them,
// decrypts them with the keys of the test's browsers and counts them.

let database: Database;
let app: FastifyInstance;
let endpoint: PushEndpoint;
let reporter: TestClient;
let hallId: number;
const SUBJECT = 'mailto:cup@example.com';
const ENV = { PUSH_LOCAL_ENDPOINTS: 'true', VAPID_SUBJECT: SUBJECT };

beforeAll(async () => {
  database = await openTestDatabase();
  endpoint = await startPushEndpoint();
  // No waiting between attempts: a retry is tried at once.
  app = await buildTestApp(database, ENV, { pushRetryDelayMs: () => 0 });
  const user = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  hallId = (await createHall(database.db, { data: { hall_reporter: user.id } })).id;
  reporter = new TestClient(app);
  await reporter.login(user.username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await endpoint?.close();
});

async function follower(teamIds: number[], locale: 'cs' | 'en' = 'en', on = app): Promise<TestSubscription> {
  const subscription = endpoint.subscribe();
  const client = new TestClient(on);
  for (const teamId of teamIds) {
    const res = await client.post('/api/v1/web/push/subscriptions', { ...subscription, locale, teamId });
    expect(res.statusCode, res.body).toBe(200);
  }
  return subscription;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until nothing is pending any more, then a little longer for a late duplicate to show. */
async function settled() {
  await waitFor(async () => {
    const pending = await database.db.select().from(pushDeliveries).where(eq(pushDeliveries.status, 'pending'));
    return pending.length === 0;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const notices = (subscription: TestSubscription) => endpoint.of(subscription).map((r) => r.notice);

async function playedMatch() {
  const category = await createCategory(database.db);
  const home = await createTeam(database.db, { categoryId: category.id, clubName: 'TSV Flensburg' });
  const away = await createTeam(database.db, { categoryId: category.id, clubName: 'SK Rokycany' });
  const match = await createMatch(database.db, {
    categoryId: category.id,
    homeTeamId: home.id,
    awayTeamId: away.id,
    placeId: hallId,
    stage: '2nd_half',
  });
  return { category, home, away, match, url: `/api/v1/competition/match/${match.id}` };
}

describe('the final score', () => {
  it('reaches each follower once, encrypted for its browser, signed, in its language, and again only for a corrected score', async () => {
    const f = await playedMatch();
    const homeFan = await follower([f.home.id], 'en');
    const awayFan = await follower([f.away.id], 'cs');
    const bothFan = await follower([f.home.id, f.away.id], 'en');
    const other = await follower([(await createTeam(database.db)).id]);
    const { publicKey } = (await reporter.get('/api/v1/web/push/public-key')).json();

    expect((await reporter.post(`${f.url}/score`, { homeScore: 3, awayScore: 2 })).statusCode).toBe(200);
    await waitFor(() => [homeFan, awayFan, bothFan].every((s) => endpoint.of(s).length > 0));
    await settled();

    const title = `${f.category.code} #${f.match.matchNumber}: TSV Flensburg I – SK Rokycany I`;
    expect(notices(homeFan)).toEqual([
      { title, body: 'Final score 3:2', url: `/en/results/match/${f.match.id}`, tag: `match-${f.match.id}` },
    ]);
    expect(notices(bothFan)).toEqual(notices(homeFan));
    expect(notices(awayFan)).toEqual([
      {
        title: `${f.category.code} č. ${f.match.matchNumber}: TSV Flensburg I – SK Rokycany I`,
        body: 'Konečný výsledek 3:2',
        url: `/cs/results/match/${f.match.id}`,
        tag: `match-${f.match.id}`,
      },
    ]);
    expect(endpoint.of(other)).toEqual([]);

    const [arrival] = endpoint.of(homeFan);
    expect(arrival.headers['content-encoding']).toBe('aes128gcm');
    expect(arrival.headers.urgency).toBe('normal');
    expect(arrival.headers.topic).toBe(`match-${f.match.id}`);
    const ttl = Number(arrival.headers.ttl);
    expect(ttl).toBeGreaterThan(11 * 3600);
    expect(ttl).toBeLessThanOrEqual(12 * 3600);
    const vapid = verifyVapid(arrival.headers.authorization);
    expect(vapid).toMatchObject({ aud: endpoint.base, sub: SUBJECT, k: publicKey });
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);

    // Reopened and finished with the same score: no news. A corrected score is.
    expect((await reporter.post(`${f.url}/reopen`)).statusCode).toBe(200);
    expect((await reporter.post(`${f.url}/score`, { homeScore: 3, awayScore: 2 })).statusCode).toBe(200);
    await settled();
    expect(endpoint.of(homeFan)).toHaveLength(1);
    await reporter.post(`${f.url}/reopen`);
    await reporter.post(`${f.url}/score`, { homeScore: 4, awayScore: 2 });
    await waitFor(() => endpoint.of(homeFan).length === 2);
    await settled();
    expect(notices(homeFan)[1]).toMatchObject({ body: 'Final score 4:2' });
    expect(endpoint.of(bothFan)).toHaveLength(2);
  });
});

describe("a push service's answers", () => {
  it('410 deletes the subscription and its notices; 429 and 5xx are tried again; another refusal, or keys nothing can be encrypted for, are given up', async () => {
    const f = await playedMatch();
    const gone = await follower([f.home.id]);
    const busy = await follower([f.home.id]);
    const failing = await follower([f.away.id]);
    const refused = await follower([f.away.id]);
    // Keys of the right length that are no point on the curve: nothing can be encrypted for them.
    const broken = {
      ...endpoint.subscribe(),
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: busy.keys.auth },
    };
    expect(
      (await new TestClient(app).post('/api/v1/web/push/subscriptions', { ...broken, locale: 'en', teamId: f.home.id }))
        .statusCode,
    ).toBe(200);
    endpoint.script(gone, [410]);
    endpoint.script(busy, [429, 201]);
    endpoint.script(failing, [500, 503, 201]);
    endpoint.script(refused, [400]);

    await reporter.post(`${f.url}/score`, { homeScore: 1, awayScore: 0 });
    await waitFor(() => endpoint.of(busy).length === 2 && endpoint.of(failing).length === 3);
    await settled();

    const statuses = (s: TestSubscription) => endpoint.of(s).map((r) => r.status);
    expect(statuses(gone)).toEqual([410]);
    expect(statuses(busy)).toEqual([429, 201]);
    expect(statuses(failing)).toEqual([500, 503, 201]);
    expect(statuses(refused)).toEqual([400]);
    // Every attempt carried the same notice.
    expect(new Set(notices(failing).map((n) => JSON.stringify(n))).size).toBe(1);
    expect(notices(failing)[0]).toMatchObject({ body: 'Final score 1:0' });

    expect(endpoint.of(broken)).toEqual([]);
    const endpoints = [gone, busy, failing, refused, broken].map((s) => s.endpoint);
    const rows = await database.db
      .select({
        endpoint: pushSubscriptions.endpoint,
        status: pushDeliveries.status,
        attempts: pushDeliveries.attempts,
      })
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .where(inArray(pushSubscriptions.endpoint, endpoints));
    expect(rows.sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual(
      [
        { endpoint: busy.endpoint, status: 'sent', attempts: 2 },
        { endpoint: failing.endpoint, status: 'sent', attempts: 3 },
        { endpoint: refused.endpoint, status: 'failed', attempts: 1 },
        { endpoint: broken.endpoint, status: 'failed', attempts: 1 },
      ].sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    );
    expect(
      await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
    ).toEqual([]);
  });
});

/** The tournament's wall clock `minutes` from now: what the office types as a match's day and time. */
function pragueSlot(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { day, time, publishedDay: day, publishedTime: time };
}

describe('the starting-soon notice', () => {
  it('is queued half an hour ahead by the database clock, once however often the job runs, for matches not started', async () => {
    const category = await createCategory(database.db);
    const [home, away] = [
      await createTeam(database.db, { categoryId: category.id }),
      await createTeam(database.db, { categoryId: category.id }),
    ];
    const teams = { categoryId: category.id, homeTeamId: home.id, awayTeamId: away.id, placeId: hallId };
    const slot = pragueSlot(20);
    const soon = await createMatch(database.db, { ...teams, ...slot });
    await createMatch(database.db, { ...teams, ...pragueSlot(50) });
    await createMatch(database.db, { ...teams, ...pragueSlot(10), stage: '1st_half' });
    await createMatch(database.db, { ...teams, ...pragueSlot(-5) });
    const fan = await follower([home.id]);

    await Promise.all([queueStartingSoon(database.db), queueStartingSoon(database.db)]);
    await queueStartingSoon(database.db);
    await waitFor(() => endpoint.of(fan).length > 0);
    await settled();
    expect(notices(fan)).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(new RegExp(`^Starts at ${slot.time} in Hall \\d+$`)),
        url: `/en/results/match/${soon.id}`,
      }),
    ]);
    expect(endpoint.of(fan)[0].headers.urgency).toBe('high');
    // A quarter of an hour after the start at the latest it is no news: the TTL counts down to then.
    expect(Number(endpoint.of(fan)[0].headers.ttl)).toBeLessThanOrEqual(35 * 60);
  });
});

describe('a bracket filling and a published move', () => {
  it("tell the teams' followers their next opponent and the new slot", async () => {
    const db = database.db;
    const category = await createCategory(db);
    const [a, b] = [
      await createTeam(db, { categoryId: category.id }),
      await createTeam(db, { categoryId: category.id }),
    ];
    const group = await createGroup(db, { teamCategoryId: category.id, teamIds: [a.id, b.id] });
    const decider = await createMatch(db, {
      categoryId: category.id,
      groupId: group.id,
      homeTeamId: a.id,
      awayTeamId: b.id,
      placeId: hallId,
      stage: '2nd_half',
    });
    const final = await createGroup(db, {
      teamCategoryId: category.id,
      competitionRoundLevelId: await roundLevelId(db, 'final'),
      playoffCategory: 'A',
    });
    await db.insert(groupStandings).values([
      {
        competitionGroupId: final.id,
        slot: 1,
        predecessorCompetitionGroupId: group.id,
        predecessorCompetitionGroupStandings: 1,
      },
      {
        competitionGroupId: final.id,
        slot: 2,
        predecessorCompetitionGroupId: group.id,
        predecessorCompetitionGroupStandings: 2,
      },
    ]);
    const next = await createMatch(db, {
      categoryId: category.id,
      groupId: final.id,
      homeTeamId: null,
      awayTeamId: null,
      homeTeamCompetitionGroupId: group.id,
      homeTeamCompetitionStandings: 1,
      awayTeamCompetitionGroupId: group.id,
      awayTeamCompetitionStandings: 2,
      placeId: hallId,
      day: '2025-04-21',
      time: '15:40',
    });
    const fanOfA = await follower([a.id], 'en');
    const fanOfB = await follower([b.id], 'cs');
    const url = `/api/v1/competition/match/${decider.id}`;
    await reporter.post(`${url}/score`, { homeScore: 5, awayScore: 1 });
    await reporter.post(`${url}/stage/${await stageId(db, 'finished')}`);
    await waitFor(() => endpoint.of(fanOfA).length === 2 && endpoint.of(fanOfB).length === 2);
    await settled();
    const [filled] = await db.select().from(matches).where(eq(matches.id, next.id));
    expect([filled.homeTeamId, filled.awayTeamId]).toEqual([a.id, b.id]);
    expect(notices(fanOfA)[1]).toMatchObject({
      body: expect.stringMatching(/^Opponent decided: Monday 15:40, Hall \d+$/),
      url: `/en/results/match/${next.id}`,
    });
    expect(notices(fanOfB)[1]).toMatchObject({
      body: expect.stringMatching(/^Soupeř je znám: pondělí 15:40, Hala \d+$/),
    });

    // The office moves the final and publishes: the followers hear the new slot once.
    const admin = new TestClient(app);
    const adminUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    await admin.login(adminUser.username, TEST_PASSWORD);
    await db.update(matches).set({ day: '2025-04-19', time: '10:20' }).where(eq(matches.id, next.id));
    expect((await admin.post('/api/v1/admin/competition/publish')).statusCode).toBe(200);
    await waitFor(() => endpoint.of(fanOfA).length === 3);
    await settled();
    expect(notices(fanOfA)[2]).toMatchObject({ body: expect.stringMatching(/^Moved: now Saturday 10:20, Hall \d+$/) });
    expect(notices(fanOfB)[2]).toMatchObject({
      body: expect.stringMatching(/^Přesunuto: nově sobota 10:20, Hala \d+$/),
    });
    // Nothing unpublished is told: a draft move stays between the office and the schedule.
    await db.update(matches).set({ time: '11:00' }).where(eq(matches.id, next.id));
    await settled();
    expect(endpoint.of(fanOfA)).toHaveLength(3);
  });
});

describe('two instances on one database', () => {
  it('send each notice once', async () => {
    // On PostgreSQL the second instance has its own pool and listener; PGlite has one connection to share.
    const second: Database = database.connectionString
      ? await openDatabase({ databaseUrl: database.connectionString, poolSize: 5 })
      : database;
    const other = await buildTestApp(second, ENV, { pushRetryDelayMs: () => 0 });
    try {
      const f = await playedMatch();
      const fans = await Promise.all(
        Array.from({ length: 60 }, (_, i) => follower([i % 2 ? f.home.id : f.away.id], 'en', i % 3 ? app : other)),
      );
      await reporter.post(`${f.url}/score`, { homeScore: 2, awayScore: 2 });
      await waitFor(() => fans.every((fan) => endpoint.of(fan).length > 0));
      await settled();
      expect(fans.map((fan) => endpoint.of(fan).length)).toEqual(fans.map(() => 1));
    } finally {
      await other.close();
      if (second !== database) await second.close();
    }
  });
});
