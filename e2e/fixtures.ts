import { test as base, expect, type Page } from '@playwright/test';

export type Fixtures = {
  /**
   * Console errors matching one of these are tolerated, e.g. a 401 a test provokes on purpose:
   * `test.use({ ignoredConsoleErrors: [/status of 401/] })`. Matched against
   * `console error: <text> (<source url>:<line>) on <page url>`.
   */
  ignoredConsoleErrors: RegExp[];
};

/**
 * `test` for every spec: the test fails when any page of its browser context logs a console error
 * or throws an uncaught exception, so specs check that for free.
 */
export const test = base.extend<Fixtures>({
  ignoredConsoleErrors: [[], { option: true }],

  page: async ({ page, ignoredConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    const watch = (target: Page) => {
      target.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Only a test that switches the network off provokes this (axe's offline-banner check, the
        // offline specs): an image still loading at that moment fails; a missing file answers 404.
        if (message.text().startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED')) return;
        const { url, lineNumber } = message.location();
        const problem = `console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''} on ${target.url()}`;
        if (ignoredConsoleErrors.some((pattern) => pattern.test(problem))) return;
        problems.push(problem);
      });
      target.on('pageerror', (error) => {
        problems.push(`uncaught exception: ${error.stack ?? error.message} on ${target.url()}`);
      });
    };
    watch(page);
    page.context().on('page', watch);

    await use(page);

    if (problems.length > 0) {
      await testInfo.attach('browser-errors.txt', { body: problems.join('\n\n'), contentType: 'text/plain' });
    }
    expect(problems, 'console errors and uncaught exceptions in the browser').toEqual([]);
  },
});

/**
 * Declares flows in turns over `locales`, inside the describe of `locale`: the first flow in the first
 * language, the next in the second, and so on, so each flow runs once and each language walks a share.
 */
export function flowsInTurns(locale: string, locales: readonly string[]) {
  let turn = 0;
  return (title: string, body: Parameters<typeof test>[2]) => {
    if (locales[turn++ % locales.length] === locale) test(title, body);
  };
}

export { expect };
