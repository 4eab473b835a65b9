import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { adminSection, apiSession, signIn } from './office';
import { text } from './texts';

/** A demo account without any role but ROLE_USER (Lucie Černá). */
const TARGET = 'teamadmin@example.com';

test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

const reporterRole = (page: Page) =>
  page.getByRole('checkbox', { name: text('cs', 'admin:users.role.ROLE_COMPETITION_REPORTER'), exact: true });

async function saveRoles(page: Page) {
  await page.getByRole('button', { name: text('cs', 'admin:users.detail.saveRoles') }).click();
  await expect(page.getByText(text('cs', 'admin:users.detail.rolesSaved'))).toBeVisible();
}

test('the admin grants and revokes the reporter role of a signed-in user', async ({ page }) => {
  // Two sign-ins, the users and halls pages and the reporter's screens: longer than the default 30 s.
  test.setTimeout(120_000);
  const admin = await apiSession('admin@example.com');
  const target = (
    (await (await admin.api.get(`/api/v1/admin/users?q=${encodeURIComponent(TARGET)}`)).json()) as {
      items: { id: number }[];
    }
  ).items[0];
  const free = (await (await admin.api.get('/api/v1/admin/halls?hasReporter=false&sort=name&locale=cs')).json()) as {
    items: { id: number; name: string }[];
  };
  const hall = free.items[0];

  // The user is signed in in his own browser and is no reporter yet.
  const context = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'cs-CZ' });
  const user = await context.newPage();
  try {
    await signIn(user, TARGET);
    await user.goto('/reporter');
    await expect(user).toHaveURL(/\/unauthorized$/);

    // The admin finds him and grants him the reporter role.
    await signIn(page, 'admin@example.com');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: text('cs', 'core:header.administration') }).click();
    await adminSection(page, 'admin:nav.users').click();
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:users.title') })).toBeVisible();
    await page.getByLabel(text('cs', 'admin:list.search')).fill('Černá');
    await expect(page.locator('[data-user-id]')).toHaveCount(1);
    await page.locator(`[data-user-id="${target.id}"]`).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucie Černá' })).toBeVisible();
    await reporterRole(page).check();
    await saveRoles(page);

    // At his next navigation the user opens the reporter screens without signing in again.
    await user.goto('/reporter');
    await expect(user.getByRole('heading', { level: 1, name: text('cs', 'reporter:title') })).toBeVisible();

    // The admin names him the reporter of a hall; the hall appears on his reporter screen.
    await adminSection(page, 'admin:nav.halls').click();
    await page.getByLabel(text('cs', 'admin:list.search')).fill(hall.name);
    await expect(page.locator('[data-hall-id]')).toHaveCount(1);
    await page.getByRole('combobox', { name: text('cs', 'admin:halls.chooseReporter', { hall: hall.name }) }).click();
    await page.getByRole('option', { name: new RegExp(TARGET) }).click();
    await expect(page.getByText(text('cs', 'admin:halls.saved', { hall: hall.name }))).toBeVisible();
    await user.reload();
    await expect(user.locator(`a[href$="/reporter/hall-matches/${hall.id}"]`)).toBeVisible();

    // The admin revokes the role: the user's next request is refused and /reporter is closed to him.
    await page.goto(`/admin/users/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucie Černá' })).toBeVisible();
    await expect(reporterRole(page)).toBeChecked();
    await reporterRole(page).uncheck();
    await saveRoles(page);
    expect((await user.request.get('/api/v1/reporter/halls')).status()).toBe(403);
    await user.goto('/reporter');
    await expect(user).toHaveURL(/\/unauthorized$/);

    // Both changes are in the user's history.
    await expect(
      page.getByTestId('audit-trail').getByRole('cell', { name: text('cs', 'admin:audit.action.update') }),
    ).toHaveCount(2);
  } finally {
    await context.close();
    await admin.api.put(`/api/v1/admin/halls/${hall.id}/reporter`, { headers: admin.headers, data: { userId: null } });
    await admin.api.put(`/api/v1/admin/users/${target.id}/roles`, { headers: admin.headers, data: { roles: [] } });
    await admin.api.dispose();
  }
});

test('the users pages speak English', async ({ page }) => {
  await signIn(page, 'superadmin@example.com', { target: '/en/admin/users?role=ROLE_COMPETITION_REPORTER' });
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'admin:users.title') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: text('en', 'admin:users.columns.lastSignInAt') })).toBeVisible();
  await page.locator('[data-user-id]').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: text('en', 'admin:users.detail.roles') })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: text('en', 'admin:users.role.ROLE_SUPER_ADMIN') })).toBeEnabled();
});
