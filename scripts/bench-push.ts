// Push latency: from a reporter's POST of an event to its receipt on spectators' Server-Sent Events
// streams, with many streams open on one or more instances, plus the server memory each open stream
// costs. The spectators run in child processes (bench-push-client.ts), one per instance, on this
// same machine as the servers.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveBundleWire, StaticBundle } from '@tms/domain/contract/competition';
import { readLiveBundle } from '@tms/domain/live-bundle';
import type { ClientReply, ClientRequest } from './bench-push-client';

export type Latencies = { samples: number; p50Ms: number; p95Ms: number; maxMs: number };

export type PushFigures = Latencies & {
  /** Open streams on each instance. */
  streams: number[];
  events: number;
  /** Each instance's own latencies (the first instance is the one posted to). */
  perInstance: Latencies[];
  /** Server memory per open stream, each instance. */
  bytesPerStream: number[];
  /**
   * Server CPU time (user + system) per measured event, each instance: the work an instance does for
   * its own streams. Unlike latency, it does not depend on what else shares the machine's cores.
   */
  cpuMsPerEvent: number[];
  /** Stream arrivals that did not come within 5 s. */
  missed: number;
  /** Streams the server closed during the measurement. */
  closed: number;
  /** The reporter's POST until its answer, median: the write itself, part of every arrival's time. */
  postMedianMs: number;
  /** Per event, the last arrival minus the first (the fan-out and the spectators' reading, without the write): median and max. */
  spreadMedianMs: number;
  spreadMaxMs: number;
};

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user + system, ms), from /proc; 0 where /proc is missing. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** `inspector`: the server's DevTools WebSocket, to collect garbage before memory is read. */
export type PushTarget = { baseUrl: string; pid: number; inspector?: string };

export type Session = { cookie: string; csrf: string };

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

type Socket = {
  on(event: 'open' | 'error', listener: (error?: Error) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  send(data: string): void;
  close(): void;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

/** Collects the server's garbage through its inspector, so that its memory shows what it keeps. */
export function collectGarbage(inspector: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(inspector);
    socket.on('error', (error) => reject(error));
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.on('message', (data) => {
      if (JSON.parse(data.toString()).id !== 1) return;
      socket.close();
      resolve();
    });
  });
}

/** Evaluates an expression in the server (through its inspector) and returns its value as a string. */
export function inspectorEval(inspector: string, expression: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(inspector);
    socket.on('error', (error) => reject(error));
    socket.on('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } })),
    );
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as { id?: number; result?: { result?: { value?: unknown } } };
      if (reply.id !== 1) return;
      socket.close();
      resolve(String(reply.result?.result?.value ?? ''));
    });
  });
}

/** Resident memory after a full garbage collection (when the inspector is there) and a short rest. */
async function settledRss(target: PushTarget) {
  if (target.inspector) {
    await collectGarbage(target.inspector);
    await collectGarbage(target.inspector);
  }
  await new Promise((r) => setTimeout(r, 500));
  return rssBytes(target.pid);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

const clientEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-push-client.ts');
const now = () => performance.timeOrigin + performance.now();

/** A spectators' child process and a way to wait for its next reply of a kind. */
class Client {
  readonly child: ChildProcess;
  private readonly waiting = new Map<string, (reply: ClientReply) => void>();

  constructor() {
    this.child = fork(clientEntry, [], {
      execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: ClientReply) => {
      const resolve = this.waiting.get(reply.type);
      this.waiting.delete(reply.type);
      resolve?.(reply);
    });
  }

  next<T extends ClientReply['type']>(type: T, timeoutMs = 600_000): Promise<Extract<ClientReply, { type: T }> | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(type);
        resolve(null);
      }, timeoutMs);
      this.waiting.set(type, (reply) => {
        clearTimeout(timer);
        resolve(reply as Extract<ClientReply, { type: T }>);
      });
    });
  }

  ask<T extends ClientReply['type']>(request: ClientRequest, type: T, timeoutMs?: number) {
    const reply = this.next(type, timeoutMs);
    this.child.send(request);
    return reply;
  }

  stop() {
    if (this.child.connected) this.child.send({ type: 'close' } satisfies ClientRequest);
    setTimeout(() => this.child.kill('SIGKILL'), 5000).unref();
  }
}

