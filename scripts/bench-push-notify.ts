// Bench part `push-notify`: a goal-free finals hour on PostgreSQL. 20,000 push subscriptions follow
// the 40 teams of the last day's open matches (500 each); the reporters finish the matches one after
// another over BENCH_PUSH_NOTIFY_SECONDS (default 120, the hour compressed); a push service in this
// process answers 201 to every message, decrypts it with its subscription's keys and notes when it
// arrived. Each "final score" must be handed over within 60 s of its match's finish, once, and the
// server's memory must stay flat.
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { decryptAes128gcm } from '../apps/server/src/test/push-endpoint';
import { type Session, collectGarbage, request, signIn } from './bench-push';

export type PushNotifyFigure = { name: string; value: string; target?: string; ok?: boolean };
export type PushNotifyTarget = { baseUrl: string; pid: number; inspector?: string; databaseUrl: string };

const SUBSCRIPTIONS = 20_000;
const TEAMS = 40;
const TARGET_MS = 60_000;
/** Browsers' key pairs, each shared by many subscriptions (each has its own address). */
const KEY_PAIRS = 200;

const fmt = (value: number, digits = 1) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function settledRssMb(target: PushNotifyTarget) {
  if (target.inspector) {
    await collectGarbage(target.inspector);
    await collectGarbage(target.inspector);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return rssMb(target.pid).rss;
}

type Browser = { privateKey: Buffer; publicKey: Buffer; auth: Buffer };

/** The push service: every subscription's address is /push/<index>; its keys are pair `index % KEY_PAIRS`. */
async function startPushService(browsers: Browser[], arrived: (index: number, body: Buffer) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201).end();
      arrived(Number(/\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1), Buffer.concat(chunks));
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browserOf = (index: number) => browsers[index % browsers.length];
  return { base, browserOf, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The last day's matches with both teams and no result yet: the finals hour (taken in play for the bench). */
async function finalsHour(db: pg.Client) {
  const { rows } = await db.query<{ id: number; homeTeamId: number; awayTeamId: number }>(`
    select m.id, m.home_team_id as "homeTeamId", m.away_team_id as "awayTeamId"
    from competition_matches m join match_stages s on s.id = m.competition_match_stage_id
    where m.day = (select max(day) from competition_matches)
      and m.home_team_id is not null and m.away_team_id is not null and m.published_day is not null
    order by s.code = 'finished', s.code = 'waiting_for_approval', m.time desc, m.id
    limit ${TEAMS / 2}`);
  await db.query(
    `update competition_matches set competition_match_stage_id = (select id from match_stages where code = '2nd_half'),
       walk_over = false, score_entered = false where id = any($1)`,
    [rows.map((row) => row.id)],
  );
  return rows;
}

async function insertSubscriptions(db: pg.Client, base: string, browsers: Browser[], teamIds: number[]) {
  const chunk = 2000;
  for (let start = 0; start < SUBSCRIPTIONS; start += chunk) {
    const indexes = Array.from({ length: Math.min(chunk, SUBSCRIPTIONS - start) }, (_, i) => start + i);
    await db.query(
      `insert into push_subscriptions (endpoint, p256dh, auth, locale, team_ids)
       select e, k, a, l, array[t] from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) as u(e, k, a, l, t)`,
      [
        indexes.map((i) => `${base}/push/${i}`),
        indexes.map((i) => browsers[i % browsers.length].publicKey.toString('base64url')),
        indexes.map((i) => browsers[i % browsers.length].auth.toString('base64url')),
        indexes.map((i) => (i % 2 ? 'en' : 'cs')),
        indexes.map((i) => teamIds[i % teamIds.length]),
      ],
    );
  }
}

export async function measurePushNotify(target: PushNotifyTarget, seconds: number): Promise<PushNotifyFigure[]> {
  const browsers: Browser[] = Array.from({ length: KEY_PAIRS }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
  });
  const finishedAt = new Map<number, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let unreadable = 0;
  /** When the last notice of each match arrived: how long one finish takes to reach all its followers. */
  const lastOfMatch = new Map<number, number>();
  const service = await startPushService(browsers, (index, body) => {
    const at = performance.now();
    try {
      const browser = service.browserOf(index);
      const notice = JSON.parse(decryptAes128gcm(body, browser.privateKey, browser.publicKey, browser.auth)) as {
        url: string;
      };
      const matchId = Number(/\/match\/(\d+)$/.exec(notice.url)?.[1]);
      const key = `${index}:${matchId}`;
      if (seen.has(key)) duplicates++;
      seen.add(key);
      const finished = finishedAt.get(matchId);
      if (finished !== undefined) latencies.push(at - finished);
      lastOfMatch.set(matchId, at);
    } catch {
      unreadable++;
    }
  });
  const db = new pg.Client({ connectionString: target.databaseUrl });
  await db.connect();
  let session: Session;
  let matches: Awaited<ReturnType<typeof finalsHour>>;
  const finishAnswersMs: number[] = [];
  try {
    matches = await finalsHour(db);
    const teamIds = matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]);
    await insertSubscriptions(db, service.base, browsers, teamIds);
    session = await signIn(target.baseUrl, 'superadmin@example.com', 'handball2025');
    const waiting = (await db.query<{ id: number }>(`select id from match_stages where code = 'waiting_for_approval'`))
      .rows[0].id;
    const startMb = await settledRssMb(target);
    console.log(
      `  ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions on ${teamIds.length} teams; ${matches.length} matches finish over ${seconds} s…`,
    );
    const started = performance.now();
    const gap = (seconds * 1000) / matches.length;
    await Promise.all(
      matches.map(async (match, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + i * gap - performance.now())));
        const at = performance.now();
        finishedAt.set(match.id, at);
        const res = await request(target.baseUrl, 'POST', `/api/v1/competition/match/${match.id}/stage/${waiting}`, {
          body: {},
          session,
        });
        finishAnswersMs.push(performance.now() - at);
        if (res.status !== 200) throw new Error(`finishing match ${match.id}: ${res.status} ${res.body}`);
      }),
    );
    const expected = SUBSCRIPTIONS;
    const deadline = performance.now() + TARGET_MS + 30_000;
    while (seen.size < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A late duplicate would show in the next seconds.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const endMb = await settledRssMb(target);
    const { peak } = rssMb(target.pid);
    const { rows: states } = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from push_deliveries group by status order by status`,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const max = sorted.at(-1) ?? Number.NaN;
    const answers = [...finishAnswersMs].sort((a, b) => a - b);
    const growth = endMb - startMb;
    const spreads = matches
      .map((m) => (lastOfMatch.get(m.id) ?? Number.NaN) - (finishedAt.get(m.id) ?? Number.NaN))
      .sort((a, b) => a - b);
    const perMatch = SUBSCRIPTIONS / matches.length;
    return [
      {
        name: `push-notify: final scores handed to the push service (${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions, ${matches.length} finishes in ${seconds} s)`,
        value: `${fmt(seen.size, 0)} of ${fmt(expected, 0)}`,
        target: `${fmt(expected, 0)}`,
        ok: seen.size === expected,
      },
      {
        name: '  duplicates (a subscription told of a match twice)',
        value: fmt(duplicates, 0),
        target: '0',
        ok: duplicates === 0,
      },
      {
        name: '  messages the push service could not decrypt',
        value: fmt(unreadable, 0),
        target: '0',
        ok: unreadable === 0,
      },
      {
        name: '  finish to arrival: p50 / p95',
        value: `${fmt(percentile(sorted, 50) / 1000, 2)} / ${fmt(percentile(sorted, 95) / 1000, 2)} s`,
      },
      { name: '  finish to arrival: max', value: `${fmt(max / 1000, 2)} s`, target: '<= 60 s', ok: max <= TARGET_MS },
      {
        name: `  a finish's ${fmt(perMatch, 0)} notices all handed over after (median / max of the matches)`,
        value: `${fmt(percentile(spreads, 50) / 1000, 2)} / ${fmt((spreads.at(-1) ?? Number.NaN) / 1000, 2)} s`,
      },
      {
        name: '  handed over per second, from the first finish to the last arrival',
        value: `${fmt(seen.size / ((Math.max(...lastOfMatch.values()) - started) / 1000), 0)} notices/s`,
      },
      {
        name: '  reporter finish answered, p50 / max (it queues 1,000 notices)',
        value: `${fmt(percentile(answers, 50), 0)} / ${fmt(answers.at(-1) ?? Number.NaN, 0)} ms`,
      },
      { name: '  outbox rows by state', value: states.map((s) => `${s.status} ${fmt(s.n, 0)}`).join(', ') },
      {
        name: '  server RSS after GC: before the first finish → at the end (peak since start, the demo seed included)',
        value: `${fmt(startMb, 0)} → ${fmt(endMb, 0)} MB (${fmt(peak, 0)} MB)`,
        target: 'growth <= 10 %',
        ok: growth <= startMb * 0.1,
      },
    ];
  } finally {
    await db.end();
    await service.close();
  }
}
