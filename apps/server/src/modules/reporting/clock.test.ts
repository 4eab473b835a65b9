import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { places } from '../../db/schema/index';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TestClient } from '../../test/client';
import { TEST_PASSWORD, createHall, createMatch, createUser, stageId } from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let hallReporter: TestClient;
let otherReporter: TestClient;
let admin: TestClient;
let plainUser: TestClient;

async function makeMatch() {
  const [hall] = await database.db.select().from(places).where(eq(places.code, 'CLK'));
  const match = await createMatch(database.db, { placeId: hall.id });
  return { match, url: `/api/v1/competition/match/${match.id}` };
}

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url: `${url}/clock`, payload: payload as object });

const detailOf = async (matchId: number) =>
  (await new TestClient(app).get(`/api/v1/competition/competition-match/${matchId}`)).json() as {
    clock: { running: boolean; elapsedMs: number; at: string } | null;
    meta: { serverTime: string };
  };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const reporterUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const otherUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] });
  const adminUser = await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  const plain = await createUser(db);
  await createHall(db, { code: 'CLK', data: { hall_reporter: reporterUser.id } });
  const login = async (username: string) => {
    const client = new TestClient(app);
    await client.login(username, TEST_PASSWORD);
    return client;
  };
  hallReporter = await login(reporterUser.username);
  otherReporter = await login(otherUser.username);
  admin = await login(adminUser.username);
  plainUser = await login(plain.username);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the reporter's stopwatch", () => {
  it('is stored with the server time for the hall reporter and admins, refused to others', async () => {
    const f = await makeMatch();
    const body = { running: true, elapsedMs: 61_500 };
    expect((await put(new TestClient(app), f.url, body)).statusCode).toBe(401);
    expect((await put(plainUser, f.url, body)).statusCode).toBe(403);
    expect((await put(otherReporter, f.url, body)).statusCode).toBe(403);
    expect((await detailOf(f.match.id)).clock).toBeNull();

    const before = Date.now();
    const res = await put(hallReporter, f.url, body);
    expect(res.statusCode).toBe(200);
    const answered = res.json().clock;
    expect(answered).toMatchObject({ running: true, elapsedMs: 61_500 });
    const at = Date.parse(answered.at);
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(Date.now() + 5);
    // Everyone reads it with the match, with the server's time to run it on from.
    const publicDetail = await detailOf(f.match.id);
    expect(publicDetail.clock).toEqual(answered);
    expect(Date.parse(publicDetail.meta.serverTime)).toBeGreaterThanOrEqual(at);

    // Paused by an admin: the newest state wins.
    const paused = await put(admin, f.url, { running: false, elapsedMs: 75_000 });
    expect(paused.statusCode).toBe(200);
    expect((await detailOf(f.match.id)).clock).toMatchObject({ running: false, elapsedMs: 75_000 });
  });

  it('answers 400 with field messages for a bad body and changes nothing', async () => {
    const f = await makeMatch();
    await put(hallReporter, f.url, { running: false, elapsedMs: 1000 });
    for (const [payload, field] of [
      [{ running: 'yes', elapsedMs: 1000 }, 'running'],
      [{ running: true, elapsedMs: -1 }, 'elapsedMs'],
      [{ running: true, elapsedMs: 1.5 }, 'elapsedMs'],
      [{ running: true, elapsedMs: 5 * 60 * 60 * 1000 }, 'elapsedMs'],
      [{ running: true }, 'elapsedMs'],
    ] as const) {
      const res = await put(hallReporter, f.url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    expect((await detailOf(f.match.id)).clock).toMatchObject({ running: false, elapsedMs: 1000 });
  });

  it('may be paused after the final whistle', async () => {
    const f = await makeMatch();
    await hallReporter.post(`${f.url}/score`, { homeScore: 3, awayScore: 2 });
    expect((await hallReporter.post(`${f.url}/stage/${await stageId(database.db, 'finished')}`)).statusCode).toBe(200);
    const res = await put(hallReporter, f.url, { running: false, elapsedMs: 1_800_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().clock).toMatchObject({ running: false, elapsedMs: 1_800_000 });
  });

  it('is announced on the live stream', async () => {
    const f = await makeMatch();
    // Published matches only are announced: the factory's match is.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: string[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream' });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => received.push(chunk));
    expect((await put(hallReporter, f.url, { running: true, elapsedMs: 0 })).statusCode).toBe(200);
    await expect
      .poll(() => received.join(''), { timeout: 5000 })
      .toMatch(new RegExp(`event: match\\ndata: .*"i":${f.match.id},`));
    request.destroy();
  });
});
