import { expect, test } from './fixtures';
import { type Locale, text } from './texts';

/**
 * Results of an edition by its year (`/2024/results/…`). The demo has one edition with matches (2025,
 * the current one), so this checks the current year by its number, an unknown year, and that links
 * stay under the year.
 */

const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `results-dashboard:${key}`, values);

/** Chromium asks for /favicon.ico on every load and the shell has none yet; not what this spec checks. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

test('the current year by its number shows the dashboard of /results', async ({ page, request }) => {
  const editions = (await (await request.get('/api/v1/web/editions')).json()) as { year: number; isCurrent: boolean }[];
  expect(editions.find((edition) => edition.isCurrent)?.year).toBe(2025);

  await page.goto('/cs/results');
  const tiles = page.getByTestId('category-tiles').getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const tileCount = await tiles.count();

  await page.goto('/cs/2025/results');
  await expect(page).toHaveURL(/\/2025\/results$/);
  await expect(page.getByRole('heading', { level: 2, name: t('cs', 'yearInNumbers', { year: 2025 }) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('cs', 'liveNow.title') })).toBeVisible();
  await expect(tiles).toHaveCount(tileCount);
  await expect(tiles.first()).toHaveAttribute('href', /^\/2025\/results\/team-category\//);
  await expect(page.getByTestId('past-edition-notice')).toHaveCount(0);
  const yearSwitch = page.getByRole('combobox', { name: t('cs', 'edition.label') });
  if (editions.length < 2) await expect(yearSwitch).toHaveCount(0);
  else await expect(yearSwitch).toHaveValue('2025');
});

test.describe('an unknown year', () => {
  // The server preloads that year's data for the page, which answers 404.
  test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 404/] });

  test('shows the not-found page', async ({ page }) => {
    await page.goto('/cs/2030/results');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'core:notFound.title') })).toBeVisible();
  });
});

test('a category of a year in English keeps its links under the year', async ({ page }) => {
  await page.goto('/en/2025/results/team-category/MA');
  await expect(page).toHaveURL(/\/2025\/results\/team-category\/MA$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'category.title', { code: 'MA' }) })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'category.statistics') })).toHaveAttribute(
    'href',
    '/2025/results/statistics/MA',
  );
  await expect(page.getByTestId('bracket').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/2025\/results\/match\/\d+$/,
  );

  await page.getByRole('tab', { name: t('en', 'category.preliminary') }).click();
  const groupLink = page.getByTestId('group-card').first().getByRole('link').first();
  await expect(groupLink).toHaveAttribute('href', /^\/2025\/results\/competition-group\//);
  await groupLink.click();
  await expect(page).toHaveURL(/\/2025\/results\/competition-group\/[^/]+$/);
  await expect(page.getByTestId('standings-table').first()).toBeVisible();
});
