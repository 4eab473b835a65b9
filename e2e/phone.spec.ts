import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './office';
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

/** Signs in through the Czech form (the phone's own browser). */
async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: text('cs', 'auth:signIn.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: text('cs', 'auth:signIn.password'), exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('cs', 'auth:signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Elements whose text runs past their box or past the screen's right edge. */
async function clipped(locator: ReturnType<Page['locator']>) {
  return locator.evaluateAll(
    (elements) =>
      elements.filter(
        (element) => element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > 375,
      ).length,
  );
}

test.describe('phone: working screens', () => {
  // The sign-in page asks who is signed in before anyone is.
  test.use({ ignoredConsoleErrors: [/users\/me/] });

  test("the reporter's scoreboard shows both team names whole", async ({ page }) => {
    await signInAs(page, 'reporter@example.com');
    await page.goto('/reporter/hall-matches/1');
    await page.locator('a[href*="/reporter/match/"]').filter({ visible: true }).first().click();
    const names = page.getByTestId('score-team');
    await expect(names).toHaveCount(2);
    await expect(names.first()).not.toBeEmpty();
    expect(await clipped(names)).toBe(0);
    await expectNoSidewaysScroll(page);
  });

  test('the add-participant dialog keeps the page its width when the gender list opens', async ({ page }) => {
    // The smallest phone in use (iPhone SE): the dialog has the least height there.
    await page.setViewportSize({ width: 375, height: 667 });
    await signInAs(page, 'clubadmin@example.com');
    const me = (await (await page.request.get('/api/v1/web/users/me')).json()) as {
      administratedClubs: { id: number }[];
    };
    await page.goto(`/club/${me.administratedClubs[0]!.id}/roster`);
    await page.getByRole('button', { name: text('cs', 'club-roster:add') }).click();
    const dialog = page.getByRole('dialog');
    const withinScreen = async (box: { x: number; width: number } | null) => {
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    };
    await withinScreen(await dialog.boundingBox());
    await dialog.getByRole('combobox', { name: new RegExp(`^${text('cs', 'club-participant:gender')}`) }).click();
    const female = page.getByRole('option', { name: text('cs', 'club-participant:genderOption.female') });
    await expect(female).toBeVisible();
    await expectNoSidewaysScroll(page);
    await withinScreen(await page.getByRole('listbox').boundingBox());
    await withinScreen(await dialog.boundingBox());
    await female.click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectNoSidewaysScroll(page);
    await withinScreen(await dialog.boundingBox());
  });

  test("the referee's match list gives the role one whole line", async ({ page }) => {
    await signInAs(page, 'referee@example.com');
    const me = (await (await page.request.get('/api/v1/web/users/me')).json()) as { referees: { id: number }[] };
    await page.goto(`/referees/detail/${me.referees[0]!.id}`);
    const roles = page.getByTestId('referee-matches-card').getByTestId('referee-match-role');
    await expect(roles.first()).toBeVisible();
    expect(await clipped(roles)).toBe(0);
    const wrapped = await roles.evaluateAll(
      (cells) =>
        cells.filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
        }).length,
    );
    expect(wrapped, 'role cells broken over lines').toBe(0);
    const scroller = page.getByTestId('referee-matches-card').locator('table').first();
    const fits = await scroller.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
    await expectNoSidewaysScroll(page);
  });
});
