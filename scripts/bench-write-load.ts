// Concurrent reporter writes: one reporter per hall, each posting events to its own match as fast as
// its answers come back (a reporter's client sends one event at a time), all over keep-alive HTTP as
// a browser does. Counts events per second and the answer's p50/p95 on the instance posted to.
// `event` posts each event alone; `batch` sends it as the reporter screen does, through its upload
// queue: a batch holding the one event.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Session } from './bench-push';

export type WriteLoadFigures = {
  reporters: number;
  events: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  failures: number;
};

/** What one reporter posts to: its match and a player and an event type of that match. */
export type WriteTarget = { matchId: number; playerId: number; eventTypeId: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** How an event is sent: alone (POST …/events) or as the reporter screen's queue uploads it (POST …/events/batch). */
export type WriteMode = 'event' | 'batch';

function post(baseUrl: string, path: string, session: Session, body: unknown, action: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
          'x-action-name': action,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * Every target gets one reporter that posts events back to back for `seconds`; answers other than 200
 * are counted as failures (and reported), never retried.
 */
export async function measureConcurrentWrites(
  baseUrls: string[],
  session: Session,
  targets: WriteTarget[],
  seconds: number,
  mode: WriteMode = 'event',
): Promise<WriteLoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  let created = 1_800_000_000_000;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    targets.map(async (target, index) => {
      const baseUrl = baseUrls[index % baseUrls.length];
      let i = 0;
      while (performance.now() < until) {
        i += 1;
        const body = {
          minute: i % 15,
          second: i % 60,
          createdTimestamp: ++created,
          clientId: randomUUID(),
          competitionEventTypeId: target.eventTypeId,
          competitionMatchParticipantId: target.playerId,
        };
        const sent = performance.now();
        const url = `/api/v1/competition/match/${target.matchId}/events`;
        const status =
          mode === 'event'
            ? await post(baseUrl, url, session, body, 'createMatchEvent')
            : await post(baseUrl, `${url}/batch`, session, { events: [body] }, 'writeMatchEventBatch');
        if (status === 200) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reporters: targets.length,
    events: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    failures,
  };
}
