import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './office';
import { type Locale, text } from './texts';

/**
 * The back-office on a laptop and on a wide screen: every list shows all its columns, whole state
 * badges and each row's actions without a sideways scroll. At 1280 px the club registrations table
 * used to run past its box and badges read "ACCE…".
 */

/** What overflows on the page as it is now: the page, the tables, the row actions and the badges. */
function measure(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      (element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName).slice(0, 40);
    const tables = Array.from(document.querySelectorAll('main table'))
      .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
      .map((table) => `${table.scrollWidth} px in ${table.parentElement?.clientWidth} px`);
    // An action hidden behind the right edge or a scrolling box's edge cannot be reached without scrolling sideways.
    const clippedActions = Array.from(document.querySelectorAll('main tbody tr :is(button, a[href])')).filter(
      (action) => {
        const box = action.getBoundingClientRect();
        if (box.width === 0) return false;
        if (box.left < 0 || box.right > window.innerWidth) return true;
        for (let parent = action.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          if (box.right > frame.right + 1 || box.left < frame.left - 1) return true;
        }
        return false;
      },
    );
    const cutBadges = Array.from(document.querySelectorAll('main .mantine-Badge-root')).filter((badge) =>
      [badge, badge.querySelector('.mantine-Badge-label')].some(
        (element) => element && element.scrollWidth > element.clientWidth,
      ),
    );
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      tables,
      clippedActions: clippedActions.map(describe),
      cutBadges: cutBadges.map(describe),
      rows: document.querySelectorAll('main tbody tr').length,
    };
  });
}

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

for (const viewport of SIZES) {
  for (const locale of ['cs', 'en'] as const satisfies readonly Locale[]) {
    test.describe(`admin lists at ${viewport.width} px (${locale})`, () => {
      test.use({ viewport });

      test('every list shows its columns, whole badges and reachable row actions', async ({ page }) => {
        test.setTimeout(180_000);
        await signIn(page, 'admin@example.com', { target: '/admin/configuration', locale });
        const clubs = (await (await page.request.get('/api/v1/admin/club-registrations?pageSize=10')).json()) as {
          items: { id: number }[];
        };
        // Every section the admin's navigation offers, reached through it (no page load), then the
        // lists behind a section's own links.
        const nav = page.getByRole('navigation', { name: text(locale, 'admin:nav.label') }).first();
        const links = nav.getByRole('link');
        await expect(links.first()).toBeVisible();
        const sections = await links.evaluateAll((elements) =>
          elements.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
        expect(sections.length).toBeGreaterThan(15);
        const others = [
          '/admin/club-registrations/summary',
          `/admin/club-registrations/${clubs.items[0]!.id}`,
          '/admin/referee-registrations/summary',
          '/admin/referee-registrations/bank-details',
        ];

        let rows = 0;
        for (const [index, path] of [...sections, ...others].entries()) {
          if (index < sections.length) await links.nth(index).click();
          else await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
          const found = await measure(page);
          rows += found.rows;
          expect.soft(found.pageOverflow, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
          expect.soft(found.tables, `${path}: tables wider than their box`).toEqual([]);
          expect.soft(found.clippedActions, `${path}: row actions out of sight`).toEqual([]);
          expect.soft(found.cutBadges, `${path}: badges cut short`).toEqual([]);
        }
        // The demo's lists have rows: the checks above looked at real tables.
        expect(rows).toBeGreaterThan(100);
      });
    });
  }
}
