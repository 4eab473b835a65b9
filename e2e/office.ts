import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect } from './fixtures';
import { baseUrl } from './server';
import { type Locale, text } from './texts';

/** The demo accounts' password (README, DESIGN.md "Demo accounts"). */
export const DEMO_PASSWORD = 'handball2025';

export type ApiSession = { api: APIRequestContext; headers: Record<string, string> };

/** An API session of a user (the anti-forgery pair included), for preparing and cleaning up; the suite's server unless `base` names another. */
export async function apiSession(email: string, password = DEMO_PASSWORD, base = baseUrl): Promise<ApiSession> {
  const api = await playwrightRequest.newContext({ baseURL: base });
  await api.get('/api/health');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const headers = { 'X-CSRF-Token': csrf };
  const login = await api.post('/api/v1/auth/login', { data: { email, password }, headers });
  expect(login.status()).toBe(200);
  return { api, headers };
}

/**
 * Signs the page's browser in through the API and opens `target` (the dashboard unless given). For
 * every test that is not about the sign-in form (auth.spec.ts tests the form): a form sign-in loads the
 * sign-in page, fills it and routes to the dashboard first, about a second each time. The app asks for
 * the user only when its storage remembers a sign-in, as the form's success leaves it, and speaks the
 * language its storage remembers, as a visit to `/en/login` leaves it; both are put there once per
 * tab, before the first page's scripts run, so that signing out or switching the language later holds.
 */
export async function signIn(
  page: Page,
  email: string,
  {
    password = DEMO_PASSWORD,
    target = '/dashboard',
    locale = 'cs',
  }: { password?: string; target?: string; locale?: Locale } = {},
) {
  await page.request.get('/api/health');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  await page.addInitScript((language) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    const stored = JSON.parse(localStorage.getItem('tms') ?? '{}') as Record<string, unknown>;
    const expiresAt = new Date(new Date().getFullYear(), 11, 31, 23, 59, 59, 999).getTime();
    const entries = { loggedIn: { value: true, expiresAt }, locale: { value: language, expiresAt } };
    localStorage.setItem('tms', JSON.stringify({ ...stored, ...entries }));
  }, locale);
  // The page asks for the user on load; leaving before the answer would count as a failed load, which
  // forgets the sign-in (PRODUCT_SPEC §2 guard 4), so the next page of the test would be signed out.
  const user = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/web/users/me');
  await page.goto(target);
  expect((await user).status(), `the signed-in user of ${email}`).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0]);
}

/** Client-side navigation through the admin area's menu (no page load). */
export const adminSection = (page: Page, key: string) =>
  page
    .getByRole('navigation', { name: text('cs', 'admin:nav.label') })
    .first()
    .getByRole('link', { name: text('cs', key) });
