import type { Page } from '@playwright/test';
import { A11Y_LOCALE, expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { type Locale, text } from './texts';

const YEAR = 2025;

/** The dashboard's "year in numbers" heading: rendered once the competition data is there. */
const yearInNumbers = (page: Page, locale: Locale) =>
  page.getByRole('heading', { level: 2, name: text(locale, 'results-dashboard:yearInNumbers', { year: YEAR }) });

const languageSwitch = (page: Page, locale: Locale) =>
  page.getByRole('group', { name: text(locale, 'core:header.language') });

async function storedLocale(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('tms'));
  const stored = raw ? (JSON.parse(raw) as { locale?: { value?: unknown } }) : {};
  return stored.locale?.value;
}

test.describe('language', () => {
  test('the app is in Czech by default', async ({ page }) => {
    await page.goto('/results');
    await expect(yearInNumbers(page, 'cs')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle(/^Výsledky \| /);
    await expect(page.getByText(text('cs', 'results-dashboard:favourites.hint'))).toBeVisible();
    await expect(
      languageSwitch(page, 'cs').getByRole('button', { name: text('cs', 'core:locale.cs') }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('/en/results switches to English and continues to /results', async ({ page }) => {
    await page.goto('/en/results');
    await expect(page).toHaveURL(/\/results$/);
    await expect(yearInNumbers(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Results \| /);
    expect(await storedLocale(page)).toBe('en');

    await page.reload();
    await expect(yearInNumbers(page, 'en')).toBeVisible();
  });

  test('the header switch changes the language and is remembered across a reload', async ({ page }) => {
    await page.goto('/results');
    await expect(yearInNumbers(page, 'cs')).toBeVisible();

    await languageSwitch(page, 'cs')
      .getByRole('button', { name: text('cs', 'core:locale.en') })
      .click();
    await expect(yearInNumbers(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The switch itself is labelled in the new language now.
    await expect(
      languageSwitch(page, 'en').getByRole('button', { name: text('en', 'core:locale.en') }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await storedLocale(page)).toBe('en');

    await page.reload();
    await expect(yearInNumbers(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await languageSwitch(page, 'en')
      .getByRole('button', { name: text('en', 'core:locale.cs') })
      .click();
    await expect(yearInNumbers(page, 'cs')).toBeVisible();
    await page.reload();
    await expect(yearInNumbers(page, 'cs')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  });
});

test.describe('routing', () => {
  test('/ redirects to /results', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/results$/);
    await expect(yearInNumbers(page, 'cs')).toBeVisible();
  });

  test('an unknown path shows the not-found page with a link to the homepage', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'core:notFound.title') })).toBeVisible();
    await expect(page.getByText(text('cs', 'core:notFound.text'))).toBeVisible();

    await page.getByRole('link', { name: text('cs', 'core:notFound.home') }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(yearInNumbers(page, 'cs')).toBeVisible();
  });

  test('/404 shows the not-found page', async ({ page }) => {
    await page.goto('/en/404');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'core:notFound.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'core:notFound.home') })).toBeVisible();
  });
});

test.describe('API', () => {
  test('the OpenAPI document gives every operation an operationId', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { paths?: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
    const operations: { operation: string; operationId: unknown }[] = [];
    for (const [route, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!methods.has(method)) continue;
        const operationId = (operation as { operationId?: unknown }).operationId;
        operations.push({ operation: `${method.toUpperCase()} ${route}`, operationId });
      }
    }
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter(({ operationId }) => typeof operationId !== 'string' || operationId === '')).toEqual([]);
    const ids = operations.map(({ operationId }) => operationId);
    expect(new Set(ids).size, 'operation ids are unique').toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['getCompetitionLive', 'getCompetitionStatic', 'getCompetitionMatch']));
  });

  test('a malformed match id answers 400 and an unknown one 404, both as JSON errors', async ({ request }) => {
    const malformed = await request.get('/api/v1/competition/competition-match/abc');
    expect(malformed.status()).toBe(400);
    expect(malformed.headers()['content-type']).toContain('application/json');
    expect(await malformed.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

    const unknown = await request.get('/api/v1/competition/competition-match/2147483647');
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/json');
    expect(await unknown.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  test('the live bundle answers 304 to a matching If-None-Match', async ({ request }) => {
    const first = await request.get('/api/v1/competition/live');
    expect(first.status()).toBe(200);
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/api/v1/competition/live', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });
});

test('the API docs list every tag and render its operations under the security policy', async ({ page, request }) => {
  const document = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const perTag = new Map<string, number>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
    }
  }
  expect(perTag.size).toBeGreaterThanOrEqual(5);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Tournament management API/ })).toBeVisible();
  for (const [tag, count] of perTag) {
    const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
    await heading.click();
    await expect(page.locator('.opblock')).toHaveCount(count);
    await heading.click();
    await expect(page.locator('.opblock')).toHaveCount(0);
  }
});

test.describe('accessibility', () => {
  const pages: { path: string; heading: (locale: Locale) => string }[] = [
    { path: '/results', heading: () => `Prague Handball Cup ${YEAR}` },
    { path: '/404', heading: (locale) => text(locale, 'core:notFound.title') },
    { path: '/support', heading: (locale) => text(locale, 'core:support.title') },
  ];
  for (const locale of ['cs', 'en'] as const) {
    for (const { path, heading } of pages) {
      test(`${path} (${locale}) is in its language${locale === A11Y_LOCALE ? ' with no serious or critical axe violations' : ''}`, async ({
        page,
      }) => {
        // `/<locale>/<path>` sets the language and continues to the path.
        await page.goto(`/${locale}${path}`);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading(locale) })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // The same page in the other language differs only in its texts: one axe pass is enough.
        if (locale === A11Y_LOCALE) await expectNoSeriousA11yViolations(page, { offlineBanner: true });
      });
    }
  }
});
