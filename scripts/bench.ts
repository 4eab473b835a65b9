// `npm run bench`: builds, then measures the built server on a fresh embedded database seeded with the
// demo tournament. Prints one table of load measurements and one of figures with their targets.
// Always exits 0 when the measurements ran; a missed target says "target missed".
//
// Later issues add rows to `loadCases` (a request to put under load) and to `figures` (a named value,
// optionally with a target).
//
// Parts (README "Bench"): `npm run bench` runs all; `npm run bench -- live scale` only those named.
// Environment: BENCH_DURATION (seconds per case, default 10), BENCH_WARMUP (seconds, default 2),
// BENCH_CONNECTIONS (default 50), BENCH_PUSH_STREAMS (default 1000,5000,10000), BENCH_PUSH_EVENTS
// (default 20), BENCH_DATABASE_URL (the scratch database of the scale, write and push-notify parts,
// created and dropped), BENCH_WRITE_REPORTERS (default 41), BENCH_WRITE_SECONDS (default 15),
// BENCH_PUSH_NOTIFY_SECONDS (the finals hour compressed, default 120); the rehearsal part takes the
// REHEARSAL_* variables of scripts/rehearsal.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { firstVisit as measureFirstVisit, type TransferFigures } from './bench-bundle';
import { measureAccommodation } from './bench-accommodation';
import { measureClub } from './bench-club';
import { LIGHTHOUSE_RUNS, lighthousePages, measureLighthouse } from './bench-lighthouse';
import { measureScreen } from './bench-screen';
import { measureLiveParse } from './bench-live';
import { measurePrint } from './bench-print';
import { measurePush, type PushFigures, request, signIn } from './bench-push';
import { measurePushNotify } from './bench-push-notify';
import { measureReconnect } from './bench-reconnect';
import { measureReferees } from './bench-referees';
import { measureRollover } from './bench-rollover';
import { measureSchedule } from './bench-schedule';
import { measureReporterWrite } from './bench-write';
import { measureConcurrentWrites, type WriteMode, type WriteTarget } from './bench-write-load';
import { runRehearsal, settingsFromEnv } from './rehearsal';
import { printRehearsal } from './rehearsal-figures';

// ---------------------------------------------------------------------------------------------
// autocannon ships no types; this is the part of its programmatic API used here.

