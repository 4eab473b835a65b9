import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { adminSection, apiSession, signIn } from './office';
import { text } from './texts';

const REPORTER = 'reporter@example.com';

test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

/** A page of its own (a second browser user), signed in. */
async function ownPage(page: Page, email: string) {
  const context = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'cs-CZ' });
  const own = await context.newPage();
  await signIn(own, email);
  return { own, context };
}

test('the office sends news to clubs and names a hall reporter', async ({ page }) => {
  // Four sign-ins and two admin pages on the seeded demo: longer than the default 30 s.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const name = `Parkování ${stamp}`;
  const textCs = `Parkoviště u haly je zdarma (${stamp}).`;
  const textEn = `Parking at the hall is free (${stamp}).`;

  // The admin writes a message for clubs in both languages and sends it.
  await signIn(page, 'admin@example.com');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('cs', 'core:header.administration') }).click();
  await adminSection(page, 'admin:nav.messages').click();
  await page.getByRole('button', { name: text('cs', 'admin:messages.new') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('cs', 'admin:messages.fields.internalName')).fill(name);
  await expect(dialog.getByLabel(text('cs', 'admin:messages.fields.recipientType'))).toHaveValue(
    text('cs', 'admin:messages.recipientType.club'),
  );
  await dialog.getByLabel(text('cs', 'admin:messages.fields.textCs')).fill(textCs);
  await dialog.getByLabel(text('cs', 'admin:messages.fields.textEn')).fill(textEn);
  await dialog.getByRole('button', { name: text('cs', 'admin:messages.save') }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('[data-message-id]').filter({ hasText: name });
  await expect(row.locator('[data-state="draft"]')).toBeVisible();
  await row.getByRole('button', { name: text('cs', 'admin:messages.send') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('cs', 'core:confirm.confirm') })
    .click();
  await expect(row.locator('[data-state="published"]')).toBeVisible();

  // The club admin finds it on the dashboard, in Czech and in English.
  const club = await ownPage(page, 'clubadmin@example.com');
  await club.own.goto('/cs/dashboard');
  await expect(club.own.getByText(textCs)).toBeVisible();
  await club.own.goto('/en/dashboard');
  await expect(club.own.getByText(textEn)).toBeVisible();
  await expect(club.own.getByText(textCs)).toHaveCount(0);
  await club.context.close();

  // The admin names the demo reporter as reporter of a hall that has none yet.
  const admin = await apiSession('admin@example.com');
  const free = (await (await admin.api.get('/api/v1/admin/halls?hasReporter=false&sort=name&locale=cs')).json()) as {
    items: { id: number; name: string }[];
  };
  const hall = free.items[0];
  try {
    await adminSection(page, 'admin:nav.halls').click();
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:halls.title') })).toBeVisible();
    await page.getByLabel(text('cs', 'admin:list.search')).fill(hall.name);
    await expect(page.locator('[data-hall-id]')).toHaveCount(1);
    await page.getByRole('combobox', { name: text('cs', 'admin:halls.chooseReporter', { hall: hall.name }) }).click();
    await page.getByRole('option', { name: new RegExp(REPORTER) }).click();
    await expect(page.getByText(text('cs', 'admin:halls.saved', { hall: hall.name }))).toBeVisible();

    // The reporter now finds the hall under /reporter.
    const reporter = await ownPage(page, REPORTER);
    await reporter.own.goto('/reporter');
    await expect(reporter.own.locator(`a[href$="/reporter/hall-matches/${hall.id}"]`)).toBeVisible();
    await reporter.context.close();
  } finally {
    // The demo reporter reports the first hall only: other specs count on it.
    await admin.api.put(`/api/v1/admin/halls/${hall.id}/reporter`, { headers: admin.headers, data: { userId: null } });
    await admin.api.dispose();
  }
});
