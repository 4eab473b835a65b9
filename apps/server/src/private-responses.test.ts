import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { matches } from './db/schema/index';
import { TestClient } from './test/client';
import { buildTestApp, openTestDatabase } from './test/database';
import { TEST_PASSWORD, createHall, createMatch, createUser, stageId } from './test/factories';

let database: Database;
let app: FastifyInstance;
let matchId: number;
let admin: TestClient;

const EVERY_ROLE = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  matchId = (await createMatch(database.db, { stage: 'finished' })).id;
  const user = await createUser(database.db, { roles: [...EVERY_ROLE] });
  admin = new TestClient(app);
  await admin.login(user.username, TEST_PASSWORD);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Routes that never end (a live stream) are left out. */
const STREAMS = new Set(['/api/v1/competition/live/stream']);

async function getRoutes() {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path, operations]) => 'get' in operations && !STREAMS.has(path))
    .map(([path]) => path.replace(/\{categoryCode\}/g, 'U10').replace(/\{\w+\}/g, String(matchId)));
}

describe('private responses', () => {
  it('are never stored by a cache: every GET route of the document answers a signed-in user no-store unless it is public', async () => {
    const routes = await getRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const checked: string[] = [];
    for (const url of routes) {
      const signedIn = await admin.get(url);
      const cacheControl = String(signedIn.headers['cache-control'] ?? '');
      if (cacheControl.includes('no-store')) {
        checked.push(url);
        continue;
      }
      // Not no-store: only allowed for public data, which answers anybody the same.
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(signedIn.statusCode);
      expect(anonymous.body, url).toBe(signedIn.body);
    }
    for (const url of [
      '/api/v1/admin/mail-outbox',
      '/api/v1/admin/configuration',
      `/api/v1/competition/match/${matchId}/roster-candidates`,
      '/api/v1/web/users/me',
      `/api/v1/competition/competition-match/${matchId}`,
    ]) {
      expect(checked, url).toContain(url);
    }
  });

  it('keep no-store on errors too', async () => {
    const res = await admin.get('/api/v1/competition/competition-match/2000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('ids in paths and queries', () => {
  it('are read strictly: hex, exponent, sign, leading zero, spaces and line breaks are refused', async () => {
    await database.db
      .update(matches)
      .set({ competitionMatchStageId: await stageId(database.db, 'finished') })
      .where(eq(matches.id, matchId));
    for (const loose of ['0x10', '1e3', '+1', '01', '%201', '1%0A', '0', '-1', '1.0', '99999999999', `${matchId}.`]) {
      const read = await admin.get(`/api/v1/competition/competition-match/${loose}`);
      expect(read.statusCode, loose).toBe(400);
      expect(read.json().error, loose).toBe('validation_error');
      const reopen = await admin.post(`/api/v1/competition/match/${loose}/reopen`);
      expect(reopen.statusCode, loose).toBe(400);
    }
    expect((await admin.get(`/api/v1/competition/competition-match/${matchId}`)).statusCode).toBe(200);
  });
});

describe('authorisation before validation', () => {
  it("answers another hall's reporter 403 whatever the body holds", async () => {
    const reporterUser = await createUser(database.db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
    const ownHall = await createHall(database.db, { data: { hall_reporter: reporterUser.id } });
    const own = await createMatch(database.db, { placeId: ownHall.id });
    const other = await createMatch(database.db);
    const reporter = new TestClient(app);
    await reporter.login(reporterUser.username, TEST_PASSWORD);
    const put = (id: number, payload: unknown) =>
      reporter.request({ method: 'PUT', url: `/api/v1/competition/match/${id}/referees`, payload: payload as object });

    for (const body of [{ referee1Id: 999_999, referee2Id: null }, { referee1Id: 'x' }, { nonsense: true }]) {
      const res = await put(other.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    // In the reporter's own hall the same bodies are judged on their merits.
    expect((await put(own.id, { referee1Id: 999_999, referee2Id: null })).statusCode).toBe(400);
    expect((await put(own.id, { referee1Id: 'x' })).statusCode).toBe(400);
    const events = await reporter.post(`/api/v1/competition/match/${other.id}/events`, { minute: 'not a minute' });
    expect(events.statusCode).toBe(403);
  });
});
