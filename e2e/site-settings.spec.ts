import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { StaticBundle } from '@tms/domain/contract/competition';
import type { EnumsBundle, SiteSettings } from '@tms/domain/contract/enums';
import { expect, test } from './fixtures';
import { rootDir } from './server';

// Requests the tests intercept must come from the page, not from a service worker.
test.use({ serviceWorkers: 'block' });

/** The installation's settings as a server started with ANALYTICS_* or IMAGE_PROXY_URL would send them. */
async function withSiteSettings(page: Page, site: Partial<SiteSettings>) {
  await page.route('**/api/v1/web/enums', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as EnumsBundle;
    body.site = { ...body.site, ...site };
    await route.fulfill({ response, json: body });
  });
}

// What a Matomo tracker does with the queue, reduced to sending each page view to the tracker URL.
const TRACKER = `(function () {
  var state = {};
  function run(command) {
    var name = command[0];
    if (name === 'setTrackerUrl') state.tracker = command[1];
    if (name === 'setSiteId') state.site = command[1];
    if (name === 'setCustomUrl') state.url = command[1];
    if (name === 'setDocumentTitle') state.title = command[1];
    if (name === 'trackPageView')
      fetch(state.tracker + '?idsite=' + state.site + '&url=' + encodeURIComponent(state.url) + '&action_name=' + encodeURIComponent(state.title));
  }
  (window._paq || []).forEach(run);
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
})();`;

test.describe('analytics', () => {
  test('with a tracker configured its script loads once and every page sends a view without private data', async ({
    page,
    baseURL,
  }) => {
    await withSiteSettings(page, { analytics: { url: `${baseURL}/stats/`, siteId: '5' } });
    let scriptLoads = 0;
    const views: URL[] = [];
    await page.route('**/stats/matomo.js', (route) => {
      scriptLoads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: TRACKER });
    });
    await page.route('**/stats/matomo.php?*', (route) => {
      views.push(new URL(route.request().url()));
      return route.fulfill({ status: 204 });
    });

    await page.goto('/en/results');
    await expect.poll(() => views.length).toBe(1);
    expect(views[0].searchParams.get('idsite')).toBe('5');
    expect(views[0].searchParams.get('url')).toBe(`${baseURL}/results`);

    await page.locator('a[href^="/results/team-category/"]').first().click();
    await expect.poll(() => views.length).toBe(2);
    expect(views[1].searchParams.get('url')).toMatch(/\/results\/team-category\/[A-Z]+$/);

    // A private page: no query (return addresses, tokens) and no ids.
    await page.goto('/en/reporter/match/WA-141?x=secret');
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(3);
    const reported = views.map((view) => `${view.searchParams.get('url')} ${view.searchParams.get('action_name')}`);
    expect(reported.join('\n')).not.toMatch(/secret|WA-141|redirect=/);
    expect(scriptLoads).toBe(2); // one per full page load
  });

  test('without a tracker no analytics request leaves the browser', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/matomo|piwik|stats/.test(request.url())) requests.push(request.url());
    });
    await page.goto('/en/results');
    await page.locator('a[href^="/results/team-category/"]').first().click();
    await expect(page).toHaveURL(/\/results\/team-category\/[A-Z]+$/);
    expect(await page.evaluate(() => '_paq' in window)).toBe(false);
    expect(requests).toEqual([]);
  });
});

test('with an image proxy the place photo is requested through it at its shown size', async ({
  page,
  request,
  baseURL,
}) => {
  const bundle = (await (await request.get('/api/v1/competition/static')).json()) as StaticBundle;
  const hall = bundle.places.find((place) => place.placeType.id === 1 && place.files.length > 0);
  if (!hall) throw new Error('the demo has no hall with a photo');
  const photo = readFileSync(path.join(rootDir, 'apps/web/public/demo/places/hall.jpg'));
  await withSiteSettings(page, { imageProxyUrl: `${baseURL}/img` });
  await page.route('**/img?*', (route) => route.fulfill({ contentType: 'image/jpeg', body: photo }));

  await page.goto(`/en/results/place/${hall.id}`);
  const image = page.getByTestId('place-photo');
  await expect(image).toBeVisible();
  const src = new URL((await image.getAttribute('src')) ?? '');
  expect(src.pathname).toBe('/img');
  expect(src.searchParams.get('url')).toBe(`${baseURL}${hall.files[0].url}`);
  expect(src.searchParams.get('width')).toBe('640');
  expect(src.searchParams.get('height')).toBe('360');
  expect(src.searchParams.get('format')).toBe('webp');
  expect(await image.getAttribute('srcset')).toContain('width=1280');
  await expect(image).toHaveJSProperty('complete', true);
});

test.describe('current user', () => {
  test.use({ ignoredConsoleErrors: [/status of 500/] });

  test('when loading the user fails, the dashboard leads to sign-in and the remembered sign-in is forgotten', async ({
    page,
  }) => {
    await page.goto('/en/results');
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tms') ?? '{}');
      stored.loggedIn = { value: true, expiresAt: Date.now() + 86_400_000 };
      localStorage.setItem('tms', JSON.stringify(stored));
    });
    await page.route('**/api/v1/web/users/me', (route) =>
      route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Unexpected error' } }),
    );
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tms') ?? '{}').loggedIn)).toBeUndefined();
  });
});
