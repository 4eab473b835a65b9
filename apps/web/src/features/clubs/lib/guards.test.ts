import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStorage } from '@/lib/storage';
import { loaderArgs, newQueryClient, redirectOf } from '@/test/loaders';
import { clubUsersLoader } from './guards';

const me = {
  id: 7,
  username: 'coach@example.com',
  firstName: 'C',
  lastName: 'Oach',
  phone: null,
  roles: ['ROLE_USER'],
  locale: 'cs',
  createdAt: '2025-01-01T00:00:00.000Z',
  leadingTeams: [],
  referees: [],
  administratedClubs: [],
  dashboardMessages: [],
  links: [],
};

/** The current user, then the club detail with the given status and links. */
function mockServer(detailStatus: number, links: { operationId: string }[] = []) {
  const fetch = vi.fn(async (url: string) => {
    if (url.includes('/users/me')) return new Response(JSON.stringify(me), { status: 200 });
    if (url.includes('/users')) return new Response(JSON.stringify({ users: [] }), { status: 200 });
    const body = detailStatus === 200 ? { club: { id: 5 }, links } : { error: 'forbidden', message: 'x' };
    return new Response(JSON.stringify(body), { status: detailStatus });
  });
  vi.stubGlobal('fetch', fetch);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the club users page', () => {
  it('lets in who has the club users link and sends anybody else to the club detail', async () => {
    writeStorage('loggedIn', true);
    const open = (detailStatus: number, links: { operationId: string }[] = []) => {
      mockServer(detailStatus, links);
      return redirectOf(clubUsersLoader(newQueryClient())(loaderArgs('/club/5/users', { id: '5' })));
    };
    expect(await open(200, [{ operationId: 'listClubUsers' }])).toBeNull();
    expect(await open(200, [{ operationId: 'listClubParticipants' }])).toBe('/club/5');
    expect(await open(403)).toBe('/club/5');
  });
});
