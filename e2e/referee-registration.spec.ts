import { type Page, request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { type Locale, text } from './texts';
import { signIn as signInThroughApi } from './office';

const DEMO_PASSWORD = 'handball2025';
const PASSWORD = 'handball-e2e-1';
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
// The same account with a wrong check digit.
const BAD_IBAN = 'DE88 3704 0044 0532 0130 00';

// Chromium's automatic favicon request fails (no favicon yet); a visitor's look at an unapproved
// registration is a 404 on purpose.
test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 404/] });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const t = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  text(locale, key.includes(':') ? key : `referee-registration:${key}`, values);
/** A form field by its label; the required asterisk after the label is ignored. */
const field = (page: Page, locale: Locale, key: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(t(locale, `fields.${key}`))}( \\*)?$`));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A select by its label (its option list is labelled the same). */
const select = (page: Page, locale: Locale, key: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(locale, `fields.${key}`))}( \\*)?$`) });

async function choose(page: Page, locale: Locale, key: string, option: string, search = true) {
  const input = select(page, locale, key);
  await input.click();
  if (search) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const signIn = (page: Page, locale: Locale, email: string, password: string) =>
  signInThroughApi(page, email, { password, locale });

async function createAccount(email: string) {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await api.get('/api/v1/web/enums');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const res = await api.post('/api/v1/auth/register', {
    data: { firstName: 'Hana', lastName: 'Pískalová', email, password: PASSWORD, locale: 'en' },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(res.status()).toBe(201);
  await api.dispose();
}

test('a new user registers as a foreign referee, fixes the IBAN, edits the registration; visitors see nothing private (English)', async ({
  page,
  browser,
}) => {
  // One user's whole path: sign-in, the long form, the detail, an edit and a visitor's look
  // (about 30 s on a quiet machine; a loaded CI machine needs more).
  test.setTimeout(120_000);
  const locale = 'en';
  const email = `e2e-referee-${Date.now()}@example.com`;
  await createAccount(email);
  await signIn(page, locale, email, PASSWORD);
  await page
    .getByRole('region', { name: text(locale, 'dashboard:refereeRegistration.title') })
    .getByRole('link', { name: text(locale, 'dashboard:refereeRegistration.action') })
    .click();
  await expect(page).toHaveURL(/\/registration\/referee\/create$/);
  await expect(heading(page, t(locale, 'createTitle'))).toBeVisible();
  await expect(field(page, locale, 'firstName')).toHaveValue('Hana');
  await expectNoSeriousA11yViolations(page);

  await field(page, locale, 'birthYear').fill('1992');
  await choose(page, locale, 'sex', t(locale, 'sex.female'), false);
  await field(page, locale, 'phone').fill('+49 30 901820');
  await choose(page, locale, 'countryId', 'Germany');
  await field(page, locale, 'arrivalDate').fill('2025-04-17');
  await field(page, locale, 'departureDate').fill('2025-04-21');
  await expect(page.getByTestId('nights')).toHaveText(t(locale, 'nights_other', { count: 4 }));
  await field(page, locale, 'wantsAccommodation').check();
  await choose(page, locale, 'paymentType', t(locale, 'paymentType.foreign_eur_payment'), false);

  // A mistyped IBAN is refused as it is typed, before anything is sent.
  await field(page, locale, 'iban').fill(BAD_IBAN);
  await field(page, locale, 'bicOrSwiftCode').focus();
  await expect(page.getByText(text(locale, 'validation:rules.ibanInvalid'))).toBeVisible();
  await field(page, locale, 'iban').fill(GOOD_IBAN);
  await expect(page.getByText(text(locale, 'validation:rules.ibanInvalid'))).toHaveCount(0);
  await field(page, locale, 'bicOrSwiftCode').fill('COBADEFFXXX');
  await field(page, locale, 'accountHoldersName').fill('Hana Pískalová');
  await field(page, locale, 'accountStreet').fill('Hauptstraße 1');
  await field(page, locale, 'accountCity').fill('Köln');
  await field(page, locale, 'accountZip').fill('50667');
  await choose(page, locale, 'accountCountryId', 'Germany');

  // Without the consent nothing is sent.
  await page.getByRole('button', { name: t(locale, 'submit') }).click();
  await expect(page.getByText(text(locale, 'validation:rules.refereeTermsRequired'))).toBeVisible();
  await field(page, locale, 'agreeToTerms').check();
  await page.getByRole('button', { name: t(locale, 'submit') }).click();
  await expect(page.getByText(t(locale, 'submitted'))).toBeVisible();

  await expect(page).toHaveURL(/\/referees\/detail\/\d+$/);
  const detailPath = new URL(page.url()).pathname;
  await expect(heading(page, t(locale, 'detail.title', { name: 'Hana Pískalová' }))).toBeVisible();
  const registration = page.getByTestId('registration-card');
  await expect(registration.getByText(t(locale, 'state.new'))).toBeVisible();
  await expect(page.getByTestId('accommodation-card').getByText(t(locale, 'nights_other', { count: 4 }))).toBeVisible();
  await expect(page.getByTestId('contact-card').getByText(email)).toBeVisible();
  await expect(page.getByTestId('additional-card').getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();

  await registration.getByRole('link', { name: t(locale, 'detail.edit') }).click();
  await expect(heading(page, t(locale, 'updateTitle'))).toBeVisible();
  await field(page, locale, 'departureDate').fill('2025-04-22');
  await expect(page.getByTestId('nights')).toHaveText(t(locale, 'nights_other', { count: 5 }));
  await page.getByRole('button', { name: t(locale, 'save') }).click();
  await expect(page.getByText(t(locale, 'updated'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  await expect(page.getByTestId('accommodation-card').getByText(t(locale, 'nights_other', { count: 5 }))).toBeVisible();

  // A visitor: the pending registration is not public at all; an approved referee shows the public card only.
  const visitor = await browser.newPage();
  await visitor.goto(`/en${detailPath}`);
  await expect(visitor.getByRole('heading', { name: text(locale, 'core:notFound.title') })).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  const referees = (await (await visitor.request.get('/api/v1/competition/referees')).json()) as {
    id: number;
    lastName: string;
  }[];
  const approved = referees.find((referee) => referee.lastName === 'Procházka');
  await visitor.goto(`/referees/detail/${approved?.id}`);
  await expect(heading(visitor, t(locale, 'detail.title', { name: 'Martin Procházka' }))).toBeVisible();
  await expect(visitor.getByTestId('halls-card')).toBeVisible();
  for (const card of ['contact-card', 'accommodation-card', 'additional-card', 'registration-card']) {
    await expect(visitor.getByTestId(card)).toHaveCount(0);
  }
  await expect(visitor.getByText('referee@example.com')).toHaveCount(0);
  await visitor.close();
});

test('the demo referee sees the full detail in Czech and a mistyped Czech account is refused', async ({ page }) => {
  const locale = 'cs';
  await signIn(page, locale, 'referee@example.com', DEMO_PASSWORD);
  await page
    .getByRole('region', { name: text(locale, 'dashboard:refereeRegistration.title') })
    .getByRole('link', { name: text(locale, 'dashboard:refereeRegistration.detail') })
    .click();
  await expect(heading(page, t(locale, 'detail.title', { name: 'Martin Procházka' }))).toBeVisible();
  await expect(page.getByTestId('registration-card').getByText(t(locale, 'state.approved'))).toBeVisible();
  for (const card of ['detail.accommodation', 'detail.contact', 'detail.additional', 'detail.halls']) {
    await expect(page.getByRole('heading', { level: 2, name: t(locale, card) })).toBeVisible();
  }
  await expect(page.getByTestId('halls-card').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: t(locale, 'detail.edit') }).click();
  await expect(heading(page, t(locale, 'updateTitle'))).toBeVisible();
  await expect(page.getByRole('group', { name: t(locale, 'sections.payment') })).toBeVisible();
  await field(page, locale, 'accountNumber').fill('2000145398');
  await field(page, locale, 'bankCode').focus();
  await expect(page.getByText(text(locale, 'validation:rules.czechAccountInvalid'))).toBeVisible();
});
