import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { DEMO_PASSWORD, adminSection, apiSession, signIn } from './office';
import { text } from './texts';

const PASSWORD = 'handball-e2e-office';

test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

type Enums = {
  countries: { id: number; countryCode: string }[];
  teamCategories: { id: number; code: string }[];
  pricelistItems: { id: number; serviceTypeId: number | null; unit: string }[];
};

/** A new user who registers a Czech club (waiting), as the club zone's form would send it. */
async function registerClub(name: string) {
  const email = `e2e-office-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const anonymous = await playwrightRequest.newContext({ baseURL: baseUrl });
  await anonymous.get('/api/health');
  const csrf = (await anonymous.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const signUp = await anonymous.post('/api/v1/auth/register', {
    data: { firstName: 'Petra', lastName: 'Klubová', email, password: PASSWORD },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(signUp.status()).toBe(201);
  await anonymous.dispose();
  const owner = await apiSession(email, PASSWORD);
  const enums = (await (await owner.api.get('/api/v1/web/enums')).json()) as Enums;
  const countryId = enums.countries.find((country) => country.countryCode === 'CZ')!.id;
  const packageId = enums.pricelistItems.find((item) => item.serviceTypeId === 1 && item.unit === 'person')!.id;
  const res = await owner.api.post('/api/v1/web/club-registrations', {
    headers: owner.headers,
    data: {
      name,
      street: 'Sportovní 1',
      city: 'Zlín',
      zip: '760 01',
      countryId,
      tournamentContactFirstName: 'Petra',
      tournamentContactLastName: 'Klubová',
      tournamentContactPhone: '+420 601 123 456',
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
      teams: [{ teamCategoryId: enums.teamCategories[0].id, bundlePricelistItemId: packageId, bundlePersons: 12 }],
      extraPersons: [],
      agreeToTerms: true,
    },
  });
  expect(res.status()).toBe(201);
  const registration = (await res.json()) as { id: number };
  await owner.api.dispose();
  return { email, id: registration.id };
}

const amountText = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').trim();
/** `62 650,00 Kč` -> `62650.00`. */
const decimalOf = (shown: string) =>
  amountText(shown)
    .replace(/[^\d,-]/g, '')
    .replace(',', '.');
/** `62650.00` -> `62 650,00` as a Czech bank writes it. */
const bankAmount = (decimal: string) => {
  const [whole, cents] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
};

const finance = (page: Page, field: 'toPay' | 'paid' | 'rest') =>
  page.getByTestId('office-finance').locator(`[data-finance="${field}"]`);

async function openClub(page: Page, name: string, id: number) {
  await adminSection(page, 'admin:nav.clubRegistrations').click();
  // The page before may have a search box of its own: type into this list's once it is shown.
  await expect(page).toHaveURL(/\/admin\/club-registrations$/);
  await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:clubs.title') })).toBeVisible();
  await page.getByLabel(text('cs', 'admin:list.search')).fill(name);
  await expect(page.locator('[data-club-id]')).toHaveCount(1);
  await page.locator(`[data-club-id="${id}"]`).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function importStatement(page: Page, csv: string) {
  // The field opens the browser's file picker, as a user would.
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(text('cs', 'admin:bankStatements.file')).click();
  await (await chooser).setFiles({ name: 'vypis.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: text('cs', 'admin:bankStatements.read') }).click();
}

test('the office approves a club, grants a discount and books a bank statement once', async ({ page }) => {
  // One scenario of many steps on the seeded demo: longer than the default 30 s.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const club = await registerClub(`HC Kancelář ${stamp}`);
  const other = await registerClub(`TJ Výpis ${stamp}`);
  const admin = await apiSession('admin@example.com', DEMO_PASSWORD);
  const detailOf = async (id: number) =>
    (await (await admin.api.get(`/api/v1/admin/club-registrations/${id}`)).json()) as {
      variableSymbol: string;
      registration: { finance: { rest: string } };
    };

  // The admin finds the waiting club in the admin area and accepts it.
  await signIn(page, 'admin@example.com');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('cs', 'core:header.administration') }).click();
  await expect(page).toHaveURL(/\/admin\/club-registrations$/);
  await expect(page.getByRole('heading', { level: 1, name: text('cs', 'admin:clubs.title') })).toBeVisible();
  await page.getByLabel(text('cs', 'admin:list.search')).fill(`Kancelář ${stamp}`);
  const row = page.locator(`[data-club-id="${club.id}"]`);
  await expect(row).toContainText(text('cs', 'admin:clubs.state.new'));
  await expect(page.locator('[data-club-id]')).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `HC Kancelář ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: text('cs', 'admin:clubs.stateChange.to.approved') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(text('cs', 'admin:clubs.stateChange.reason')).fill('Vítejte na turnaji');
  await dialog.getByRole('button', { name: text('cs', 'admin:clubs.stateChange.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-state="approved"]').first()).toBeVisible();

  // A manual discount lowers the bill at once.
  const before = decimalOf((await finance(page, 'toPay').textContent()) ?? '');
  await page.getByRole('button', { name: text('cs', 'admin:clubs.items.add') }).click();
  await dialog.getByLabel(text('cs', 'admin:clubs.items.nameCs')).fill('Sleva za včasnou registraci');
  await dialog.getByLabel(text('cs', 'admin:clubs.items.nameEn')).fill('Early registration discount');
  const unitPrice = dialog.getByLabel(text('cs', 'admin:clubs.items.unitPrice'));
  await unitPrice.fill('-500');
  await expect(unitPrice).toHaveValue('-500');
  const saved = page.waitForResponse(
    (res) => res.url().includes('/invoice-items') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: text('cs', 'admin:clubs.items.save') }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const toPay = (Number(before) - 500).toFixed(2);
  await expect.poll(async () => decimalOf((await finance(page, 'toPay').textContent()) ?? '')).toBe(toPay);
  await expect(page.getByRole('rowheader', { name: /Sleva za včasnou registraci/ })).toBeVisible();

  // A bank statement (Fio): the whole rest of the club, part of the other's, an unknown symbol.
  const [mine, theirs] = await Promise.all([detailOf(club.id), detailOf(other.id)]);
  expect(mine.registration.finance.rest).toBe(toPay);
  const csv = [
    '"accountId";"2001234567"',
    '',
    '"ID pohybu";"Datum";"Objem";"Měna";"Název protiúčtu";"VS";"Zpráva pro příjemce"',
    `"e2e-${stamp}-1";"05.03.2025";"${bankAmount(toPay)}";"CZK";"HC Kancelář";"${mine.variableSymbol}";"Startovné"`,
    `"e2e-${stamp}-2";"06.03.2025";"1 000,00";"CZK";"TJ Výpis";"${theirs.variableSymbol}";"Záloha"`,
    `"e2e-${stamp}-3";"06.03.2025";"750,00";"CZK";"Neznámý";"2025999999";""`,
  ].join('\r\n');
  await adminSection(page, 'admin:nav.bankStatements').click();
  await importStatement(page, csv);
  const line = (n: number) => page.locator(`[data-statement-row="${n}"]`);
  await expect(line(4)).toHaveAttribute('data-status', 'matched');
  await expect(line(5)).toHaveAttribute('data-status', 'partial');
  await expect(line(6)).toHaveAttribute('data-status', 'unmatched');
  await page.getByRole('button', { name: text('cs', 'admin:bankStatements.book_few', { count: 2 }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('cs', 'admin:bankStatements.book_few', { count: 2 }) })
    .click();
  await expect(page.getByTestId('import-result')).toHaveText(
    text('cs', 'admin:bankStatements.result', { booked: 2, alreadyBooked: 0, skipped: 0 }),
  );

  // The same file again books nothing.
  await importStatement(page, csv);
  await expect(line(4)).toHaveAttribute('data-status', 'alreadyBooked');
  await expect(line(5)).toHaveAttribute('data-status', 'alreadyBooked');
  await expect(page.getByText(text('cs', 'admin:bankStatements.nothing'))).toBeVisible();
  const again = await admin.api.post('/api/v1/admin/bank-statements', {
    headers: admin.headers,
    data: { fileName: 'vypis.csv', content: Buffer.from(csv).toString('base64'), book: [4, 5] },
  });
  expect(await again.json()).toMatchObject({ booked: 0, alreadyBooked: 2 });

  // The club detail shows what was paid and what is left.
  await openClub(page, `HC Kancelář ${stamp}`, club.id);
  await expect.poll(async () => decimalOf((await finance(page, 'paid').textContent()) ?? '')).toBe(toPay);
  await expect.poll(async () => decimalOf((await finance(page, 'rest').textContent()) ?? '')).toBe('0.00');
  await openClub(page, `TJ Výpis ${stamp}`, other.id);
  await expect.poll(async () => decimalOf((await finance(page, 'paid').textContent()) ?? '')).toBe('1000.00');
  const otherRest = (Number(theirs.registration.finance.rest) - 1000).toFixed(2);
  await expect.poll(async () => decimalOf((await finance(page, 'rest').textContent()) ?? '')).toBe(otherRest);

  // The club admin was told (outbox) and sees Accepted on the dashboard.
  const superAdmin = await apiSession('superadmin@example.com', DEMO_PASSWORD);
  const mails = (await (await superAdmin.api.get('/api/v1/admin/mail-outbox')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  const mail = mails.find(
    (m) => m.to === club.email && m.subject.includes(`HC Kancelář ${stamp}`) && m.text.includes('Vítejte'),
  );
  expect(mail?.subject).toBe(
    text('cs', 'club-registration:mail.state.subject', {
      club: `HC Kancelář ${stamp}`,
      state: text('cs', 'club-registration:mail.state.stateName.approved'),
    }),
  );
  await Promise.all([admin.api.dispose(), superAdmin.api.dispose()]);
  // The club admin, in a browser of his own, sees the club accepted on the dashboard.
  const own = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'cs-CZ' });
  const clubPage = await own.newPage();
  await signIn(clubPage, club.email, { password: PASSWORD });
  await expect(clubPage.locator('[data-state="approved"]')).toHaveText(text('cs', 'dashboard:clubState.approved'));
  await own.close();
});
