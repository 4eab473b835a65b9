import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Locale, text } from './texts';

// A small phone: what visitors in a hall hold.
test.use({ viewport: { width: 375, height: 740 } });

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['en', 'cs'] as const satisfies readonly Locale[]) {
  test.describe(`phone (${locale})`, () => {
    test('statistics show every number without a sideways scroll', async ({ page }) => {
      await page.goto(`/${locale}/results/statistics/MA`);
      const table = page.getByTestId('statistics-table');
      await expect(table.getByTestId('statistics-row').first()).toBeVisible();
      // The team goes under the player: no team column.
      await expect(table.locator('thead th')).toHaveCount(7);
      for (const tab of ['scorers', 'penalties'] as const) {
        if (tab === 'penalties') {
          await page.getByRole('tab', { name: text(locale, 'results-dashboard:statistics.tabs.penalties') }).click();
          await expect(table.getByTestId('statistics-row').first()).toBeVisible();
        }
        // The table fits its box: nothing hides behind a scroll.
        const fits = await table.evaluate(
          (element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0),
        );
        expect(fits, `${tab} table fits the screen`).toBe(true);
        const last = table.locator('thead th').last();
        const box = await last.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      }
      await expectNoSidewaysScroll(page);
    });

    test('group tables break team names only between words', async ({ page }) => {
      await page.goto(`/${locale}/results/competition-group/MA-A`);
      const names = page.getByTestId('standings-table').getByTestId('team-name');
      await expect(names.first()).toBeVisible();
      const brokenWords = await page
        .getByTestId('standings-table')
        .locator('[data-testid="team-name"] span[style*="nowrap"]')
        .evaluateAll((words) => words.filter((word) => word.getClientRects().length > 1).length);
      expect(brokenWords).toBe(0);
      await expectNoSidewaysScroll(page);
    });

    test('sign-up gives each name field the full width', async ({ page }) => {
      await page.goto(`/${locale}/registration`);
      const first = page.getByRole('textbox', { name: text(locale, 'auth:signUp.firstName') });
      const last = page.getByRole('textbox', { name: text(locale, 'auth:signUp.lastName') });
      const email = page.getByRole('textbox', { name: text(locale, 'auth:signUp.email') });
      const [firstBox, lastBox, emailBox] = await Promise.all([first, last, email].map((field) => field.boundingBox()));
      expect(firstBox?.width).toBeCloseTo(emailBox?.width ?? 0, 0);
      expect(lastBox?.width).toBeCloseTo(emailBox?.width ?? 0, 0);
      expect(lastBox?.y ?? 0).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0));
      await expectNoSidewaysScroll(page);
    });
  });
}
