import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { baseUrl } from './server';
import { type Locale, text } from './texts';

const DEMO_PASSWORD = 'handball2025';

/** Unique per run and per test, so reruns against a kept server do not collide. */
const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Opens `path` in `locale` (the `/en` prefix switches the app language and drops itself). */
async function open(page: Page, locale: Locale, path: string) {
  await page.goto(locale === 'en' ? `/en${path}` : path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label; the required asterisk after the label is ignored. */
const field = (page: Page, locale: Locale, key: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(text(locale, key))}( \\*)?$`));

/**
 * The shell has no favicon yet, so Chromium's automatic /favicon.ico request fails on every page
 * load; that is not what these specs check.
 */
const FAVICON = /favicon\.ico/;
test.use({ ignoredConsoleErrors: [FAVICON] });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function fillSignIn(page: Page, locale: Locale, email: string, password: string) {
  await field(page, locale, 'auth:signIn.email').fill(email);
  await field(page, locale, 'auth:signIn.password').fill(password);
  await page.getByRole('button', { name: text(locale, 'auth:signIn.submit'), exact: true }).click();
}

async function signIn(page: Page, locale: Locale, email: string, password = DEMO_PASSWORD) {
  await open(page, locale, '/login');
  await expect(heading(page, text(locale, 'auth:signIn.title'))).toBeVisible();
  await fillSignIn(page, locale, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(heading(page, text(locale, 'dashboard:title'))).toBeVisible();
}

async function signOut(page: Page, locale: Locale) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text(locale, 'core:header.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: text(locale, 'core:header.signIn') })).toBeVisible();
  expect(await rememberedSignIn(page)).toBeUndefined();
}

async function rememberedSignIn(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('tms'));
  return raw ? (JSON.parse(raw) as { loggedIn?: { value?: unknown } }).loggedIn?.value : undefined;
}

/** The card of the dashboard with this heading (cards are labelled regions). */
const card = (page: Page, locale: Locale, titleKey: string) =>
  page.getByRole('region', { name: text(locale, `dashboard:${titleKey}`) });

/** An API client with its own cookies; mutations echo the csrf cookie as the server requires. */
async function apiClient(): Promise<{
  api: APIRequestContext;
  post: (path: string, data: unknown) => Promise<number>;
}> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await api.get('/api/v1/web/enums');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const post = async (path: string, data: unknown) =>
    (await api.post(path, { data, headers: { 'X-CSRF-Token': csrf } })).status();
  return { api, post };
}

async function createAccount(email: string, password: string) {
  const { api, post } = await apiClient();
  expect(await post('/api/v1/auth/register', { firstName: 'Eva', lastName: 'Testová', email, password })).toBe(201);
  await api.dispose();
}

/** The reset link of the newest mail to `email`, read from the outbox as the super admin. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  const { api, post } = await apiClient();
  expect(await post('/api/v1/auth/login', { email: 'superadmin@example.com', password: DEMO_PASSWORD })).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await api.get('/api/v1/admin/mail-outbox')).json()) as { to: string; text: string }[];
      const mail = mails.find((item) => item.to === email);
      link = mail?.text.match(/https?:\/\/\S*\/password-reset\?token=[\w%-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await api.dispose();
  return link as string;
}

test.describe('sign-up and sign-in', () => {
  test('signs up, signs in, sees the dashboard and signs out (English)', async ({ page }) => {
    const locale = 'en';
    const email = uniqueEmail('signup');
    await open(page, locale, '/registration');
    await expect(heading(page, text(locale, 'auth:signUp.title'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Validation before anything is sent, with the translated stable keys.
    await page.getByRole('button', { name: text(locale, 'auth:signUp.submit'), exact: true }).click();
    await expect(page.getByText(text(locale, 'validation:required'))).toHaveCount(4);

    await field(page, locale, 'auth:signUp.firstName').fill('Eva');
    await field(page, locale, 'auth:signUp.lastName').fill('Testová');
    await field(page, locale, 'auth:signUp.email').fill(email.toUpperCase());
    await field(page, locale, 'auth:signUp.password').fill('short');
    await page.getByRole('button', { name: text(locale, 'auth:signUp.submit'), exact: true }).click();
    await expect(page.getByText('Minimum length is 8 characters')).toBeVisible();

    await field(page, locale, 'auth:signUp.password').fill('handball-e2e-1');
    await page.getByRole('button', { name: text(locale, 'auth:signUp.submit'), exact: true }).click();
    await expect(page.getByText(text(locale, 'auth:signUp.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The address carries over to the sign-in form.
    await expect(field(page, locale, 'auth:signIn.email')).toHaveValue(email);

    await field(page, locale, 'auth:signIn.password').fill('handball-e2e-1');
    await page.getByRole('button', { name: text(locale, 'auth:signIn.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(heading(page, text(locale, 'dashboard:title'))).toBeVisible();
    await expect(page.getByText(text(locale, 'dashboard:greeting', { name: 'Eva Testová' }))).toBeVisible();
    expect(await rememberedSignIn(page)).toBe(true);
    // A new account manages nothing yet: the cards offer registrations, no reporter or admin card.
    await expect(card(page, locale, 'clubRegistration.title').getByRole('link')).toHaveAttribute(
      'href',
      '/registration/club/create',
    );
    await expect(card(page, locale, 'refereeRegistration.title').getByRole('link')).toHaveAttribute(
      'href',
      '/registration/referee/create',
    );
    await expect(card(page, locale, 'reporter.title')).toHaveCount(0);
    await expect(card(page, locale, 'administration.title')).toHaveCount(0);

    // Still signed in after a reload.
    await page.reload();
    await expect(heading(page, text(locale, 'dashboard:title'))).toBeVisible();

    await signOut(page, locale);
    // Signed out, the dashboard asks for a sign-in and comes back afterwards.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });
});

test.describe('refused sign-up and sign-in', () => {
  // The browser logs the refusing answers (409, 401) as failed resources; they are the point here.
  // One pattern: a two-element array would be read by Playwright as [value, fixture options].
  test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 40[19]/] });

  test('an existing address is refused with the sign-in hint (Czech)', async ({ page }) => {
    const email = uniqueEmail('exists');
    await createAccount(email, 'handball-e2e-1');
    await open(page, 'cs', '/registration');
    await field(page, 'cs', 'auth:signUp.firstName').fill('Eva');
    await field(page, 'cs', 'auth:signUp.lastName').fill('Testová');
    await field(page, 'cs', 'auth:signUp.email').fill(email);
    await field(page, 'cs', 'auth:signUp.password').fill('handball-e2e-1');
    await page.getByRole('button', { name: text('cs', 'auth:signUp.submit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: text('cs', 'auth:signUp.userExists') })).toBeVisible();
  });

  for (const locale of ['cs', 'en'] as const) {
    test(`a wrong password shows the exact message (${locale})`, async ({ page }) => {
      await open(page, locale, '/login');
      await expect(heading(page, text(locale, 'auth:signIn.title'))).toBeVisible();
      if (locale === 'cs') await expectNoSeriousA11yViolations(page);
      await fillSignIn(page, locale, 'referee@example.com', 'not-the-password');
      const alert = page.getByRole('alert').filter({ hasText: text(locale, 'auth:signIn.invalidCredentials') });
      await expect(alert).toHaveText(
        locale === 'en' ? 'The entered login credentials are incorrect' : 'Zadané přihlašovací údaje nejsou správné',
      );
      await expect(page).toHaveURL(/\/login$/);
      expect(await rememberedSignIn(page)).toBeUndefined();
    });
  }
});

test.describe('password recovery', () => {
  test('forgot password, link from the outbox, new password, sign in with it (English)', async ({ page }) => {
    const locale = 'en';
    const email = uniqueEmail('reset');
    await createAccount(email, 'handball-e2e-old');

    await open(page, locale, '/login');
    await page.getByRole('link', { name: text(locale, 'auth:signIn.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(heading(page, text(locale, 'auth:forgotPassword.title'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field(page, locale, 'auth:forgotPassword.email').fill(email);
    await page.getByRole('button', { name: text(locale, 'auth:forgotPassword.submit') }).click();
    await expect(page.getByText(text(locale, 'auth:forgotPassword.success'))).toBeVisible();

    const link = await resetLinkFromOutbox(email);
    expect(link.startsWith(`${baseUrl}/en/password-reset?token=`)).toBe(true);
    // Opened where no language was ever chosen, the page is still in the language of the request.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page).toHaveURL(/\/password-reset\?token=/);
    await expect(heading(page, text(locale, 'auth:passwordReset.title'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const newPassword = field(page, locale, 'auth:passwordReset.password');
    const confirmation = field(page, locale, 'auth:passwordReset.confirmation');
    await newPassword.fill('handball-e2e-new');
    await confirmation.fill('handball-e2e-typo');
    await page.getByRole('button', { name: text(locale, 'auth:passwordReset.submit') }).click();
    await expect(page.getByText(text(locale, 'validation:passwordMismatch'))).toBeVisible();
    await confirmation.fill('handball-e2e-new');
    await page.getByRole('button', { name: text(locale, 'auth:passwordReset.submit') }).click();
    await expect(page.getByText(text(locale, 'auth:passwordReset.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillSignIn(page, locale, email, 'handball-e2e-new');
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page, locale);
  });

  test.describe('spent links', () => {
    test.use({ ignoredConsoleErrors: [/favicon\.ico|status of 400/] });

    test('a used link says it is invalid and offers a new one (Czech)', async ({ page }) => {
      const email = uniqueEmail('spent');
      await createAccount(email, 'handball-e2e-old');
      const { api, post } = await apiClient();
      expect(await post('/api/v1/auth/password/forgot', { email })).toBe(202);
      await api.dispose();
      const link = await resetLinkFromOutbox(email);
      const token = new URL(link).searchParams.get('token') ?? '';
      const spend = await apiClient();
      expect(await spend.post('/api/v1/auth/password/reset', { token, password: 'handball-e2e-new' })).toBe(204);
      await spend.api.dispose();

      await page.goto(new URL(link).pathname + new URL(link).search);
      await field(page, 'cs', 'auth:passwordReset.password').fill('handball-e2e-again');
      await field(page, 'cs', 'auth:passwordReset.confirmation').fill('handball-e2e-again');
      await page.getByRole('button', { name: text('cs', 'auth:passwordReset.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(text('cs', 'auth:passwordReset.invalidToken'));
      await expect(page.getByRole('link', { name: text('cs', 'auth:passwordReset.requestNew') })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    });
  });
});

test.describe('permissions', () => {
  test('a plain user opening an admin page lands on /unauthorized', async ({ page }) => {
    await signIn(page, 'cs', 'clubadmin@example.com');
    await page.goto('/admin/configuration');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(heading(page, text('cs', 'core:unauthorized.title'))).toBeVisible();
    await page.goto('/admin/mail-outbox');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('a visitor is sent to sign-in and comes back to the admin page', async ({ page }) => {
    // /unauthorized itself is a page for signed-in users.
    await page.goto('/unauthorized');
    await expect(page).toHaveURL(/\/login\?redirect=%2Funauthorized$/);
    await page.goto('/admin/configuration');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fconfiguration$/);
    await fillSignIn(page, 'cs', 'admin@example.com', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/configuration$/);
    await expect(heading(page, text('cs', 'dashboard:adminConfiguration.title'))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'show_results_on_web' });
    await expect(row).toContainText('boolean');
    await expect(row).toContainText('true');
    // The admin is no super admin: the outbox stays closed.
    await page.goto('/admin/mail-outbox');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('demo accounts', () => {
  test('super admin sees the administration with configuration and mail outbox', async ({ page }) => {
    // Something in the outbox to look at, whatever ran before.
    const email = uniqueEmail('outbox');
    await createAccount(email, 'handball-e2e-old');
    const { api, post } = await apiClient();
    expect(await post('/api/v1/auth/password/forgot', { email, locale: 'cs' })).toBe(202);
    await api.dispose();

    await signIn(page, 'cs', 'superadmin@example.com');
    const admin = card(page, 'cs', 'administration.title');
    await admin.getByRole('link', { name: text('cs', 'dashboard:administration.mailOutbox') }).click();
    await expect(heading(page, text('cs', 'dashboard:mailOutbox.title'))).toBeVisible();
    const mail = page.locator(`[data-mail-id]`).filter({ hasText: email }).first();
    await mail.getByRole('button').click();
    await expect(mail.getByText(/\/password-reset\?token=/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goBack();
    await admin.getByRole('link', { name: text('cs', 'dashboard:administration.configuration') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'style_primary_color' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('searchbox', { name: text('cs', 'dashboard:adminConfiguration.search') }).fill('bulletin');
    await expect(page.getByRole('row')).toHaveCount(2);
    await signOut(page, 'cs');
  });

  test('admin sees the configuration from the user menu', async ({ page }) => {
    await signIn(page, 'en', 'admin@example.com');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: text('en', 'core:header.mailOutbox') })).toHaveCount(0);
    await page.getByRole('menuitem', { name: text('en', 'core:header.configuration') }).click();
    await expect(heading(page, text('en', 'dashboard:adminConfiguration.title'))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'terms_and_conditions' }).first()).toBeVisible();
  });

  test('club admin sees the club with update and detail links', async ({ page }) => {
    await signIn(page, 'cs', 'clubadmin@example.com');
    await expectNoSeriousA11yViolations(page);
    const me = (await (await page.request.get('/api/v1/web/users/me')).json()) as {
      administratedClubs: { id: number; name: string }[];
    };
    const club = me.administratedClubs[0];
    const update = card(page, 'cs', 'updateRegistration.title');
    await expect(update.getByText(club.name)).toBeVisible();
    await expect(update.getByText(text('cs', 'dashboard:clubState.approved'))).toBeVisible();
    await expect(update.getByRole('link', { name: text('cs', 'dashboard:updateRegistration.update') })).toHaveAttribute(
      'href',
      `/registration/club/update/${club.id}`,
    );
    await expect(update.getByRole('link', { name: text('cs', 'dashboard:updateRegistration.detail') })).toHaveAttribute(
      'href',
      `/club/${club.id}`,
    );
    await expect(card(page, 'cs', 'reporter.title')).toHaveCount(0);
    // Bulletin and terms come from the configuration.
    await expect(
      card(page, 'cs', 'documents.title').getByRole('link', { name: text('cs', 'dashboard:documents.bulletin') }),
    ).toHaveAttribute('href', /^https:\/\//);
  });

  test('team admin sees each team he leads with its roster link', async ({ page }) => {
    await signIn(page, 'en', 'teamadmin@example.com');
    const me = (await (await page.request.get('/api/v1/web/users/me')).json()) as { leadingTeams: { id: number }[] };
    expect(me.leadingTeams.length).toBeGreaterThan(0);
    const links = card(page, 'en', 'updateRegistration.title').getByRole('link', {
      name: text('en', 'dashboard:updateRegistration.roster'),
    });
    await expect(links).toHaveCount(me.leadingTeams.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.sort()).toEqual(me.leadingTeams.map((team) => `/rosters/team-plan/${team.id}`).sort());
  });

  test('referee sees the referee registration with its state and detail link', async ({ page }) => {
    await signIn(page, 'cs', 'referee@example.com');
    const referee = card(page, 'cs', 'refereeRegistration.title');
    await expect(referee.getByText('Martin Procházka')).toBeVisible();
    await expect(referee.getByText(text('cs', 'dashboard:refereeState.approved'))).toBeVisible();
    await expect(
      referee.getByRole('link', { name: text('cs', 'dashboard:refereeRegistration.detail') }),
    ).toHaveAttribute('href', /^\/referees\/detail\/\d+$/);
  });

  test('reporter sees the match reporter card', async ({ page }) => {
    await signIn(page, 'en', 'reporter@example.com');
    await expect(
      card(page, 'en', 'reporter.title').getByRole('link', { name: text('en', 'dashboard:reporter.action') }),
    ).toHaveAttribute('href', '/reporter');
    await expect(card(page, 'en', 'administration.title')).toHaveCount(0);
    await signOut(page, 'en');
  });
});