/** A match in progress in the reporter's hall and a non-leader player of it, for posting yellow cards. */
async function findMatch(baseUrl: string, session: Session) {
  const [wire, statics] = await Promise.all([
    request(baseUrl, 'GET', '/api/v1/competition/live').then((r) => JSON.parse(r.body) as LiveBundleWire),
    request(baseUrl, 'GET', '/api/v1/competition/static').then((r) => JSON.parse(r.body) as StaticBundle),
  ]);
  const live = readLiveBundle(wire);
  const playing = new Set(
    statics.matchStages.filter((s) => ['1st_half', '2nd_half'].includes(s.code)).map((s) => s.id),
  );
  const reporterHall = JSON.parse((await request(baseUrl, 'GET', '/api/v1/reporter/halls', { session })).body)[0]
    .placeId as number;
  const match =
    live.matches.find((m) => m.placeId === reporterHall && playing.has(m.competitionMatchStageId)) ??
    live.matches.find((m) => playing.has(m.competitionMatchStageId));
  if (!match) throw new Error('no match in progress in the demo data');
  const detail = JSON.parse((await request(baseUrl, 'GET', `/api/v1/competition/competition-match/${match.id}`)).body);
  const player = (detail.roster as { id: number; isLeader: boolean }[]).find((p) => !p.isLeader);
  const yellow = statics.eventTypes.find((t) => t.code === 'yellow-card');
  if (!player || !yellow) throw new Error('the match has no roster');
  return { matchId: match.id, playerId: player.id, eventTypeId: yellow.id };
}

/**
 * Opens `streamsPerInstance[i]` streams on instance i (each from its own child process), posts
 * `events` events one after another to the first instance and times each arrival from the moment
 * before the POST.
 */
export async function measurePush(
  targets: PushTarget[],
  streamsPerInstance: number[],
  events = 20,
): Promise<PushFigures> {
  const poster = targets[0].baseUrl;
  const session = await signIn(poster, 'reporter@example.com', 'handball2025');
  const { matchId, playerId, eventTypeId } = await findMatch(poster, session);

  const clients = targets.map(() => new Client());
  try {
    const before = await Promise.all(targets.map(settledRss));
    await Promise.all(
      clients.map(async (client, i) => {
        const url = new URL(targets[i].baseUrl);
        const opened = await client.ask(
          { type: 'open', host: url.hostname, port: Number(url.port), count: streamsPerInstance[i] },
          'opened',
        );
        if (opened?.count !== streamsPerInstance[i]) throw new Error(`could not open the streams on ${url}`);
      }),
    );
    const after = await Promise.all(targets.map(settledRss));

    const perInstance: number[][] = targets.map(() => []);
    let missed = 0;
    let closed = 0;
    const posts: number[] = [];
    const spreads: number[] = [];
    let cpuAtStart: number[] = [];
    // Two unmeasured events first: the first writes after start plan their queries and warm caches.
    for (let i = -2; i < events; i++) {
      if (i === 0) cpuAtStart = targets.map((t) => cpuMs(t.pid));
      await Promise.all(clients.map((client) => client.ask({ type: 'arm' }, 'armed')));
      const complete = clients.map((client) => client.next('complete', 5000));
      const sentAt = now();
      const res = await request(poster, 'POST', `/api/v1/competition/match/${matchId}/events`, {
        session,
        body: {
          minute: 1,
          second: (i + 2) % 60,
          createdTimestamp: Date.now() * 100 + i + 2,
          competitionEventTypeId: eventTypeId,
          competitionMatchParticipantId: playerId,
        },
      });
      if (res.status !== 200) throw new Error(`posting an event failed: ${res.status} ${res.body.slice(0, 200)}`);
      if (i >= 0) posts.push(now() - sentAt);
      await Promise.all(complete);
      const collected = await Promise.all(clients.map((client) => client.ask({ type: 'collect' }, 'arrivals')));
      if (i < 0) continue;
      const all = collected.flatMap((reply) => reply?.times ?? []);
      if (all.length > 0) spreads.push(Math.max(...all) - Math.min(...all));
      collected.forEach((reply, c) => {
        const times = reply?.times ?? [];
        missed += streamsPerInstance[c] - times.length;
        for (const t of times) perInstance[c].push(t - sentAt);
      });
      closed = collected.reduce((sum, reply) => sum + (reply?.closed ?? 0), 0);
    }
    const cpuMsPerEvent = targets.map((t, i) => (cpuMs(t.pid) - cpuAtStart[i]) / events);
    return {
      streams: streamsPerInstance,
      events,
      ...latencies(perInstance.flat()),
      perInstance: perInstance.map(latencies),
      bytesPerStream: targets.map((_, i) => Math.max(0, (after[i] - before[i]) / streamsPerInstance[i])),
      cpuMsPerEvent,
      missed,
      closed,
      postMedianMs: latencies(posts).p50Ms,
      spreadMedianMs: latencies(spreads).p50Ms,
      spreadMaxMs: latencies(spreads).maxMs,
    };
  } finally {
    for (const client of clients) client.stop();
    // Let the servers see the sockets close before the next measurement.
    await new Promise((r) => setTimeout(r, 2000));
  }
}
