import { defineConfig } from '@playwright/test';
import { baseUrl } from './server';

const ci = Boolean(process.env.CI);

/**
 * End-to-end tests against the real built server (`apps/server/dist/main.js`) on a fresh embedded
 * database seeded with the demo tournament. Nothing is built here: `npm run test:e2e` builds first.
 * The global setup starts the server (and, in the background, the before-draw demo for
 * competition-builder.spec.ts) and returns the teardown that stops them and removes their data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  forbidOnly: ci,
  // One worker: on two cores a second browser next to the server made the suite no faster (8–10 min
  // against 7.6 min) and starved the timing-sensitive offline scenario. Not measured again since:
  // on the shared machine of the last attempt (load about 30 on 2 cores) no timing was meaningful.
  workers: 1,
  retries: ci ? 1 : 0,
  // Beside the list, each spec file's time at the end (spec-times.ts).
  reporter: [['list'], ['./spec-times.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: baseUrl,
    browserName: 'chromium',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
    // A new context per test would install the service worker every time and send every request
    // through it; only the reporter's offline specs need it, and they allow it (reporter.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
