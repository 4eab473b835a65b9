// The live bundle a spectator's phone downloads and parses: its size, and the time Debian's Chromium
// takes to parse it (JSON.parse) and to read it into the pages' rows (the domain's readLiveBundle)
// with the CPU slowed down 4x through the DevTools protocol, as a stand-in for a mid-range phone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

export type ParseFigures = {
  /** Median / first of the runs, ms. */
  parseMedianMs: number;
  parseFirstMs: number;
  /** JSON.parse and readLiveBundle together. */
  parseAndReadMedianMs: number;
  /** The same data in the full form (every field named, nulls and zeros sent), for comparison. */
  fullFormBytes: number;
  fullFormParseMedianMs: number;
  runs: number;
};

const readerEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/domain/src/live-bundle.ts');

type Timings = { parse: number[]; parseAndRead: number[]; fullParse: number[]; fullBytes: number };

/**
 * Runs in the page, as plain JavaScript (a function passed from here would carry the TypeScript
 * loader's helpers, which the page lacks). `count` runs of each; gc() first so that no run pays
 * for the garbage of the one before; a fresh string each run, as after each download.
 */
const PAGE_TIMINGS = `async function (count) {
  const text = await (await fetch('/api/v1/competition/live')).text();
  const read = window.liveBundle.readLiveBundle;
  const full = JSON.stringify(read(JSON.parse(text)));
  function time(run, source) {
    const times = [];
    for (let i = 0; i < count; i++) {
      const body = source + ' '.repeat(i % 2);
      if (window.gc) window.gc();
      const start = performance.now();
      if (!run(body)) throw new Error('empty bundle');
      times.push(performance.now() - start);
    }
    return times;
  }
  return {
    parse: time((body) => JSON.parse(body), text),
    parseAndRead: time((body) => read(JSON.parse(body)), text),
    fullParse: time((body) => JSON.parse(body), full),
    fullBytes: full.length,
  };
}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureLiveParse(baseUrl: string, runs = 15): Promise<ParseFigures> {
  // The reader as the web app runs it, bundled for the page.
  const reader = await build({
    entryPoints: [readerEntry],
    bundle: true,
    format: 'iife',
    globalName: 'liveBundle',
    write: false,
    target: 'es2022',
  });
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // gc() between runs, so that no run pays for the garbage of the one before.
      '--js-flags=--expose-gc',
    ],
  });
  try {
    // The app's Content-Security-Policy forbids inline scripts; the bench adds the reader itself.
    const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.addScriptTag({ content: reader.outputFiles[0].text });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const timings = (await page.evaluate(`(${PAGE_TIMINGS})(${runs})`)) as Timings;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    return {
      parseMedianMs: median(timings.parse),
      parseFirstMs: timings.parse[0],
      parseAndReadMedianMs: median(timings.parseAndRead),
      fullFormBytes: timings.fullBytes,
      fullFormParseMedianMs: median(timings.fullParse),
      runs,
    };
  } finally {
    await browser.close();
  }
}
