import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage } from '@/lib/storage';
import { renderWithProviders } from '@/test/render';
import { meQueryKey } from '@/api/get-me';
import { LoginPage } from './login-page';
import { PasswordResetPage } from './password-reset-page';
import { RegistrationPage } from './registration-page';

type Reply = { status: number; body?: unknown };

function mockApi(reply: Reply) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Elsewhere() {
  return <p>elsewhere</p>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/registration', Component: RegistrationPage },
      { path: '/password-reset', Component: PasswordResetPage },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sign-in page', () => {
  it('shows the exact mismatch text and clears the password', async () => {
    const fetch = mockApi({ status: 401, body: { error: 'invalid_credentials', message: 'x', code: 104 } });
    renderAt('/login');
    type(/^E-mail/, ' Someone@Example.com ');
    type(/^Password/, 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The entered login credentials are incorrect');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
    // The contract's normalisation runs before sending.
    expect(JSON.parse(fetch.mock.calls[0][1].body as string)).toEqual({
      email: 'someone@example.com',
      password: 'wrong-password',
    });
  });

  it('validates before sending', async () => {
    const fetch = mockApi({ status: 500 });
    renderAt('/login');
    type(/^E-mail/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address is not valid')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('remembers the sign-in, caches the user and follows a local redirect', async () => {
    const user = { id: 1, username: 'a@example.com', firstName: 'A', lastName: 'B', roles: ['ROLE_USER'], links: [] };
    mockApi({ status: 200, body: user });
    const { router, queryClient } = renderAt('/login?redirect=%2Fadmin%2Fconfiguration');
    type(/^E-mail/, 'a@example.com');
    type(/^Password/, 'handball2025');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/configuration'));
    expect(readStorage('loggedIn')).toBe(true);
    expect(queryClient.getQueryData(meQueryKey)).toEqual(user);
  });

  it('says so when there were too many attempts', async () => {
    mockApi({ status: 429, body: { error: 'too_many_requests', message: 'x' } });
    renderAt('/login');
    type(/^E-mail/, 'a@example.com');
    type(/^Password/, 'handball2025');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts, please wait a few minutes and try again.',
    );
  });
});

describe('sign-up page', () => {
  const fill = () => {
    type(/^First name/, 'Jana');
    type(/^Last name/, 'Nováková');
    type(/^E-mail/, 'jana@example.com');
    type(/^Password/, 'handball2025');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  };

  it('maps the server field errors onto the fields', async () => {
    mockApi({
      status: 400,
      body: {
        error: 'validation_error',
        message: 'Invalid body',
        fields: { email: { key: 'email' }, password: { key: 'maxLength', params: { max: 128 } } },
      },
    });
    renderAt('/registration');
    fill();
    expect(await screen.findByText('The e-mail address is not valid')).toBeTruthy();
    expect(screen.getByText('Maximum length is 128 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains an existing account', async () => {
    mockApi({ status: 409, body: { error: 'user_exists', message: 'x' } });
    renderAt('/registration');
    fill();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'User already exists, please sign in or reset your password',
    );
  });

  it('goes to sign-in after success, sending the current language', async () => {
    const fetch = mockApi({ status: 201, body: { id: 5 } });
    const { router } = renderAt('/registration');
    fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(fetch.mock.calls[0][1].body as string)).toMatchObject({
      email: 'jana@example.com',
      locale: 'en',
    });
  });
});

describe('password reset page', () => {
  it('says the link is invalid without a usable token', () => {
    renderAt('/password-reset');
    expect(screen.getByRole('alert').textContent).toBe('The password reset link is invalid or has expired.');
  });

  it('checks the confirmation and reports an expired token', async () => {
    const fetch = mockApi({ status: 400, body: { error: 'invalid_token', message: 'x' } });
    renderAt(`/password-reset?token=${'a'.repeat(43)}`);
    type(/^New password again/, 'handball2026');
    type(/^New password(?! again)/, 'handball2027');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    type(/^New password again/, 'handball2027');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The password reset link is invalid or has expired.');
    expect(JSON.parse(fetch.mock.calls[0][1].body as string)).toEqual({
      token: 'a'.repeat(43),
      password: 'handball2027',
    });
  });
});
