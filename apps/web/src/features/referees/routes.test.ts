import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStorage } from '@/lib/storage';
import { loaderArgs, newQueryClient, redirectOf } from '@/test/loaders';
import { refereesRoutes } from './routes';

const link = (operationId: string) => ({ operationId, method: 'GET', href: '/x' });
const user = (links: string[], refereeLinks: string[] = []) => ({
  id: 7,
  username: 'ref@example.com',
  firstName: 'Eva',
  lastName: 'Malá',
  phone: null,
  roles: ['ROLE_USER'],
  locale: 'cs',
  createdAt: '2025-01-01T00:00:00.000Z',
  leadingTeams: [],
  referees: [{ id: 5, firstName: 'Eva', lastName: 'Malá', registrationState: 'new', links: refereeLinks.map(link) }],
  administratedClubs: [],
  dashboardMessages: [],
  links: links.map(link),
});

/** Answers by path: the current user, the registration 5 and the public card of approved referee 9. */
function mockApi(me: unknown) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/web/users/me')) return new Response(JSON.stringify(me), { status: me ? 200 : 401 });
    if (url.endsWith('/web/referee-registrations/5'))
      return new Response(JSON.stringify({ id: 5, links: [link('updateRefereeRegistration')] }), { status: 200 });
    if (url.endsWith('/competition/referees/9')) return new Response(JSON.stringify({ id: 9 }), { status: 200 });
    return new Response(JSON.stringify({ error: 'not_found', message: 'x' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function loader(path: string) {
  const route = refereesRoutes(newQueryClient()).find((r) => r.path === path);
  return route?.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('referee routes', () => {
  it('enter the forms only while the server offers them, else the dashboard', async () => {
    writeStorage('loggedIn', true);
    mockApi(user([]));
    const create = loader('registration/referee/create');
    expect(await redirectOf(create(loaderArgs('/registration/referee/create')))).toBe('/dashboard');
    mockApi(user(['createRefereeRegistration']));
    expect(await redirectOf(create(loaderArgs('/registration/referee/create')))).toBeNull();

    const update = loader('registration/referee/update/:id');
    const args = loaderArgs('/registration/referee/update/5', { id: '5' });
    mockApi(user([], ['getRefereeRegistration']));
    expect(await redirectOf(update(args))).toBe('/dashboard');
    mockApi(user([], ['getRefereeRegistration', 'updateRefereeRegistration']));
    expect(await redirectOf(update(args))).toBeNull();
    // Another account's registration, for a user who is no organiser.
    expect(await redirectOf(update(loaderArgs('/registration/referee/update/6', { id: '6' })))).toBe('/dashboard');
  });

  it('show the full detail to the account, the public card to visitors, and not-found for anything else', async () => {
    const detail = loader('referees/detail/:refereeId');
    const args = (id: string) => loaderArgs(`/referees/detail/${id}`, { refereeId: id });
    const fetch = mockApi(null);
    expect(await detail(args('9'))).toEqual({ kind: 'public', id: 9 });
    expect(await redirectOf(detail(args('5')))).toBe('/404');
    expect(await redirectOf(detail(args('x1')))).toBe('/404');
    // A visitor's browser never asks for the private registration.
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('referee-registrations'))).toEqual([]);

    writeStorage('loggedIn', true);
    mockApi(user([], ['getRefereeRegistration']));
    expect(await detail(args('5'))).toEqual({ kind: 'private', id: 5 });
  });
});
