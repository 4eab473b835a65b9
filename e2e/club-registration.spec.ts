import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { type Locale, text } from './texts';
import { signIn as signInThroughApi } from './office';

const DEMO_PASSWORD = 'handball2025';
const PASSWORD = 'handball-e2e-club';

// The shell has no favicon; Chromium's automatic request for it fails on every page load.
test.use({ ignoredConsoleErrors: [/favicon\.ico/] });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label inside `scope`; the required asterisk after the label is ignored. */
const field = (scope: Page | Locator, locale: Locale, key: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(text(locale, key))}( \\*)?$`));

/** A select field (Mantine's combobox) by its label. */
const combobox = (scope: Page | Locator, locale: Locale, key: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(text(locale, key))}( \\*)?$`) });

const button = (page: Page | Locator, locale: Locale, key: string) =>
  page.getByRole('button', { name: text(locale, key), exact: true });

/** Picks an option of a select field (Mantine's combobox). */
async function choose(page: Page, input: Locator, option: string | RegExp) {
  await input.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The super admin's API, for changing the configuration as the organiser would. */
async function superAdminApi() {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await api.get('/api/v1/web/enums');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': csrf };
  const login = await api.post('/api/v1/auth/login', {
    data: { email: 'superadmin@example.com', password: DEMO_PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  return {
    value: async (key: string): Promise<string | null> => {
      const entries = (await (await api.get('/api/v1/admin/configuration')).json()) as {
        key: string;
        value: string | null;
      }[];
      return entries.find((entry) => entry.key === key)?.value ?? null;
    },
    set: async (key: string, value: string | null) =>
      (await api.put(`/api/v1/admin/configuration/${key}`, { data: { value }, headers })).status(),
    dispose: () => api.dispose(),
  };
}

const signIn = (page: Page, locale: Locale, email: string, password: string) =>
  signInThroughApi(page, email, { password, locale });

/** The amount as the web shows it in English; spaces normalised (Intl uses narrow no-break ones). */
const normalise = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').trim();

/** Fills one party (team or extra persons): the package and the persons in it. */
async function fillParty(page: Page, row: Locator, packageName: RegExp, persons: number) {
  await choose(page, combobox(row, 'en', 'club-registration:party.package'), packageName);
  await field(row, 'en', 'club-registration:party.bundlePersons').fill(String(persons));
}

const SCHOOL_3_NIGHTS = /^Basic package – school accommodation, full board \(3 nights\)/;
const WITHOUT_ACCOMMODATION = /^Without accommodation – full board/;

test.describe('club registration', () => {
  test('a new user registers a club, sees the price, downloads the invoice and adds a team (English)', async ({
    page,
  }) => {
    test.slow();
    const email = `e2e-club-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // Sign up.
    await page.goto('/en/registration');
    await field(page, 'en', 'auth:signUp.firstName').fill('Ola');
    await field(page, 'en', 'auth:signUp.lastName').fill('Nordmann');
    await field(page, 'en', 'auth:signUp.email').fill(email);
    await field(page, 'en', 'auth:signUp.password').fill(PASSWORD);
    await button(page, 'en', 'auth:signUp.submit').click();
    await expect(page).toHaveURL(/\/login$/);
    // React commits the new page in a transition, after the address changes: wait for the sign-in
    // form itself, or the password goes into the sign-up form that is still on the screen.
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth:signIn.title') })).toBeVisible();
    await field(page, 'en', 'auth:signIn.password').fill(PASSWORD);
    await button(page, 'en', 'auth:signIn.submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The dashboard's club card leads to the form.
    await page.getByRole('link', { name: text('en', 'dashboard:clubRegistration.action') }).click();
    await expect(page).toHaveURL(/\/registration\/club\/create$/);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', 'club-registration:create.title') }),
    ).toBeVisible();

    await field(page, 'en', 'club-registration:club.name').fill('SV Handball Leipzig');
    await field(page, 'en', 'club-registration:club.street').fill('Am Sportforum 3');
    await field(page, 'en', 'club-registration:club.city').fill('Leipzig');
    await field(page, 'en', 'club-registration:club.zip').fill('04105');
    await combobox(page, 'en', 'club-registration:country.country').fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await field(page, 'en', 'club-registration:contact.firstName').fill('Ola');
    await field(page, 'en', 'club-registration:contact.lastName').fill('Nordmann');
    await field(page, 'en', 'club-registration:contact.phone').fill('+49 341 1234567');
    await field(page, 'en', 'club-registration:stay.arrival').fill('2025-04-17');
    await field(page, 'en', 'club-registration:stay.departure').fill('2025-04-20');

    // Two teams in two categories with the school package; the price follows the counts.
    const total = page.getByTestId('price-total');
    const team1 = page.locator('[data-team-row="0"]');
    await choose(page, combobox(team1, 'en', 'club-registration:teams.category'), 'MA');
    await expect(total).toHaveText('€150.00');
    await fillParty(page, team1, SCHOOL_3_NIGHTS, 12);
    await expect(total).toHaveText('€1,818.00');
    await button(page, 'en', 'club-registration:teams.add').click();
    const team2 = page.locator('[data-team-row="1"]');
    await choose(page, combobox(team2, 'en', 'club-registration:teams.category'), 'WB');
    await fillParty(page, team2, SCHOOL_3_NIGHTS, 10);
    await button(page, 'en', 'club-registration:extraPersons.add').click();
    await fillParty(page, page.locator('[data-extra-row="0"]'), WITHOUT_ACCOMMODATION, 2);
    // 2 × 150 entry fee + 22 × 139 school package + 2 × 89 catering
    await expect(total).toHaveText('€3,536.00');

    const billing = page.getByRole('region', { name: text('en', 'club-registration:billing.title') });
    await billing.getByRole('checkbox', { name: text('en', 'club-registration:billing.different') }).check();
    await field(billing, 'en', 'club-registration:billing.subjectName').fill('Förderverein Handball Leipzig e.V.');
    await field(billing, 'en', 'club-registration:billing.street').fill('Hauptstraße 1');
    await field(billing, 'en', 'club-registration:billing.city').fill('Leipzig');
    await field(billing, 'en', 'club-registration:billing.zip').fill('04109');
    await combobox(billing, 'en', 'club-registration:billing.country').fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();

    // The terms first refuse the submit, with the text of the specification.
    await button(page, 'en', 'club-registration:create.submit').click();
    await expect(page.getByText(text('en', 'validation:rules.termsRequired'))).toBeVisible();
    await page.getByRole('checkbox', { name: text('en', 'club-registration:terms.agreePlain') }).check();
    await button(page, 'en', 'club-registration:create.submit').click();

    await expect(page.getByText('Registration has been successfully submitted')).toBeVisible();
    await expect(page).toHaveURL(/\/club\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SV Handball Leipzig' })).toBeVisible();
    const registrationCard = page.getByRole('region', { name: text('en', 'club:detail.registration.title') });
    await expect(registrationCard.getByText('Waiting')).toBeVisible();
    await expect(page.getByTestId('finance-to-pay')).toHaveText('€3,536.00');
    const teams = page.getByRole('region', { name: text('en', 'club:detail.teams.title') });
    await expect(teams.locator('li')).toHaveCount(2);

    // Each invoice's PDF shows its amount and the variable symbol.
    const finance = page.getByRole('region', { name: text('en', 'club:detail.finance.title') });
    const invoice = finance.locator('li').first();
    const amount = normalise(await invoice.locator('p').first().innerText());
    const symbol = (await invoice.innerText()).match(/Variable symbol (\d+)/)?.[1];
    expect(symbol).toMatch(/^2025\d{6}$/);
    const href = await invoice.getByRole('link').getAttribute('href');
    const pdf = await page.request.get(href ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pdfText = normalise((await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText()).text);
    expect(pdfText).toContain(symbol);
    expect(pdfText).toContain(amount);

    // One more team changes the amount.
    await registrationCard.getByRole('link', { name: text('en', 'club:detail.registration.update') }).click();
    await expect(page).toHaveURL(/\/registration\/club\/update\/\d+$/);
    await expect(total).toHaveText('€3,536.00');
    await button(page, 'en', 'club-registration:teams.add').click();
    await choose(page, combobox(page.locator('[data-team-row="2"]'), 'en', 'club-registration:teams.category'), 'MC');
    await expect(total).toHaveText('€3,686.00');
    await button(page, 'en', 'club-registration:update.submit').click();
    await expect(page.getByText('Registration has been successfully updated')).toBeVisible();
    await expect(page).toHaveURL(/\/club\/\d+$/);
    await expect(page.getByTestId('finance-to-pay')).toHaveText('€3,686.00');
  });

  test('Czech texts of the form and the club detail; a closed registration leads to the dashboard', async ({
    page,
  }) => {
    // Three pages with an accessibility check and two changes of the registration window.
    test.setTimeout(90_000);
    await signIn(page, 'cs', 'clubadmin@example.com', DEMO_PASSWORD);
    const me = await (await page.request.get('/api/v1/web/users/me')).json();
    const clubId: number = me.administratedClubs[0].id;

    await page.goto(`/club/${clubId}`);
    for (const key of ['registration', 'roster', 'finance', 'teams', 'extraPersons']) {
      await expect(page.getByRole('region', { name: text('cs', `club:detail.${key}.title`) })).toBeVisible();
    }
    await expect(page.getByText(/^Zadáno \d+ z \d+ účastníků( — \d+ navíc)?$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The create form in Czech: headings and the texts of the specification's rules.
    await page.goto('/registration/club/create');
    for (const key of ['club', 'country', 'contact', 'stay', 'teams', 'extraPersons', 'billing', 'files', 'terms']) {
      await expect(page.getByRole('region', { name: text('cs', `club-registration:${key}.title`) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'podmínkami účasti na turnaji' })).toHaveAttribute(
      'href',
      /terms-club/,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: text('cs', 'club-registration:teams.remove', { number: 1 }) }).click();
    await button(page, 'cs', 'club-registration:create.submit').click();
    await expect(page.getByText('Musíte mít alespoň jeden tým')).toBeVisible();
    await expect(page.getByText('Musíte souhlasit s podmínkami účasti na turnaji')).toBeVisible();

    // The super admin closes the registration window: the route leads to the dashboard and the API
    // refuses a registration that is valid in every other respect.
    const admin = await superAdminApi();
    const key = 'club_registration_till';
    const before = await admin.value(key);
    try {
      expect(await admin.set(key, '2020-01-01 00:00')).toBe(200);
      await page.goto('/registration/club/create');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(text('cs', 'dashboard:clubRegistration.closed'))).toBeVisible();
      const enums = await (await page.request.get('/api/v1/web/enums')).json();
      const czechia = enums.countries.find((country: { countryCode: string }) => country.countryCode === 'CZ');
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
      const refused = await page.request.post('/api/v1/web/club-registrations', {
        headers: { 'X-CSRF-Token': csrf },
        data: {
          name: 'Pozdní klub',
          street: 'Štefánikova 12',
          city: 'Zlín',
          zip: '760 01',
          countryId: czechia.id,
          tournamentContactFirstName: 'Jana',
          tournamentContactLastName: 'Nováková',
          tournamentContactPhone: '+420 601 123 456',
          arrivalDate: '2025-04-17',
          departureDate: '2025-04-21',
          teams: [{ teamCategoryId: enums.teamCategories[0].id, bundlePersons: 12 }],
          extraPersons: [],
          agreeToTerms: true,
        },
      });
      expect(refused.status()).toBe(403);
    } finally {
      expect(await admin.set(key, before)).toBe(200);
      await admin.dispose();
    }
  });
});
