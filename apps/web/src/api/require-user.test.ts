import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_BY_NAME as ROLES } from '@tms/domain/roles';
import { readStorage, writeStorage } from '@/lib/storage';
import { loaderArgs, newQueryClient, redirectOf } from '@/test/loaders';
import { meQueryKey } from './get-me';
import { loginRedirectPath, requireUser, userHasAnyRole } from './require-user';

const user = (roles: string[]) => ({
  id: 7,
  username: 'clubadmin@example.com',
  firstName: 'Petr',
  lastName: 'Svoboda',
  phone: null,
  roles,
  locale: 'cs',
  createdAt: '2025-01-01T00:00:00.000Z',
  leadingTeams: [],
  referees: [],
  administratedClubs: [],
  dashboardMessages: [],
  links: [],
});

function mockMe(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('requireUser', () => {
  it('sends a visitor to sign-in with the page as redirect, without calling the server', async () => {
    const fetch = mockMe(200, user(['ROLE_USER']));
    expect(await redirectOf(requireUser(newQueryClient())(loaderArgs('/admin/configuration?x=1')))).toBe(
      '/login?redirect=%2Fadmin%2Fconfiguration%3Fx%3D1',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends to sign-in and forgets the remembered sign-in when the session is gone', async () => {
    writeStorage('loggedIn', true);
    const fetch = mockMe(401, { error: 'unauthorized', message: 'Sign in first' });
    const client = newQueryClient();
    expect(await redirectOf(requireUser(client)(loaderArgs('/dashboard')))).toBe('/login?redirect=%2Fdashboard');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readStorage('loggedIn')).toBeUndefined();
    expect(client.getQueryData(meQueryKey)).toBeNull();
  });

  it('keeps the remembered sign-in when the navigation was cancelled during the load', async () => {
    writeStorage('loggedIn', true);
    const navigation = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        navigation.abort();
        throw new TypeError('Failed to fetch');
      }),
    );
    const args = loaderArgs('/dashboard');
    const load = requireUser(newQueryClient())({
      ...args,
      request: new Request(args.request, { signal: navigation.signal }),
    });
    await expect(load).rejects.toThrow('Failed to fetch');
    expect(readStorage('loggedIn')).toBe(true);
  });

  it('keeps the remembered sign-in when the page is being left during the load', async () => {
    writeStorage('loggedIn', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        window.dispatchEvent(new Event('pagehide'));
        throw new TypeError('Failed to fetch');
      }),
    );
    try {
      await expect(requireUser(newQueryClient())(loaderArgs('/dashboard'))).rejects.toThrow('Failed to fetch');
      expect(readStorage('loggedIn')).toBe(true);
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('always fetches the user again, even when a fresh copy is cached', async () => {
    writeStorage('loggedIn', true);
    const fetch = mockMe(200, user(['ROLE_USER']));
    const client = newQueryClient();
    client.setQueryData(meQueryKey, user(['ROLE_USER', ROLES.admin]));
    const guard = requireUser(client, { roles: [ROLES.admin] });
    // The cached copy says admin, the server no longer does.
    expect(await redirectOf(guard(loaderArgs('/admin/configuration')))).toBe('/unauthorized');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/web/users/me');
    expect((init.headers as Record<string, string>)['X-Action-Name']).toBe('getCurrentUser');
  });

  it('lets in a user holding any of the roles and resolves to the user', async () => {
    writeStorage('loggedIn', true);
    mockMe(200, user(['ROLE_USER', ROLES.superAdmin]));
    const guard = requireUser(newQueryClient(), { roles: [ROLES.admin, ROLES.superAdmin] });
    await expect(guard(loaderArgs('/admin/configuration'))).resolves.toMatchObject({ id: 7 });
  });

  it('lets in any signed-in user when no role is required', async () => {
    writeStorage('loggedIn', true);
    mockMe(200, user(['ROLE_USER']));
    await expect(requireUser(newQueryClient())(loaderArgs('/dashboard'))).resolves.toMatchObject({
      username: 'clubadmin@example.com',
    });
    expect(readStorage('loggedIn')).toBe(true);
  });

  it.each([
    ['a server failure', () => mockMe(500, { error: 'internal_error', message: 'Boom' })],
    [
      'a network failure',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            throw new TypeError('Failed to fetch');
          }),
        ),
    ],
  ])('sends to sign-in, forgets the remembered sign-in and logs on %s', async (_, fail) => {
    writeStorage('loggedIn', true);
    fail();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = newQueryClient();
    expect(await redirectOf(requireUser(client)(loaderArgs('/dashboard?tab=2')))).toBe(
      '/login?redirect=%2Fdashboard%3Ftab%3D2',
    );
    expect(readStorage('loggedIn')).toBeUndefined();
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('helpers', () => {
  it('checks roles as any-of', () => {
    expect(userHasAnyRole(user(['ROLE_USER']), [])).toBe(true);
    expect(userHasAnyRole(user(['ROLE_USER']), undefined)).toBe(true);
    expect(userHasAnyRole(user(['ROLE_USER']), [ROLES.admin, ROLES.superAdmin])).toBe(false);
    expect(userHasAnyRole(user([ROLES.competitionReporter]), [ROLES.superAdmin, ROLES.competitionReporter])).toBe(true);
    expect(userHasAnyRole(null, [])).toBe(false);
  });

  it('builds the sign-in path with the full target', () => {
    expect(loginRedirectPath('http://localhost/club/5/users?role=admin')).toBe(
      '/login?redirect=%2Fclub%2F5%2Fusers%3Frole%3Dadmin',
    );
  });
});
