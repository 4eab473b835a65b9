import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LiveMatch } from '@tms/domain/contract/competition';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase } from '../../test/database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startApp(env: Record<string, string>) {
  const database = await openTestDatabase();
  cleanups.push(() => database.close());
  const app = await buildTestApp(database, env);
  cleanups.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const match = (id: number, homeScore: number): LiveMatch => ({
  id,
  homeTeamId: 11,
  awayTeamId: 12,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeTeamCompetitionStandings: null,
  awayTeamCompetitionStandings: null,
  matchNumber: 140,
  homeScore,
  awayScore: 3,
  homeGoalsCount: homeScore,
  awayGoalsCount: 3,
  walkOver: false,
  day: '2026-07-04',
  time: '15:40',
  placeId: 4,
  competitionGroupId: 31,
  competitionMatchStageId: 3,
  endedInShootout: false,
  teamCategoryId: 2,
});

/** A stream client on a raw socket, so that the test decides when it reads. */
function openRawStream(port: number, lastEventId?: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { text: '', closed: false, socket };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    state.text += chunk;
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => undefined);
  const resume = lastEventId === undefined ? '' : `Last-Event-ID: ${lastEventId}\r\n`;
  socket.write(`GET /api/v1/competition/live/stream HTTP/1.1\r\nHost: localhost\r\n${resume}\r\n`);
  return state;
}

/** Ids of the complete `match` events received, as EventSource dispatches them (a cut-off one is not). */
function eventIds(text: string): number[] {
  const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
  return [...complete.matchAll(/^id: (\d+)\nevent: match\ndata: .*\n\n/gm)].map((m) => Number(m[1]));
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('live stream fan-out', () => {
  it('closes a stalled client without delaying the others, and it resumes with Last-Event-ID without a loss', async () => {
    const { app, port } = await startApp({ LIVE_STREAM_BUFFER_KB: '16' });
    const hub = app.liveStreams;
    const healthy = openRawStream(port);
    const stalled = openRawStream(port);
    await expect.poll(() => healthy.text.includes(': connected') && stalled.text.includes(': connected')).toBe(true);
    // The stalled client stops reading: what the server sends piles up in the kernel, then in the server.
    stalled.socket.pause();
    expect(hub.size).toBe(2);

    let id = 0;
    let slowestBatchMs = 0;
    const sendBatch = async (count: number) => {
      const sentAt = performance.now();
      for (let i = 0; i < count; i++) {
        id++;
        hub.broadcast({ id, seqs: [id], matches: [match(7, id % 40)] });
      }
      // Every message reaches the reading client at once, whatever the stalled one does.
      while (eventIds(healthy.text).at(-1) !== id) {
        if (performance.now() - sentAt > 5000) throw new Error(`the reading client is stuck before ${id}`);
        await tick();
      }
      slowestBatchMs = Math.max(slowestBatchMs, performance.now() - sentAt);
    };
    while (hub.dropped === 0) {
      if (id > 200_000) throw new Error('the stalled client was never closed');
      await sendBatch(200);
    }
    const droppedAt = id;
    await sendBatch(50);
    expect(hub.size).toBe(1);
    expect(hub.dropped).toBe(1);
    expect(slowestBatchMs).toBeLessThan(2000);
    expect(eventIds(healthy.text)).toEqual(Array.from({ length: id }, (_, i) => i + 1));

    // The stalled client reads again: it gets what the kernel held, then the connection ends.
    stalled.socket.resume();
    await expect.poll(() => stalled.closed, { timeout: 10_000 }).toBe(true);
    const before = eventIds(stalled.text);
    expect(before.at(-1)).toBeLessThan(droppedAt);
    // As EventSource does: reconnect with the id of the last complete event.
    const resumed = openRawStream(port, before.at(-1) ?? 0);
    await expect.poll(() => eventIds(resumed.text).at(-1), { timeout: 10_000 }).toBe(id);
    expect([...before, ...eventIds(resumed.text)]).toEqual(Array.from({ length: id }, (_, i) => i + 1));
    resumed.socket.destroy();
    healthy.socket.destroy();
  }, 120_000);

  it('tells a client to reload when what it missed is no longer kept', async () => {
    const { app, port } = await startApp({});
    for (let id = 1; id <= 10_050; id++) app.liveStreams.broadcast({ id, seqs: [id], matches: [match(7, id % 40)] });
    const old = openRawStream(port, 3);
    await expect.poll(() => old.text).toContain('event: reset\n');
    expect(eventIds(old.text)).toEqual([]);
    const recent = openRawStream(port, 10_048);
    await expect.poll(() => eventIds(recent.text)).toEqual([10_049, 10_050]);
    old.socket.destroy();
    recent.socket.destroy();
  });

  it('resumes a client after the last change it got, also when changes came out of their numbers’ order', async () => {
    const { app, port } = await startApp({});
    // A change's number is drawn inside its transaction; changes arrive in the order they commit, so
    // 3 may come before 2. A client that had 1 and 3 when its connection dropped resumes after 3.
    for (const id of [1, 3, 2, 4]) app.liveStreams.broadcast({ id, seqs: [id], matches: [match(id, id)] });
    const afterThree = openRawStream(port, 3);
    await expect.poll(() => eventIds(afterThree.text)).toEqual([2, 4]);
    // One that had 1, 3 and 2 misses only 4; one that had them all, nothing.
    const afterTwo = openRawStream(port, 2);
    await expect.poll(() => eventIds(afterTwo.text)).toEqual([4]);
    const afterFour = openRawStream(port, 4);
    await expect.poll(() => afterFour.text).toContain(': connected 4');
    app.liveStreams.broadcast({ id: 5, seqs: [5], matches: [match(5, 5)] });
    await expect.poll(() => eventIds(afterFour.text)).toEqual([5]);
    for (const client of [afterThree, afterTwo, afterFour]) client.socket.destroy();
  });

  it('refuses a stream past the limit with 503 and Retry-After, and takes one again once a stream closes', async () => {
    const { app, port } = await startApp({ LIVE_STREAM_LIMIT: '2' });
    const first = openRawStream(port);
    const second = openRawStream(port);
    await expect.poll(() => app.liveStreams.size).toBe(2);

    const refused = await new Promise<{ status: number; retryAfter: string | undefined; body: string }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/v1/competition/live/stream' }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
          })
          .on('error', reject);
      },
    );
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('10');
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'service_unavailable' });
    expect(app.liveStreams.size).toBe(2);

    first.socket.destroy();
    await expect.poll(() => app.liveStreams.size).toBe(1);
    const third = openRawStream(port);
    await expect.poll(() => third.text).toMatch(/^HTTP\/1.1 200 OK\r\n[\s\S]*text\/event-stream[\s\S]*: connected/);
    second.socket.destroy();
    third.socket.destroy();
  });
});
