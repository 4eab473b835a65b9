// Printed documents on the seeded demo (the `print` part): one match sheet (median of several), and
// every match sheet of the busiest day as one streamed PDF: total time, time to the first byte and the
// server's memory growth while it streams (sampled resident memory against the value before).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { collectGarbage, inspectorEval, request, type Session, signIn } from './bench-push';

export type PrintFigure = { name: string; value: string; target?: string; ok?: boolean };
type Target = { baseUrl: string; pid: number; inspector?: string };

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
};

type Download = { status: number; bytes: number; firstByteMs: number; totalMs: number; peakRssMb: number };

/** Downloads a PDF, timing the first body byte and the end, sampling the server's memory meanwhile. */
function download(baseUrl: string, path: string, session: Session, pid?: number): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    let bytes = 0;
    let peakRssMb = pid ? rssMb(pid) : 0;
    const sampler = pid
      ? setInterval(() => {
          peakRssMb = Math.max(peakRssMb, rssMb(pid));
        }, 20)
      : undefined;
    const req = http.get(`${baseUrl}${path}`, { headers: { cookie: session.cookie } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ status: res.statusCode ?? 0, bytes, firstByteMs, totalMs: performance.now() - started, peakRssMb });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
  });
}

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
const MEMORY = 'JSON.stringify(process.memoryUsage())';

/** The server's memory parts in MB (the V8 heap, and outside it the buffers and the embedded database). */
async function serverMemory(inspector: string): Promise<Memory> {
  const m = JSON.parse(await inspectorEval(inspector, MEMORY)) as Memory;
  const mb = (n: number) => n / 1024 / 1024;
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
}
const parts = (m: Memory) =>
  `RSS ${fmt(m.rss, 0)}, V8 heap ${fmt(m.heapUsed, 0)}, external ${fmt(m.external, 0)} (array buffers ${fmt(m.arrayBuffers, 0)}) MB`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const fmt = (n: number, digits = 1) => n.toFixed(digits);

export async function measurePrint(target: Target, runs = 15): Promise<PrintFigure[]> {
  const session = await signIn(target.baseUrl, 'admin@example.com', 'handball2025');
  const live = JSON.parse((await request(target.baseUrl, 'GET', '/api/v1/competition/live', { session })).body) as {
    days: string[];
    matches: { i: number; d: number }[];
  };
  const perDay = live.days.map((_, index) => live.matches.filter((m) => m.d === index));
  const busiest = perDay.reduce((best, matches, index) => (matches.length > perDay[best].length ? index : best), 0);
  const day = live.days[busiest];
  const matches = perDay[busiest];
  if (matches.length === 0) throw new Error('the demo has no matches');

  // One sheet: a few to warm up, then the median of `runs` different matches.
  const sample = Array.from({ length: runs + 3 }, (_, i) => matches[(i * 37) % matches.length].i);
  const times: number[] = [];
  for (const [i, matchId] of sample.entries()) {
    const res = await download(target.baseUrl, `/api/v1/print/matches/${matchId}/sheet`, session);
    if (res.status !== 200) throw new Error(`match sheet ${matchId}: ${res.status}`);
    if (i >= 3) times.push(res.totalMs);
  }
  const oneSheet = median(times);
  // The same matches' JSON detail under the same load: how busy the machine was, beside the sheet.
  const detailTimes: number[] = [];
  for (const matchId of sample.slice(3)) {
    const res = await download(target.baseUrl, `/api/v1/competition/competition-match/${matchId}`, session);
    if (res.status !== 200) throw new Error(`match detail ${matchId}: ${res.status}`);
    detailTimes.push(res.totalMs);
  }

  // The whole day, streamed.
  if (target.inspector) {
    await collectGarbage(target.inspector);
    await collectGarbage(target.inspector);
  }
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb(target.pid);
  const partsBefore = target.inspector ? await serverMemory(target.inspector) : undefined;
  const all = await download(target.baseUrl, `/api/v1/print/sheets?day=${day}`, session, target.pid);
  if (all.status !== 200) throw new Error(`the day's sheets: ${all.status}`);
  const growth = all.peakRssMb - before;
  // Garbage not yet collected, or kept? The same parts right after the stream and after a full collection.
  const kept: PrintFigure[] = [];
  if (target.inspector) {
    const beforeParts = await serverMemory(target.inspector);
    await collectGarbage(target.inspector);
    await collectGarbage(target.inspector);
    await new Promise((r) => setTimeout(r, 500));
    const afterParts = await serverMemory(target.inspector);
    kept.push(
      { name: '  server memory before the stream (after a full collection)', value: parts(partsBefore ?? afterParts) },
      { name: '  server memory right after the stream', value: parts(beforeParts) },
      { name: '  … and after a full garbage collection', value: parts(afterParts) },
      { name: '  RSS kept after the stream (vs before it)', value: `${fmt(afterParts.rss - before)} MB` },
    );
  }
  return [
    {
      name: `one match sheet (median of ${runs})`,
      value: `${fmt(oneSheet, 0)} ms`,
      target: '< 150 ms',
      ok: oneSheet < 150,
    },
    { name: '  the same matches as JSON detail (reference)', value: `${fmt(median(detailTimes), 0)} ms` },
    {
      name: `all match sheets of ${day} (${matches.length} matches, ${fmt(all.bytes / 1024 / 1024)} MB)`,
      value: `${fmt(all.totalMs / 1000)} s`,
      target: '<= 20 s',
      ok: all.totalMs <= 20_000,
    },
    {
      name: '  time to the first byte',
      value: `${fmt(all.firstByteMs, 0)} ms`,
      target: '< 1 s',
      ok: all.firstByteMs < 1000,
    },
    {
      name: '  server memory growth while streaming',
      value: `${fmt(growth)} MB`,
      target: '< 100 MB',
      ok: growth < 100,
    },
    ...kept,
  ];
}
