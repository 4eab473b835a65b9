import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tms/domain/contract/admin-users';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { UserRolesCard } from './user-roles-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: AdminUserDetail = {
  id: 12,
  name: 'Lucie Černá',
  email: 'lucie@example.com',
  roles: ['ROLE_USER', 'ROLE_LATE_REGISTRATION'],
  clubs: [],
  referees: 0,
  blocked: false,
  createdAt: '2026-01-01T08:00:00.000Z',
  lastSignInAt: null,
  firstName: 'Lucie',
  lastName: 'Černá',
  phone: null,
  locale: 'cs',
  blockedAt: null,
  clubList: [],
  teams: [],
  refereeRegistrations: [],
  // An admin: every role but super admin.
  changeableRoles: [
    'ROLE_COMPETITION_REPORTER',
    'ROLE_COMPETITION_SUPER_REPORTER',
    'ROLE_ADMIN',
    'ROLE_LATE_REGISTRATION',
  ],
  links: [{ operationId: 'setUserRoles', method: 'PUT', href: '/api/v1/admin/users/12/roles' }],
};

function renderCard(detail: AdminUserDetail) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <UserRolesCard user={detail} />
    </QueryClientProvider>,
  );
}

it('offers the roles the current user may change and saves the ticked ones', async () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(user), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  renderCard(user);

  const superAdmin = screen.getByRole('checkbox', { name: 'Super admin' }) as HTMLInputElement;
  expect(superAdmin.disabled).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Late registration' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Reporter' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Late registration' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));

  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0];
  expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/v1/admin/users/12/roles');
  expect(init.method).toBe('PUT');
  expect(JSON.parse(String(init.body))).toEqual({ roles: ['ROLE_COMPETITION_REPORTER'] });
});

it('shows the roles read-only without the link to change them', () => {
  renderCard({ ...user, links: [] });
  expect((screen.getByRole('checkbox', { name: 'Reporter' }) as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Save roles' })).toBeNull();
});
