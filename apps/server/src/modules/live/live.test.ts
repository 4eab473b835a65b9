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

async function openStream(app: FastifyInstance, lastEventId?: number) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const received: string[] = [];
  const headers = lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) };
  const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream', headers });
  const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => received.push(chunk));
  cleanups.push(async () => void request.destroy());
  return Object.assign(received, { close: () => request.destroy() });
}

/** The `match` messages received so far: id and the matches in the live bundle's form. */
function matchMessages(received: string[]) {
  return [...received.join('').matchAll(/^id: (\d+)\nevent: match\ndata: (.*)\n\n/gm)].map((m) => ({
    id: Number(m[1]),
    matches: readLiveBundle(JSON.parse(m[2])).matches,
  }));
}

/** The home score of a match as the messages received so far left it. */
const lastHomeScore = (received: string[], matchId: number) =>
  matchMessages(received)
    .flatMap((message) => message.matches)
    .filter((match) => match.id === matchId)
    .at(-1)?.homeScore;

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

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'drops the cached bundles of both instances, and a client of the writer resumes on the other without a loss',
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
      const [a, b] = [await createMatch(db), await createMatch(db)];
      const rosterA = await createRoster(db, a.id, a.homeTeamId!);
      const rosterB = await createRoster(db, b.id, b.homeTeamId!);
      const goal = await eventTypeId(db, 'goal');
      const client = new TestClient(writer);
      await client.login(reporter.username, TEST_PASSWORD);
      let ts = Date.now();
      const score = (matchId: number, participantId: number) =>
        client.post(`/api/v1/competition/match/${matchId}/events`, {
          minute: 1,
          second: 0,
          createdTimestamp: ++ts,
          competitionEventTypeId: goal,
          competitionMatchParticipantId: participantId,
        });
      const liveOf = async (app: FastifyInstance) =>
        readLiveBundle((await app.inject({ method: 'GET', url: '/api/v1/competition/live' })).json()).matches;
      // Both instances have their live bundle cached before the writes.
      await Promise.all([liveOf(writer), liveOf(reader)]);

      const spectator = await openStream(writer);
      expect((await score(a.id, rosterA[0].id)).statusCode).toBe(200);
      await expect.poll(() => lastHomeScore(spectator, a.id), { timeout: 5000 }).toBe(1);
      const seen = matchMessages(spectator).at(-1)!.id;
      // The writer goes away for this spectator; meanwhile both matches score.
      spectator.close();
      const posted = await Promise.all([score(a.id, rosterA[1].id), score(b.id, rosterB[0].id)]);
      expect(posted.map((res) => res.statusCode)).toEqual([200, 200]);
      await Promise.all([writer.liveBus.settled(), reader.liveBus.settled()]);
      for (const app of [writer, reader]) {
        const matches = await liveOf(app);
        expect(matches.find((m) => m.id === a.id)?.homeScore).toBe(2);
        expect(matches.find((m) => m.id === b.id)?.homeScore).toBe(1);
      }

      // As a browser does when its instance is gone: the other one, with the last id it saw.
      const resumed = await openStream(reader, seen);
      await expect.poll(() => lastHomeScore(resumed, a.id), { timeout: 5000 }).toBe(2);
      await expect.poll(() => lastHomeScore(resumed, b.id), { timeout: 5000 }).toBe(1);
      expect(resumed.join('')).not.toContain('event: reset');
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
