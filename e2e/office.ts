import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect } from './fixtures';
import { baseUrl } from './server';
import { text } from './texts';

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

/** Signs in through the Czech form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(new RegExp(`^${text('cs', 'auth:signIn.email')}`)).fill(email);
  await page.getByLabel(new RegExp(`^${text('cs', 'auth:signIn.password')}`)).fill(password);
  await page.getByRole('button', { name: text('cs', 'auth:signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Client-side navigation through the admin area's menu (no page load). */
export const adminSection = (page: Page, key: string) =>
  page
    .getByRole('navigation', { name: text('cs', 'admin:nav.label') })
    .first()
    .getByRole('link', { name: text('cs', key) });
