import { type APIRequestContext, type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
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

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Per worker: the session cookies of each account signed in so far (email and password as the key). */
const storedSessions = new Map<string, Cookies>();

/**
 * Signs `page`'s browser context in as the user and opens `target` (the dashboard unless told; in
 * `locale` when given, else in the browser's). Not through the form, which auth.spec.ts tests: the
 * worker's stored session of the account when the server still accepts it (a test may have signed
 * it out or deactivated the user), else a fresh one from the login API.
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { target = '/dashboard', locale }: { target?: string; locale?: Locale } = {},
) {
  const context = page.context();
  const key = `${email}\n${password}`;
  const stored = storedSessions.get(key);
  let signedIn = false;
  if (stored) {
    await context.addCookies(stored);
    signedIn = (await page.request.get('/api/v1/web/users/me')).ok();
  }
  if (!signedIn) {
    // The first call sets the anti-forgery cookie; the login repeats its value in the header.
    await page.request.get('/api/health');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf')?.value ?? '';
    const login = await page.request.post('/api/v1/auth/login', {
      data: { email, password },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(login.status(), `signing in as ${email}`).toBe(200);
    storedSessions.set(
      key,
      (await context.cookies()).filter((cookie) => cookie.name === 'sid' || cookie.name === 'csrf'),
    );
  }
  // The web loads the user on start only when its storage remembers a sign-in (apps/web/src/lib/storage.ts):
  // remember it as the form would, on a cheap page of the same origin.
  await page.goto('/api/health');
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tms') ?? '{}') as Record<string, unknown>;
    stored.loggedIn = { value: true, expiresAt: Date.now() + 86_400_000 };
    localStorage.setItem('tms', JSON.stringify(stored));
  });
  // A language prefix sets the language and leads on to the page without it (the web's router).
  await page.goto(locale ? `/${locale}${target}` : target);
  const path = target.split('?')[0];
  await page.waitForURL((url) => url.pathname === path);
}

/** Client-side navigation through the admin area's menu (no page load). */
export const adminSection = (page: Page, key: string) =>
  page
    .getByRole('navigation', { name: text('cs', 'admin:nav.label') })
    .first()
    .getByRole('link', { name: text('cs', key) });
