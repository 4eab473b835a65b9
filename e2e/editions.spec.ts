import type { Page } from '@playwright/test';
import { expect, flowsInTurns, test } from './fixtures';
import { apiSession, signIn } from './office';
import { type Locale, text } from './texts';

/**
 * The super admin's editions page: the demo's 2025 edition is current; the rollover to 2026 is
 * previewed and run once (the database is shared by the whole run, and a year has one edition), the
 * new edition is listed but not current, and the public results still show 2025. The English turn
 * previews 2027 only, so it never writes.
 */

const SUPER_ADMIN = 'superadmin@example.com';
const LOCALES: readonly Locale[] = ['cs', 'en'];

const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, `admin:editions.${key}`, values);

/** A field of the rollover form by its label. */
const field = (page: Page, locale: Locale, key: string) =>
  page.getByTestId('rollover-form').getByLabel(t(locale, `rollover.${key}`));

const row = (page: Page, year: number) => page.getByTestId('editions-table').locator(`tr[data-year="${year}"]`);

/** The four years of a category's limits before and after, e.g. ['2006', '2007'] → ['2007', '2008']. */
const years = (value: string) => (value.match(/\b\d{4}\b/g) ?? []).map(Number);

/** The page itself does not scroll sideways (the tables scroll in their own boxes). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openEditions(page: Page, locale: Locale) {
  await signIn(page, SUPER_ADMIN, { target: '/admin/editions', locale });
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'title') })).toBeVisible();
}

async function preview(page: Page, locale: Locale, year: number) {
  await page.getByRole('button', { name: t(locale, 'rollover.preview') }).click();
  const shown = page.getByTestId('rollover-preview');
  await expect(shown.getByRole('heading', { name: t(locale, 'rollover.previewTitle', { year }) })).toBeVisible();
  return shown;
}

/** Chromium asks for /favicon.ico on every load and the shell has none yet; not what this spec checks. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

for (const locale of LOCALES) {
  test.describe(`editions (${locale})`, () => {
    const flow = flowsInTurns(locale, LOCALES);

    flow('the super admin rolls 2025 over into 2026, which is not made current', async ({ page }) => {
      // A sign-in, a preview of the whole edition, a rollover copying it and the results dashboard.
      test.setTimeout(120_000);
      const admin = await apiSession(SUPER_ADMIN);
      const before = (await (await admin.api.get('/api/v1/admin/editions')).json()) as {
        items: { year: number }[];
      };
      await admin.api.dispose();
      // A retry after the rollover went through finds 2026 there: it checks what it left, and never creates it twice.
      const done = before.items.some((edition) => edition.year === 2026);
      const categories = (
        (await (await page.request.get('/api/v1/competition/static')).json()) as { teamCategories: unknown[] }
      ).teamCategories.length;

      await openEditions(page, locale);
      await expect(row(page, 2025).getByTestId('edition-current')).toHaveText(t(locale, 'current'));

      // The form is prefilled for the next year: its name and the same weekdays 52 weeks later.
      await expect(field(page, locale, 'year')).toHaveValue('2026');
      await expect(field(page, locale, 'name')).toHaveValue('Prague Handball Cup 2026');
      await expect(field(page, locale, 'startsOn')).toHaveValue('2026-04-17');
      await expect(field(page, locale, 'endsOn')).toHaveValue('2026-04-20');

      const shown = await preview(page, locale, 2026);
      // Every category is copied, its birth years one year later.
      await expect(shown.getByTestId('rollover-copied').locator('tr[data-table="teamCategories"] td')).toHaveText(
        String(categories),
      );
      const rows = shown.getByTestId('rollover-categories').locator('tr[data-category]');
      await expect(rows).toHaveCount(categories);
      const ma = shown.locator('tr[data-category="MA"]');
      expect(years(await ma.locator('[data-when="before"]').innerText())).toEqual([2006, 2007]);
      expect(years(await ma.locator('[data-when="after"]').innerText())).toEqual([2007, 2008]);
      for (const category of await rows.all()) {
        const earlier = years(await category.locator('[data-when="before"]').innerText());
        const later = years(await category.locator('[data-when="after"]').innerText());
        expect(later).toEqual(earlier.map((year) => year + 1));
      }
      await expect(shown.getByTestId('rollover-empty').locator('tr[data-table="clubs"] td')).not.toHaveText('0');

      // On a phone the preview's tables scroll in their own boxes, not the page.
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoSidewaysScroll(page);
      if (viewport) await page.setViewportSize(viewport);

      const create = page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2026 }) });
      if (done) {
        await expect(shown.getByTestId('rollover-exists')).toBeVisible();
        await expect(create).toBeDisabled();
      } else {
        await expect(shown.getByTestId('rollover-exists')).toHaveCount(0);
        await create.click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'rollover.confirmTitle', { year: 2026 }) });
        await expect(
          dialog.getByText(t(locale, 'rollover.confirmNotCurrent', { source: 'Prague Handball Cup 2025' })),
        ).toBeVisible();
        await dialog.getByRole('button', { name: t(locale, 'rollover.create', { year: 2026 }) }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t(locale, 'rollover.created', { name: 'Prague Handball Cup 2026' }))).toBeVisible();
      }

      // 2026 is listed, empty and not current; 2025 stays current.
      await expect(row(page, 2026)).toContainText('Prague Handball Cup 2026');
      await expect(row(page, 2026).getByTestId('edition-current')).toHaveCount(0);
      await expect(row(page, 2025).getByTestId('edition-current')).toBeVisible();

      // The public results still show the 2025 edition.
      await page.goto('/results');
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'results-dashboard:yearInNumbers', { year: 2025 }) }),
      ).toBeVisible();
    });

    flow('the editions page speaks English and previews 2027 without writing it', async ({ page }) => {
      test.setTimeout(90_000);
      await openEditions(page, locale);
      const table = page.getByTestId('editions-table');
      for (const column of ['year', 'name', 'dates', 'teams', 'matches', 'finishedMatches']) {
        await expect(
          table.getByRole('columnheader', { name: t(locale, `columns.${column}`), exact: true }),
        ).toBeVisible();
      }
      await expect(row(page, 2025).getByTestId('edition-current')).toHaveText(t(locale, 'current'));
      await expect(page.getByRole('heading', { level: 2, name: t(locale, 'rollover.title') })).toBeVisible();

      await field(page, locale, 'year').fill('2027');
      await field(page, locale, 'name').fill('Prague Handball Cup 2027');
      await field(page, locale, 'startsOn').fill('2027-04-16');
      await field(page, locale, 'endsOn').fill('2027-04-19');
      const shown = await preview(page, locale, 2027);
      await expect(shown.getByTestId('rollover-exists')).toHaveCount(0);
      await expect(shown.getByText(t(locale, 'rollover.shiftDays_other', { count: 728 }))).toBeVisible();
      await expect(shown.getByText(t(locale, 'rollover.shiftYears_other', { count: 2 }))).toBeVisible();
      await expect(shown.getByRole('heading', { name: t(locale, 'rollover.categoriesTitle') })).toBeVisible();
      await expect(page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2027 }) })).toBeEnabled();

      // Changing the form after the preview asks for a new one before anything can be created.
      await field(page, locale, 'year').fill('2028');
      await expect(page.getByTestId('rollover-stale')).toHaveText(t(locale, 'rollover.stale'));
      await expect(page.getByRole('button', { name: t(locale, 'rollover.create', { year: 2027 }) })).toBeDisabled();

      const admin = await apiSession(SUPER_ADMIN);
      const after = (await (await admin.api.get('/api/v1/admin/editions')).json()) as { items: { year: number }[] };
      await admin.api.dispose();
      expect(after.items.map((edition) => edition.year)).not.toContain(2027);
    });
  });
}
