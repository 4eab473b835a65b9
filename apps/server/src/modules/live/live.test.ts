import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { readLiveBundle } from '@tms/domain/live-bundle';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import { TestClient } from '../../test/client';
import { TEST_PASSWORD, createMatch, createRoster, createUser, eventTypeId } from '../../test/factories';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function openStream(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const received: string[] = [];
  const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream' });
  const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => received.push(chunk));
  cleanups.push(async () => void request.destroy());
  return received;
}

describe('push across instances', () => {
  // PostgreSQL only: instances share the database and hear each other through LISTEN/NOTIFY.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'delivers an event posted to one instance to a stream on another',
    async () => {
      const database: Database = await openTestDatabase();
      cleanups.push(() => database.close());
      const second = await openDatabase({ databaseUrl: database.connectionString, poolSize: 3 });
      cleanups.push(() => second.close());
      const writer = await buildTestApp(database);
      const reader = await buildTestApp(second);
      cleanups.push(
        () => writer.close(),
        () => reader.close(),
      );

      const db = database.db;
      const reporter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_SUPER_REPORTER'] });
      const match = await createMatch(db);
      const roster = await createRoster(db, match.id, match.homeTeamId!);

      const received = await openStream(reader);
      const client = new TestClient(writer);
      await client.login(reporter.username, TEST_PASSWORD);
      const posted = await client.post(`/api/v1/competition/match/${match.id}/events`, {
        minute: 1,
        second: 0,
        createdTimestamp: Date.now(),
        competitionEventTypeId: await eventTypeId(db, 'goal'),
        competitionMatchParticipantId: roster[0].id,
      });
      expect(posted.statusCode).toBe(200);
      await expect.poll(() => received.join(''), { timeout: 5000 }).toContain(`"i":${match.id},`);
      // The other instance's cached live body was dropped as well.
      const live = readLiveBundle((await reader.inject({ method: 'GET', url: '/api/v1/competition/live' })).json());
      expect(live.matches.find((m) => m.id === match.id)?.homeScore).toBe(1);
    },
    60_000,
  );

  it('greets a new stream with the retry hint and the current position', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const app = await buildTestApp(database);
    cleanups.push(() => app.close());
    const received = await openStream(app);
    await expect.poll(() => received.join(''), { timeout: 5000 }).toMatch(/^retry: 3000\n: connected \d+/);
  });
});