type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  warmup?: { connections: number; duration: number };
};
type Histogram = { average: number; p50: number; p99: number; total: number };
type AutocannonResult = {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

// ---------------------------------------------------------------------------------------------
// Settings

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webDist = path.join(root, 'apps/web/dist');
const referenceName = 'bench-reference.bin';
const referenceFile = path.join(webDist, referenceName);

const durationS = Number(process.env.BENCH_DURATION ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const startTimeoutMs = 180_000;
const host = '127.0.0.1';

const LIVE = '/api/v1/competition/live';
const STATIC = '/api/v1/competition/static';
const gzipOnly = { 'accept-encoding': 'gzip' };

// ---------------------------------------------------------------------------------------------
// Server process

/** `inspector`: the server's DevTools address, through which the push bench forces a GC before reading memory. */
type Server = { child: ChildProcess; baseUrl: string; readyInMs: number; output: string[]; inspector?: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function startServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const started = performance.now();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      HOST: host,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // Request logging at info level would measure the logger.
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  child.once('exit', () => running.delete(child));

  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`server exited before it was healthy:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const inspector = /Debugger listening on (ws:\/\/\S+)/.exec(output.join(''))?.[1];
        return { child, baseUrl, readyInMs: performance.now() - started, output, inspector };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${startTimeoutMs / 1000} s:\n${output.join('')}`);
}

const running = new Set<ChildProcess>();

function stopServer(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (Linux), current and peak. */
function memoryMb(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Plain requests (node:http does not decode bodies, so sizes are the bytes on the wire)

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

type Sizes = { identity: number; gzip: number; br: number; etag: string };

async function payloadSizes(url: string): Promise<Sizes> {
  const [identity, gzip, br] = await Promise.all(
    [{}, gzipOnly, { 'accept-encoding': 'br' }].map((headers) => rawGet(url, headers)),
  );
  for (const [name, response] of Object.entries({ identity, gzip, br })) {
    if (response.status !== 200) throw new Error(`${url} (${name}) answered ${response.status}`);
  }
  if (gzip.headers['content-encoding'] !== 'gzip') console.warn(`warning: ${url} did not answer gzip-encoded`);
  if (br.headers['content-encoding'] !== 'br') console.warn(`warning: ${url} did not answer br-encoded`);
  return {
    identity: identity.body.length,
    gzip: gzip.body.length,
    br: br.body.length,
    etag: String(identity.headers.etag ?? ''),
  };
}

// ---------------------------------------------------------------------------------------------
// Load cases: each is one autocannon run against the running server.

type LoadCase = { name: string; path: string; headers: Record<string, string>; expectStatus: number };
type LoadResult = LoadCase & {
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  bytesPerRequest: number;
  total: number;
  unexpected: number;
  errors: number;
};

async function measure(baseUrl: string, load: LoadCase): Promise<LoadResult> {
  process.stdout.write(`  ${load.name} … `);
  const result = await autocannon({
    url: `${baseUrl}${load.path}`,
    connections,
    duration: durationS,
    headers: load.headers,
    warmup: warmupS > 0 ? { connections, duration: warmupS } : undefined,
  });
  const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  const expected = result.statusCodeStats[String(load.expectStatus)]?.count ?? 0;
  const measured: LoadResult = {
    ...load,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    bytesPerRequest: total > 0 ? result.throughput.total / total : 0,
    total,
    unexpected: total - expected,
    errors: result.errors + result.timeouts,
  };
  console.log(`${fmt(measured.requestsPerSecond, 0)} req/s`);
  return measured;
}

// ---------------------------------------------------------------------------------------------
// Figures: named values, some with a target.

type Figure = { name: string; value: string; target?: string; ok?: boolean };

const fmt = (value: number, digits = 1) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const bytes = (value: number) => `${fmt(value, 0)} B (${fmt(value / 1024)} KB)`;
const bodies = (figures: TransferFigures) => figures.wireBytes - figures.headerBytes;
/** "12 files: br 11, none 1" */
const transferred = (figures: TransferFigures) =>
  `${figures.files} files: ${Object.entries(figures.encodings)
    .map(([encoding, count]) => `${encoding} ${count}`)
    .join(', ')}`;

function table(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const parts = selectParts(process.argv.slice(2));
  if (!parts) return 1;
  for (const required of [serverEntry, path.join(webDist, 'index.html')]) {
    if (!existsSync(required)) {
      console.error(`${required} is missing: run \`npm run build\` first (\`npm run bench\` does).`);
      return 1;
    }
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tms-bench-'));
  let server: Server | undefined;
  const figures: Figure[] = [];
  const results: LoadResult[] = [];
  try {
    const port = await freePort();
    console.log(`Parts: ${[...parts].join(', ')}`);
    console.log(`Server: ${serverEntry} on port ${port}, data in ${dataDir}`);
    console.log(
      `Machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}; the servers and every bench client run on this same machine\n`,
    );

    // 1. Empty database to serving (migrations + demo seed + listen).
    console.log('Starting on an empty database (migrate + seed the demo)…');
    server = await startServer(port, dataDir);
    const coldStartMs = server.readyInMs;
    const live = await payloadSizes(`${server.baseUrl}${LIVE}`);
    const staticSizes = await payloadSizes(`${server.baseUrl}${STATIC}`);
    await stopServer(server.child);
    server = undefined;
    figures.push(
      {
        name: 'live payload raw',
        value: bytes(live.identity),
        target: '<= 550 KB',
        ok: live.identity <= 550 * 1024,
      },
      { name: 'live payload gzip', value: bytes(live.gzip) },
      { name: 'live payload brotli', value: bytes(live.br) },
      { name: 'static payload raw', value: bytes(staticSizes.identity) },
      { name: 'static payload gzip', value: bytes(staticSizes.gzip) },
      { name: 'static payload brotli', value: bytes(staticSizes.br) },
      { name: 'empty database to serving', value: `${fmt(coldStartMs / 1000)} s` },
    );
    if (parts.has('schedule')) {
      console.log('Drawing and scheduling every category of the demo with the competition builder…');
      figures.push(...(await measureSchedule(dataDir)));
    }
    if (parts.has('referees')) {
      console.log('Proposing halls per day and assigning referees to every match of the demo…');
      figures.push(...(await measureReferees(dataDir)));
    }
    if (parts.has('rollover')) {
      console.log('Rolling the demo edition over into the next year (undone afterwards)…');
      figures.push(...(await measureRollover(dataDir)));
    }
    if (parts.has('accommodation')) {
      console.log('Proposing accommodation for every approved team, extra person and referee of the demo…');
      figures.push(...(await measureAccommodation(dataDir)));
    }

    if (
      ['http', 'live', 'visit', 'print', 'lighthouse', 'screen', 'editions'].some((part) => parts.has(part as Part))
    ) {
      // 2. The reference: a static file as large as the gzipped live body, served by the same server's
      //    static-file plugin (it registers the files present at start, hence the restart). Random
      //    bytes, so nothing on the way could compress it.
      writeFileSync(referenceFile, randomBytes(live.gzip));
      console.log('Restarting on the seeded database…');
      server = await startServer(port, dataDir);
      figures.push({ name: 'seeded database to serving', value: `${fmt(server.readyInMs / 1000)} s` });
      if (parts.has('http')) await httpPart(server, live, figures, results);
      if (parts.has('live')) await livePart(server, figures);
      if (parts.has('visit')) figures.push(...(await visitFigures(server.baseUrl)));
      if (parts.has('lighthouse')) figures.push(...(await lighthouseFigures(server.baseUrl)));
      if (parts.has('screen')) {
        const seconds = Number(process.env.SCREEN_SOAK_SECONDS) || 600;
        console.log(`Hall screen soak: two hours of match flow in ${seconds} s, the server restarted halfway…`);
        const restart = async () => {
          if (server) await stopServer(server.child);
          server = await startServer(port, dataDir);
        };
        figures.push(...(await measureScreen({ baseUrl: server.baseUrl, restart, seconds })));
      }
      if (parts.has('print')) {
        console.log('Printing match sheets: one at a time, then every sheet of the busiest day as one stream…');
        const pid = server.child.pid ?? 0;
        figures.push(...(await measurePrint({ baseUrl: server.baseUrl, pid, inspector: server.inspector })));
      }
      if (parts.has('editions')) await editionsPart(server, live, figures, results);
      const memory = memoryMb(server.child.pid);
      figures.push(
        { name: 'server RSS at the end', value: memory ? `${fmt(memory.rss, 0)} MB` : 'n/a' },
        { name: 'server peak RSS', value: memory ? `${fmt(memory.peak, 0)} MB` : 'n/a' },
      );
      await stopServer(server.child);
      server = undefined;
    }
    if (parts.has('scale')) await scalePart(figures);
    if (parts.has('write')) await writePart(figures);
    if (parts.has('push-notify')) await pushNotifyPart(figures);
    if (parts.has('rehearsal')) await rehearsalPart(figures);

    if (results.length > 0) {
      console.log(`\nLoad (${connections} connections, ${durationS} s each)\n`);
      console.log(
        table(
          ['case', 'path', 'status', 'req/s', 'p99 ms', 'avg ms', 'KB/resp', 'unexpected', 'errors'],
          results.map((r) => [
            r.name,
            r.path,
            String(r.expectStatus),
            fmt(r.requestsPerSecond, 0),
            fmt(r.p99Ms, 0),
            fmt(r.averageMs),
            fmt(r.bytesPerRequest / 1024),
            fmt(r.unexpected, 0),
            fmt(r.errors, 0),
          ]),
          [false, false, true, true, true, true, true, true, true],
        ),
      );
    }
    console.log(
      `\nFigures (servers and bench clients share this ${os.cpus().length}-CPU machine; load average at the end ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')})\n`,
    );
    console.log(
      table(
        ['figure', 'value', 'target', 'result'],
        figures.map((f) => [f.name, f.value, f.target ?? '', f.ok === undefined ? '' : f.ok ? 'ok' : 'target missed']),
        [false, true, false, false],
      ),
    );

    const invalid = results.filter((r) => r.unexpected > 0 || r.errors > 0 || r.total === 0);
    for (const r of invalid) {
      console.log(`\nwarning: "${r.name}" had ${r.unexpected} unexpected statuses and ${r.errors} errors/timeouts`);
    }
    const missed = figures.filter((f) => f.ok === false);
    console.log(missed.length === 0 ? '\nAll targets met.' : `\n${missed.length} target(s) missed.`);
    return 0;
  } finally {
    if (server) await stopServer(server.child);
    for (const child of running) await stopServer(child);
    cleanUpFiles();
  }
}

// ---------------------------------------------------------------------------------------------
// Parts: `npm run bench` runs all; `npm run bench -- live scale` only those named.

const PARTS = [
  'http',
  'live',
  'visit',
  'lighthouse',
  'screen',
  'schedule',
  'print',
  'referees',
  'accommodation',
  'scale',
  'write',
  'rollover',
  'editions',
  'push-notify',
  'rehearsal',
] as const;
type Part = (typeof PARTS)[number];

function selectParts(args: string[]): Set<Part> | null {
  const named = args.filter((arg) => !arg.startsWith('-'));
  const unknown = named.filter((arg) => !(PARTS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    console.error(`unknown bench part(s): ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
    return null;
  }
  return new Set(named.length > 0 ? (named as Part[]) : PARTS);
}

/** JavaScript a first visit to /results may move over the wire (bodies, brotli). */
const FIRST_VISIT_JS_KB = 200;

/**
 * Lighthouse's mobile preset on the public pages and the reporter's screen (scripts/bench-lighthouse.ts),
 * medians of a few runs, beside the first visit's JavaScript on the wire.
 */
async function lighthouseFigures(baseUrl: string): Promise<Figure[]> {
  console.log('First visit to /results in Chromium…');
  const visit = await measureFirstVisit(baseUrl, '/results');
  console.log(
    `Lighthouse ${LIGHTHOUSE_RUNS}x per page, mobile preset (simulated slow 4G, 4x CPU slowdown); the server and Chromium share this machine's ${os.cpus().length} cores…`,
  );
  const measured = await measureLighthouse(baseUrl, await lighthousePages(baseUrl));
  const figures: Figure[] = [
    {
      name: `first visit to /results: JS on the wire, bodies (${transferred(visit.js)})`,
      value: bytes(bodies(visit.js)),
      target: `<= ${FIRST_VISIT_JS_KB} KB`,
      ok: bodies(visit.js) <= FIRST_VISIT_JS_KB * 1024,
    },
  ];
  for (const m of measured) {
    const label = `Lighthouse ${m.page.name} (${m.page.path}, median of ${m.runs})`;
    figures.push(
      {
        name: `${label}: performance`,
        value: fmt(m.performance, 0),
        target: `>= ${m.page.minPerformance}`,
        ok: m.performance >= m.page.minPerformance,
      },
      { name: `${label}: LCP`, value: `${fmt(m.lcpMs, 0)} ms` },
      { name: `${label}: TBT`, value: `${fmt(m.tbtMs, 0)} ms`, target: '<= 200 ms', ok: m.tbtMs <= 200 },
      { name: `${label}: CLS`, value: fmt(m.cls, 3), target: '<= 0.05', ok: m.cls <= 0.05 },
      {
        name: `${label}: accessibility${m.failing.accessibility.length ? ` (failing: ${m.failing.accessibility.join(', ')})` : ''}`,
        value: fmt(m.accessibility, 0),
        target: '100',
        ok: m.accessibility >= 100,
      },
      {
        name: `${label}: best practices${m.failing.bestPractices.length ? ` (failing: ${m.failing.bestPractices.join(', ')})` : ''}`,
        value: fmt(m.bestPractices, 0),
        target: '>= 95',
        ok: m.bestPractices >= 95,
      },
    );
  }
  figures.push({
    name: `Lighthouse: the server and Chromium shared this machine's ${os.cpus().length} cores`,
    value: `load average ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' ')}`,
  });
  return figures;
}

/**
 * What a spectator's first visit downloads once the service worker has installed and taken over, and
 * how long a reporter coming back online waits for 30 queued events.
 */
async function visitFigures(baseUrl: string): Promise<Figure[]> {
  console.log('First visit to /results in Chromium, with the service worker…');
  const visit = await measureFirstVisit(baseUrl, '/results', { serviceWorker: true });
  console.log('A reporter coming back online with 30 queued events…');
  const reconnect = await measureReconnect(baseUrl, 30);
  const total = visit.all.wireBytes + visit.worker.wireBytes;
  return [
    {
      name: `first visit to /results with the service worker: page and worker (${visit.all.files} + ${visit.worker.files} responses)`,
      value: bytes(total),
      target: '< 600 KB',
      ok: total < 600 * 1024,
    },
    { name: '  of which the service worker (its script, precache and fetches)', value: bytes(visit.worker.wireBytes) },
    {
      name: '  of which bodies, without HTTP/1.1 headers',
      value: bytes(total - visit.all.headerBytes - visit.worker.headerBytes),
    },
    {
      name: `reporter back online: upload of ${reconnect.events} queued events`,
      value: `${fmt(reconnect.uploadSeconds, 2)} s, ${reconnect.requests} request(s)`,
      target: '< 3 s',
      ok: reconnect.uploadSeconds < 3,
    },
  ];
}

/** Throughput of the cached bodies against a static file, the club zone, a first visit, a reporter write. */
/**
 * A past edition's bundles: the demo edition is rolled into 2026 and 2026 opened, so 2025 becomes a
 * past year; its live bundle (`?edition=2025`) is then loaded like the current one, against the
 * reference static file. 2025 is made current again afterwards.
 */
async function editionsPart(server: Server, live: Sizes, figures: Figure[], results: LoadResult[]) {
  console.log('A past edition: rolling 2025 into 2026, opening 2026, loading 2025 by its year…');
  const session = await signIn(server.baseUrl, 'superadmin@example.com', 'handball2025');
  const next = { year: 2026, name: 'Prague Handball Cup 2026', startsOn: '2026-04-17', endsOn: '2026-04-20' };
  const created = await request(server.baseUrl, 'POST', '/api/v1/admin/editions', { body: next, session });
  if (created.status !== 201 && created.status !== 409) throw new Error(`rollover failed: ${created.status}`);
  const open = (year: number) =>
    request(server.baseUrl, 'POST', `/api/v1/admin/editions/${year}/current`, { body: {}, session });
  const opened = await open(2026);
  if (opened.status !== 200) throw new Error(`opening 2026 failed: ${opened.status} ${opened.body}`);
  try {
    const past = await payloadSizes(`${server.baseUrl}${LIVE}?edition=2025`);
    const pastResult = await measure(server.baseUrl, {
      name: 'past edition live (gzip)',
      path: `${LIVE}?edition=2025`,
      headers: gzipOnly,
      expectStatus: 200,
    });
    const reference = await measure(server.baseUrl, {
      name: 'reference static file (again)',
      path: `/${referenceName}`,
      headers: gzipOnly,
      expectStatus: 200,
    });
    results.push(pastResult, reference);
    const ratio = pastResult.requestsPerSecond / reference.requestsPerSecond;
    figures.push(
      {
        name: 'past edition live bundle = the 2025 bundle served while 2025 was current',
        value: `${bytes(past.gzip)} gzip`,
        target: bytes(live.gzip),
        ok: past.gzip === live.gzip,
      },
      { name: 'past edition live / reference req/s', value: fmt(ratio, 2), target: '>= 0.70', ok: ratio >= 0.7 },
    );
  } finally {
    await open(2025);
  }
}

async function httpPart(server: Server, live: Sizes, figures: Figure[], results: LoadResult[]) {
  const reference = await rawGet(`${server.baseUrl}/${referenceName}`, gzipOnly);
  if (reference.status !== 200 || reference.body.length !== live.gzip) {
    throw new Error(
      `the reference file is not served as expected (status ${reference.status}, ${reference.body.length} B)`,
    );
  }
  const current = await payloadSizes(`${server.baseUrl}${LIVE}`);
  console.log('Club zone: invoice PDF and a club admin session…');
  const club = await measureClub(server.baseUrl);
  const loadCases: LoadCase[] = [
    { name: 'live (gzip)', path: LIVE, headers: gzipOnly, expectStatus: 200 },
    { name: 'static (gzip)', path: STATIC, headers: gzipOnly, expectStatus: 200 },
    { name: 'reference static file', path: `/${referenceName}`, headers: gzipOnly, expectStatus: 200 },
    {
      name: 'live, If-None-Match (304)',
      path: LIVE,
      headers: { ...gzipOnly, 'if-none-match': current.etag },
      expectStatus: 304,
    },
    {
      name: 'club detail (club admin)',
      path: club.clubDetailPath,
      headers: { ...gzipOnly, cookie: club.cookie },
      expectStatus: 200,
    },
  ];
  console.log('Measuring…');
  for (const load of loadCases) results.push(await measure(server.baseUrl, load));
  console.log('First visit to /results in Chromium…');
  const firstVisit = await measureFirstVisit(server.baseUrl, '/results');
  console.log('A reporter write on a match with 1,000 events…');
  const write = await measureReporterWrite(server.baseUrl, 1000);

  const byName = (name: string) => results.find((result) => result.name === name);
  const liveResult = byName('live (gzip)');
  const referenceResult = byName('reference static file');
  const ratio =
    liveResult && referenceResult ? liveResult.requestsPerSecond / referenceResult.requestsPerSecond : Number.NaN;
  figures.push(
    { name: 'live / reference req/s', value: fmt(ratio, 2), target: '>= 0.70', ok: ratio >= 0.7 },
    { name: 'invoice PDF render (in process, median)', value: `${fmt(club.renderMedianMs)} ms` },
    {
      name: 'invoice PDF download (HTTP, median / max of 20)',
      value: `${fmt(club.downloadMedianMs)} / ${fmt(club.downloadMaxMs)} ms, ${bytes(club.pdfBytes)}`,
    },
    {
      name: `club detail p99, ${connections} connections`,
      value: `${fmt(byName('club detail (club admin)')?.p99Ms ?? Number.NaN, 0)} ms`,
    },
    {
      name: `first visit to /results: JS on the wire, bodies (${transferred(firstVisit.js)})`,
      value: bytes(bodies(firstVisit.js)),
      target: `<= ${FIRST_VISIT_JS_KB} KB`,
      ok: bodies(firstVisit.js) <= FIRST_VISIT_JS_KB * 1024,
    },
    { name: 'first visit to /results: JS on the wire with HTTP/1.1 headers', value: bytes(firstVisit.js.wireBytes) },
    { name: 'first visit to /results: JS decoded', value: bytes(firstVisit.js.decodedBytes) },
    {
      name: `first visit to /results: CSS on the wire, bodies (${transferred(firstVisit.css)})`,
      value: bytes(bodies(firstVisit.css)),
      target: 'compressed',
      ok: firstVisit.css.files > 0 && bodies(firstVisit.css) < firstVisit.css.decodedBytes / 3,
    },
    {
      name: 'first visit to /results: CSS on the wire with HTTP/1.1 headers',
      value: bytes(firstVisit.css.wireBytes),
    },
    { name: 'first visit to /results: CSS decoded', value: bytes(firstVisit.css.decodedBytes) },
    {
      name: `first visit to /results: everything on the wire (${firstVisit.all.files} responses)`,
      value: bytes(firstVisit.all.wireBytes),
    },
    {
      name: `reporter write answer, match with ${fmt(write.events, 0)} events`,
      value: bytes(write.answerBytes),
      target: '< 2 KB',
      ok: write.answerBytes < 2 * 1024,
    },
    { name: 'that match’s full detail (for comparison)', value: bytes(write.detailBytes) },
    { name: `posting ${fmt(write.events, 0)} events, 8 at a time`, value: `${fmt(write.fillSeconds)} s` },
  );
}

const pushEvents = Number(process.env.BENCH_PUSH_EVENTS ?? 20);
const pushLevels = (process.env.BENCH_PUSH_STREAMS ?? '1000,5000,10000').split(',').map(Number);

function pushFigures(label: string, p: PushFigures, target?: number, cpuTarget?: number): Figure[] {
  return [
    { name: `push p50, ${label}`, value: `${fmt(p.p50Ms)} ms` },
    {
      name: `push p95, ${label}`,
      value: `${fmt(p.p95Ms)} ms`,
      ...(target ? { target: `< ${target} ms`, ok: p.p95Ms < target } : {}),
    },
    {
      name: `push max, ${label}`,
      value: `${fmt(p.maxMs)} ms (${fmt(p.samples, 0)} arrivals of ${p.events} events)`,
    },
    { name: `reporter POST answered (median), ${label}`, value: `${fmt(p.postMedianMs)} ms` },
    {
      name: `first to last arrival of an event (median / max), ${label}`,
      value: `${fmt(p.spreadMedianMs)} / ${fmt(p.spreadMaxMs)} ms`,
    },
    { name: `missed arrivals, ${label}`, value: fmt(p.missed, 0), target: '0', ok: p.missed === 0 },
    { name: `streams closed by the server, ${label}`, value: fmt(p.closed, 0) },
    ...p.bytesPerStream.map((b, i) => ({
      name: `server memory per open stream, ${label}${p.bytesPerStream.length > 1 ? `, instance ${i + 1}` : ''}`,
      value: `${fmt(b / 1024)} KB`,
      target: '<= 10 KB',
      ok: b <= 10 * 1024,
    })),
    ...p.cpuMsPerEvent.map((ms, i) => ({
      name: `server CPU per event, ${label}${p.cpuMsPerEvent.length > 1 ? `, instance ${i + 1}` : ''}`,
      value: `${fmt(ms)} ms`,
      ...(cpuTarget ? { target: `<= ${fmt(cpuTarget)} ms`, ok: ms <= cpuTarget } : {}),
    })),
  ];
}

/** The live bundle's parse time in Chromium, then push latency with many open streams. */
async function livePart(server: Server, figures: Figure[]) {
  console.log('Parsing the live bundle in Chromium with 4x CPU throttling…');
  const parse = await measureLiveParse(server.baseUrl);
  figures.push(
    {
      name: `live bundle JSON.parse, Chromium 4x throttled (median of ${parse.runs})`,
      value: `${fmt(parse.parseMedianMs)} ms (first ${fmt(parse.parseFirstMs)} ms)`,
      target: '< 50 ms',
      ok: parse.parseMedianMs < 50,
    },
    { name: 'live bundle JSON.parse + readLiveBundle, same', value: `${fmt(parse.parseAndReadMedianMs)} ms` },
    {
      name: 'same data in the full form (all fields named, defaults sent)',
      value: `${bytes(parse.fullFormBytes)}, parse ${fmt(parse.fullFormParseMedianMs)} ms`,
    },
  );
  const pid = server.child.pid ?? 0;
  for (const streams of pushLevels) {
    console.log(`Push latency with ${fmt(streams, 0)} open streams (spectators in a child process)…`);
    const target = streams === 5000 ? 100 : streams === 10000 ? 200 : undefined;
    const p = await measurePush([{ baseUrl: server.baseUrl, pid, inspector: server.inspector }], [streams], pushEvents);
    figures.push(...pushFigures(`${fmt(streams, 0)} streams`, p, target));
  }
}

const scaleUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tms_bench';

/**
 * The scratch database of `BENCH_DATABASE_URL`, created empty; `drop` removes it again. Undefined
 * (with the reason printed and put into the figures) when PostgreSQL is not usable.
 */
async function scratchDatabase(figures: Figure[], part: string) {
  const url = new URL(scaleUrl);
  const name = url.pathname.slice(1);
  const admin = new URL(scaleUrl);
  admin.pathname = '/postgres';
  const exec = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await exec(`drop database if exists ${name} with (force)`);
    await exec(`create database ${name}`);
  } catch (error) {
    console.log(`${part} skipped: PostgreSQL at ${admin.host} not usable (${(error as Error).message})`);
    figures.push({ name: `${part} on PostgreSQL`, value: 'skipped: no PostgreSQL' });
    return undefined;
  }
  return {
    url: scaleUrl,
    label: `${url.host}/${name}`,
    drop: () => exec(`drop database if exists ${name} with (force)`).catch(() => undefined),
  };
}

/** One instance with 5,000 streams against two with 5,000 each, on PostgreSQL (LISTEN/NOTIFY). */
async function scalePart(figures: Figure[]) {
  const database = await scratchDatabase(figures, 'two instances');
  if (!database) return;
  const servers: Server[] = [];
  try {
    console.log(`Two instances on PostgreSQL (${database.label})…`);
    const pgEnv = { DATABASE_URL: database.url };
    servers.push(await startServer(await freePort(), dataDir, { ...pgEnv, SEED_DEMO: 'true' }));
    servers.push(await startServer(await freePort(), dataDir, { ...pgEnv, SEED_DEMO: 'false' }));
    const targets = servers.map((s) => ({ baseUrl: s.baseUrl, pid: s.child.pid ?? 0, inspector: s.inspector }));
    console.log('Push latency, one PostgreSQL instance with 5,000 streams…');
    const one = await measurePush(targets.slice(0, 1), [5000], pushEvents);
    console.log('Push latency, two PostgreSQL instances with 5,000 streams each (posting to the first)…');
    const two = await measurePush(targets, [5000, 5000], pushEvents);
    // Linear scale-out means an instance's work depends on its own streams only, not on how many
    // instances there are. Both instances and both spectator processes share this machine's cores, so
    // two instances' latency shows the shared cores; the CPU each instance spends per event does not.
    const cpuTarget = one.cpuMsPerEvent[0] * 1.15 + 1;
    figures.push(
      ...pushFigures('PostgreSQL, 1 instance x 5,000', one),
      ...pushFigures('PostgreSQL, 2 instances x 5,000 (all on the same cores)', two, undefined, cpuTarget),
      ...two.perInstance.map((l, i) => ({
        name: `  of which instance ${i + 1}${i === 0 ? ' (posted to)' : ' (through NOTIFY)'}`,
        value: `p50 ${fmt(l.p50Ms)} / p95 ${fmt(l.p95Ms)} / max ${fmt(l.maxMs)} ms`,
      })),
    );
  } finally {
    for (const server of servers) await stopServer(server.child);
    await database.drop();
  }
}

/** Concurrent reporter writes that keep a tournament's halls and more in play. */
const WRITE_TARGET_PER_SECOND = 500;

/**
 * Concurrent reporter writes on PostgreSQL: one reporter per hall (41 by default), each posting events
 * to its own match of the busiest day back to back over keep-alive HTTP, for a fixed time: each event
 * alone, then each as the reporter screen's upload queue sends it.
 */
async function writePart(figures: Figure[]) {
  const database = await scratchDatabase(figures, 'concurrent reporter writes');
  if (!database) return;
  const reporters = Number(process.env.BENCH_WRITE_REPORTERS ?? 41);
  const seconds = Number(process.env.BENCH_WRITE_SECONDS ?? 15);
  let server: Server | undefined;
  try {
    console.log(`Concurrent reporter writes on PostgreSQL (${database.label}), ${reporters} reporters, ${seconds} s…`);
    server = await startServer(await freePort(), dataDir, { DATABASE_URL: database.url, SEED_DEMO: 'true' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let targets: WriteTarget[];
    try {
      // One match per hall on the busiest day, put in play for the measurement.
      const { rows } = await client.query<{ matchId: number; playerId: number | null; eventTypeId: number }>(`
        select distinct on (m.place_id) m.id as "matchId",
          (select p.id from competition_match_participants p
            where p.match_id = m.id and not p.is_leader order by p.id limit 1) as "playerId",
          (select t.id from competition_event_types t where t.code = 'yellow-card') as "eventTypeId"
        from competition_matches m
        where m.day = (select day from competition_matches group by day order by count(*) desc limit 1)
          and m.home_team_id is not null and m.away_team_id is not null
        order by m.place_id, m.time`);
      targets = rows.filter((row): row is WriteTarget => row.playerId !== null).slice(0, reporters);
      await client.query(
        `update competition_matches set competition_match_stage_id =
           (select id from match_stages where code = '1st_half') where id = any($1)`,
        [targets.map((target) => target.matchId)],
      );
    } finally {
      await client.end();
    }
    const session = await signIn(server.baseUrl, 'superadmin@example.com', 'handball2025');
    const modes: [WriteMode, string][] = [
      ['event', 'concurrent reporter writes on PostgreSQL'],
      ['batch', 'the same as the reporter screen sends them (a batch of one)'],
    ];
    for (const [mode, name] of modes) {
      console.log(`  ${name}…`);
      const result = await measureConcurrentWrites([server.baseUrl], session, targets, seconds, mode);
      figures.push(
        {
          name: `${name}, ${result.reporters} reporters in flight`,
          value: `${fmt(result.perSecond, 0)} events/s (${fmt(result.events, 0)} in ${fmt(result.seconds)} s)`,
          target: `>= ${WRITE_TARGET_PER_SECOND}/s`,
          ok: result.perSecond >= WRITE_TARGET_PER_SECOND && result.failures === 0,
        },
        { name: '  reporter answer', value: `p50 ${fmt(result.p50Ms)} / p95 ${fmt(result.p95Ms)} ms` },
        { name: '  answers other than 200', value: fmt(result.failures, 0), target: '0', ok: result.failures === 0 },
      );
    }
    const memory = memoryMb(server.child.pid);
    figures.push({ name: '  server RSS at the end', value: memory ? `${fmt(memory.rss, 0)} MB` : 'n/a' });
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
  }
}

/**
 * Push notices of a finals hour on PostgreSQL: 20,000 subscriptions of 40 teams, the matches finished
 * one after another, every final score at a push service in the bench within 60 s (bench-push-notify.ts).
 */
async function pushNotifyPart(figures: Figure[]) {
  const database = await scratchDatabase(figures, 'push notices of a finals hour');
  if (!database) return;
  const seconds = Number(process.env.BENCH_PUSH_NOTIFY_SECONDS ?? 120);
  let server: Server | undefined;
  try {
    console.log(`Push notices of a finals hour on PostgreSQL (${database.label}), the hour in ${seconds} s…`);
    server = await startServer(await freePort(), dataDir, {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      // The push service is this process, on this machine.
      PUSH_LOCAL_ENDPOINTS: 'true',
      VAPID_SUBJECT: 'mailto:bench@example.com',
    });
    const pid = server.child.pid ?? 0;
    const target = { baseUrl: server.baseUrl, pid, inspector: server.inspector, databaseUrl: database.url };
    figures.push(...(await measurePushNotify(target, seconds)));
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
  }
}

/** The match-day rehearsal (scripts/rehearsal.ts): its figures, and its end check as figures with target "passes". */
async function rehearsalPart(figures: Figure[]) {
  console.log('Match-day rehearsal on PostgreSQL: two instances, the busiest day replayed, one instance killed…');
  let result: Awaited<ReturnType<typeof runRehearsal>>;
  try {
    result = await runRehearsal(settingsFromEnv());
  } catch (error) {
    const message = (error as Error).message;
    const skipped = /ECONNREFUSED|connect/i.test(message);
    console.log(`rehearsal ${skipped ? 'skipped: no PostgreSQL' : `failed: ${message}`}`);
    figures.push({
      name: 'match-day rehearsal on PostgreSQL',
      value: skipped ? 'skipped: no PostgreSQL' : 'failed',
      ...(skipped ? {} : { target: 'runs', ok: false }),
    });
    return;
  }
  printRehearsal(result.figures, result.checks);
  figures.push(
    ...result.figures.map((f) => ({ ...f, name: `rehearsal: ${f.name}` })),
    ...result.checks.map((c) => ({
      name: `rehearsal check: ${c.name}`,
      value: c.ok ? 'passed' : 'failed',
      target: 'passes',
      ok: c.ok,
    })),
  );
}

let dataDir = '';

function cleanUpFiles() {
  rmSync(referenceFile, { force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// Ctrl-C: stop the server and remove what was written.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    cleanUpFiles();
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  },
);
