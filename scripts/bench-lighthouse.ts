// What a phone feels: Lighthouse's mobile preset (simulated slow 4G and 4x CPU slowdown) on the public
// results, a category, a match and the reporter's screen (signed in), a few runs each, medians kept.
// Lighthouse drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), started here in headless
// mode with the same flags as the other Chromium measurements; the server runs on the same cores.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { signIn } from './bench-push';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export type LighthousePage = { name: string; path: string; cookie?: string; minPerformance: number };

export type LighthouseMedians = {
  page: LighthousePage;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Audits that failed in the last run, by category, for the figures that missed a target. */
  failing: { accessibility: string[]; bestPractices: string[] };
};

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Chromium = { child: ChildProcess; port: number; profile: string };

/** Chromium with a DevTools port for Lighthouse, on a fresh profile. */
async function startChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'tms-lighthouse-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return { child, port, profile };
}

function stopChromium(chromium: Chromium): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      // Chromium's helper processes may still write for a moment after the browser exits.
      try {
        rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // A leftover profile in the temporary directory is harmless.
      }
      resolve();
    };
    if (chromium.child.exitCode !== null) return done();
    chromium.child.once('exit', done);
    chromium.child.kill('SIGTERM');
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const failingAudits = (lhr: Lhr, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);

/** The pages measured: the results, a category's page and a match's page, and the reporter's screen signed in. */
export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const get = async (url: string) => (await fetch(`${baseUrl}${url}`)).json();
  const [statics, live] = await Promise.all([get('/api/v1/competition/static'), get('/api/v1/competition/live')]);
  const category = (statics.teamCategories as { code: string; isActive: boolean }[]).find((c) => c.isActive);
  // The live bundle names a match `i` (live-bundle.ts).
  const match = (live.matches as { i: number }[])[0];
  if (!category || !match) throw new Error('the demo has no category or match');
  const reporter = await signIn(baseUrl, 'reporter@example.com', 'handball2025');
  return [
    { name: 'results', path: '/cs/results', minPerformance: 90 },
    { name: 'category', path: `/cs/results/team-category/${category.code}`, minPerformance: 90 },
    { name: 'match', path: `/cs/results/match/${match.i}`, minPerformance: 90 },
    { name: 'reporter (signed in)', path: '/cs/reporter', cookie: reporter.cookie, minPerformance: 80 },
  ];
}

export async function measureLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<LighthouseMedians[]> {
  const chromium = await startChromium();
  try {
    const measured: LighthouseMedians[] = [];
    for (const page of pages) {
      const runs: Lhr[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
        process.stdout.write(`  ${page.name} (${page.path}), run ${run} of ${LIGHTHOUSE_RUNS} … `);
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The session of a signed-in user; the storage reset between runs would clear a cookie.
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
          // The page load only: the worker registers after the load event, and on the reporter's screen its
          // taking over (caching every loaded file for offline use) leaves Lighthouse without a
          // navigation start in the trace (NO_NAVSTART). The `visit` part measures the worker.
          blockedUrlPatterns: ['*/sw.js'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
        console.log(`performance ${Math.round((result.lhr.categories.performance.score ?? 0) * 100)}`);
      }
      const score = (category: string) => median(runs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100));
      const audit = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
      const last = runs[runs.length - 1];
      measured.push({
        page,
        runs: runs.length,
        performance: score('performance'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        failing: {
          accessibility: failingAudits(last, 'accessibility'),
          bestPractices: failingAudits(last, 'best-practices'),
        },
      });
    }
    return measured;
  } finally {
    await stopChromium(chromium);
  }
}
