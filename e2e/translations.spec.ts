import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { text } from './texts';
import { signIn as signInThroughApi } from './office';

const DEFAULT_COLOR = '#fd0085';
const NEW_COLOR = '#1a7f37';
const HINT = 'E2E: follow your team here';
const CONDITIONS = 'E2E podmínky turnaje';
const OVERRIDES = JSON.stringify({
  en: { resultsDashboard: { favourites: { hint: HINT } } },
  cs: { core: { footer: { conditions: CONDITIONS } } },
});

/** The shell has no favicon yet; Chromium's automatic request for it fails on every page load. */
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

const signIn = (page: Page, email: string) => signInThroughApi(page, email, { locale: 'en' });

/** Puts the overrides and the colour back through the API, so later specs see the default texts. */
async function restore(page: Page) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const translations = await page.request.put('/api/v1/admin/translations', { data: { value: '{}' }, headers });
  const color = await page.request.put('/api/v1/admin/configuration/style_primary_color', {
    data: { value: DEFAULT_COLOR },
    headers,
  });
  expect([translations.status(), color.status()]).toEqual([200, 200]);
}

const primaryFilled = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

/** Replaces the editor's content (typed at once, so the editor does not close brackets itself). */
async function setEditor(page: Page, value: string) {
  const editor = page.getByTestId('translations-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(value);
}

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'cs-CZ' });
  return context.newPage();
}

test('the super admin overrides texts and the theme colour for everybody', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const visitor = await anonymousPage(browser);
  await visitor.goto('/translations');
  await expect(visitor).toHaveURL(/\/login\?redirect=%2Ftranslations$/);
  await signIn(page, 'superadmin@example.com');
  try {
    await page.goto('/translations');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'translation-tools:title') })).toBeVisible();
    const structure = text('en', 'validation:rules.translationsStructure');
    const save = page.getByRole('button', { name: text('en', 'translation-tools:save'), exact: true });

    // Not JSON, then a key the defaults do not have: both refused with the structure message.
    await setEditor(page, '{"en": ');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: structure })).toBeVisible();
    await setEditor(page, '{"en": {"resultsDashboard": {"nope": "x"}}}');
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'en.resultsDashboard.nope' })).toContainText(structure);

    // A preview shows in this browser only.
    await setEditor(page, OVERRIDES);
    await page.getByRole('button', { name: text('en', 'translation-tools:preview.apply') }).click();
    await expect(page.getByText(text('en', 'translation-tools:preview.active'))).toBeVisible();
    await page.goto('/results');
    await expect(page.getByTestId('favourites-hint')).toHaveText(HINT);
    await visitor.goto('/en/results');
    await expect(visitor.getByTestId('favourites-hint')).toHaveText(text('en', 'results-dashboard:favourites.hint'));

    // Saved: everybody gets both texts.
    await page.goto('/translations');
    await save.click();
    await expect(page.getByText(text('en', 'translation-tools:saved'))).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('favourites-hint')).toHaveText(HINT);
    await visitor.goto('/cs/results');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: CONDITIONS })).toBeVisible();

    // Keys instead of texts: for the super admin only.
    const keys = page.getByRole('switch', { name: text('en', 'translation-tools:keys.label') });
    await keys.check();
    await expect(page.getByRole('heading', { level: 1, name: 'translationTools:title' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: CONDITIONS })).toBeVisible();
    await page.getByRole('switch', { name: 'translationTools:keys.label' }).uncheck();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'translation-tools:title') })).toBeVisible();

    // The theme colour, from the configuration page, for both.
    expect(await primaryFilled(visitor)).not.toBe(NEW_COLOR);
    await page.goto('/admin/configuration');
    await page
      .getByRole('button', {
        name: text('en', 'dashboard:adminConfiguration.editLabel', { key: 'style_primary_color' }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('en', 'dashboard:adminConfiguration.value')).fill(NEW_COLOR);
    await expect(dialog.getByTestId('color-preview-button')).toHaveCSS('background-color', 'rgb(26, 127, 55)');
    await dialog.getByRole('button', { name: text('en', 'dashboard:adminConfiguration.save') }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => primaryFilled(page)).toBe(NEW_COLOR);
    await expect(page.getByTestId('configuration-history')).toContainText(NEW_COLOR);
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: text('cs', 'auth:signIn.submit'), exact: true })).toHaveCSS(
      'background-color',
      'rgb(26, 127, 55)',
    );
  } finally {
    await restore(page);
    await visitor.context().close();
  }
});

test('a plain user opening the translations lands on unauthorized', async ({ page }) => {
  await signIn(page, 'referee@example.com');
  await page.goto('/translations');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
