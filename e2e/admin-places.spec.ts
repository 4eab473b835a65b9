import { expect, test } from './fixtures';
import { apiSession, signIn } from './office';
import { text } from './texts';

// The refused delete answers 409, which the browser logs as a failed resource.
test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 409/] });

/** The Czech plural form of a count, as i18next picks it. */
const czechPlural = (count: number) => new Intl.PluralRules('cs').select(count);

test('the admin renames a hall in Czech, the public page shows it, and deleting it is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await apiSession('admin@example.com');
  const listed = (await (await admin.api.get('/api/v1/admin/places?q=H07&locale=cs')).json()) as {
    items: { id: number; name: string; code: string; matches: number }[];
  };
  const hall = listed.items[0];
  expect(hall.matches).toBeGreaterThan(0);
  const before = await (await admin.api.get(`/api/v1/admin/places/${hall.id}`)).json();
  const newName = `Hala Strahov ${Date.now().toString(36)}`;
  try {
    await signIn(page, 'admin@example.com', { target: '/admin/places' });
    await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:places.title') })).toBeVisible();
    await page.getByLabel(text('cs', 'admin:list.search')).fill('H07');
    await expect(page.locator('[data-place-id]')).toHaveCount(1);
    const row = page.locator(`[data-place-id="${hall.id}"]`);
    await row.getByRole('button', { name: new RegExp(`^${text('cs', 'admin:places.edit')}`) }).click();

    const dialog = page.getByRole('dialog');
    const nameCs = dialog.getByLabel(text('cs', 'admin:places.fields.nameCs'));
    await expect(nameCs).toHaveValue(before.nameCs);
    await nameCs.fill(newName);
    // Exact: the capacity card below has its own "save capacity" button.
    await dialog.getByRole('button', { name: text('cs', 'admin:places.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text('cs', 'admin:places.saved'))).toBeVisible();
    await expect(row).toContainText(newName);

    // The public place page shows the new Czech name at once; the English one is unchanged.
    await page.goto(`/results/place/${hall.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newName);
    await page.goto(`/en/results/place/${hall.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(before.nameEn);
    await page.goto('/cs/admin/places?q=H07');

    // Deleting the hall is refused with the number of its matches.
    await page
      .locator(`[data-place-id="${hall.id}"]`)
      .getByRole('button', { name: new RegExp(`^${text('cs', 'admin:places.delete')}`) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text('cs', 'core:confirm.confirm') })
      .click();
    const matches = text('cs', `admin:usage.matches_${czechPlural(hall.matches)}`, { count: hall.matches });
    await expect(page.getByText(matches, { exact: false })).toBeVisible();
    expect((await admin.api.get(`/api/v1/admin/places/${hall.id}`)).status()).toBe(200);
  } finally {
    const {
      id: _id,
      files: _f,
      reporterId: _r,
      matches: _m,
      createdAt: _c,
      updatedAt: _u,
      links: _l,
      ...values
    } = before;
    await admin.api.put(`/api/v1/admin/places/${hall.id}`, { headers: admin.headers, data: values });
    await admin.api.dispose();
  }
});
