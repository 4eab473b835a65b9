// The JavaScript a first visit to a page loads, measured in Debian's Chromium: every script
// response is counted once, at its gzip size (what a phone on mobile data downloads).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export type BundleFigures = { files: number; rawBytes: number; gzipBytes: number };

export async function firstVisitJs(baseUrl: string, path = '/results'): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // A fresh context: empty HTTP cache, no service worker yet.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js')) {
        if (!scripts.has(response.url())) scripts.set(response.url(), response.body());
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts.values());
    await context.close();
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}
