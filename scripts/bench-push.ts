// Push latency: from a reporter's POST of an event to its receipt on spectators' Server-Sent Events
// streams, with many streams open, plus the server memory each open stream costs.
import { readFileSync } from 'node:fs';
import http from 'node:http';

export type PushFigures = {
  streams: number;
  events: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  bytesPerStream: number;
  missed: number;
};

export type Session = { cookie: string; csrf: string };

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

export function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; session?: Session } = {},
): Promise<{ status: number; body: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.session) {
      headers.cookie = options.session.cookie;
      headers['x-csrf-token'] = options.session.csrf;
    }
    const req = http.request(`${baseUrl}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, setCookie: (res.headers['set-cookie'] as string[]) ?? [] }),
      );
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(JSON.stringify(options.body));
    req.end();
  });
}

const cookieValue = (setCookie: string[], name: string) =>
  setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`));

export async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const first = await request(baseUrl, 'GET', '/api/health');
  const csrfPair = cookieValue(first.setCookie, 'csrf');
  if (!csrfPair) throw new Error('no csrf cookie');
  const csrf = csrfPair.split('=')[1];
  const login = await request(baseUrl, 'POST', '/api/v1/auth/login', {
    body: { email, password },
    session: { cookie: csrfPair, csrf },
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const sid = cookieValue(login.setCookie, 'sid');
  return { cookie: `${csrfPair}; ${sid}`, csrf };
}

const rssBytes = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
};

type Stream = { req: http.ClientRequest; onMatch: (() => void) | null };

function openStream(baseUrl: string, onMatch: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: undefined as unknown as http.ClientRequest, onMatch };
    stream.req = http.get(`${baseUrl}/api/v1/competition/live/stream`, { agent }, (res) => {
      res.setEncoding('utf8');
      let greeted = false;
      res.on('data', (chunk: string) => {
        if (!greeted && chunk.includes(': connected')) {
          greeted = true;
          resolve(stream);
        }
        if (chunk.includes('event: match')) stream.onMatch?.();
      });
    });
    stream.req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Opens `streamCount` streams, posts `events` events one after another and times each arrival. */
export async function measurePush(
  baseUrl: string,
  serverPid: number,
  streamCount: number,
  events = 20,
): Promise<PushFigures> {
  const session = await signIn(baseUrl, 'reporter@example.com', 'handball2025');
  const [live, statics] = await Promise.all([
    request(baseUrl, 'GET', '/api/v1/competition/live').then((r) => JSON.parse(r.body)),
    request(baseUrl, 'GET', '/api/v1/competition/static').then((r) => JSON.parse(r.body)),
  ]);
  const playing = new Set(
    (statics.matchStages as { id: number; code: string }[])
      .filter((s) => ['1st_half', '2nd_half'].includes(s.code))
      .map((s) => s.id),
  );
  const reporterHall = JSON.parse((await request(baseUrl, 'GET', '/api/v1/reporter/halls', { session })).body)[0]
    .placeId as number;
  type LiveMatch = { id: number; placeId: number; competitionMatchStageId: number };
  const match =
    (live.matches as LiveMatch[]).find((m) => m.placeId === reporterHall && playing.has(m.competitionMatchStageId)) ??
    (live.matches as LiveMatch[]).find((m) => playing.has(m.competitionMatchStageId));
  if (!match) throw new Error('no match in progress in the demo data');
  const detail = JSON.parse((await request(baseUrl, 'GET', `/api/v1/competition/competition-match/${match.id}`)).body);
  const player = (detail.roster as { id: number; isLeader: boolean }[]).find((p) => !p.isLeader);
  const yellow = (statics.eventTypes as { id: number; code: string }[]).find((t) => t.code === 'yellow-card')!;
  if (!player) throw new Error('the match has no roster');

  const before = rssBytes(serverPid);
  let arrivals: number[] = [];
  let sentAt = 0;
  const streams: Stream[] = [];
  // Open in batches so the accept queue never overflows.
  for (let i = 0; i < streamCount; i += 250) {
    const batch = Math.min(250, streamCount - i);
    const opened = await Promise.all(
      Array.from({ length: batch }, () => openStream(baseUrl, () => arrivals.push(performance.now() - sentAt))),
    );
    streams.push(...opened);
  }
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssBytes(serverPid);

  const samples: number[] = [];
  let missed = 0;
  // Two unmeasured events first: the first writes after start plan their queries and warm caches.
  for (let i = -2; i < events; i++) {
    arrivals = [];
    sentAt = performance.now();
    const res = await request(baseUrl, 'POST', `/api/v1/competition/match/${match.id}/events`, {
      session,
      body: {
        minute: 1,
        second: (i + 2) % 60,
        createdTimestamp: Date.now() * 100 + i + 2,
        competitionEventTypeId: yellow.id,
        competitionMatchParticipantId: player.id,
      },
    });
    if (res.status !== 200) throw new Error(`posting an event failed: ${res.status} ${res.body.slice(0, 200)}`);
    const deadline = performance.now() + 5000;
    while (arrivals.length < streamCount && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    if (i < 0) continue;
    missed += streamCount - arrivals.length;
    samples.push(...arrivals);
  }
  for (const stream of streams) stream.req.destroy();
  samples.sort((a, b) => a - b);
  return {
    streams: streamCount,
    events,
    samples: samples.length,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: samples.at(-1) ?? Number.NaN,
    bytesPerStream: Math.max(0, (after - before) / streamCount),
    missed,
  };
}
