import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser } from '@tms/domain/contract/auth';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { enumsQueryKey } from '@/api/get-enums';
import { meQueryKey } from '@/api/get-me';
import { removeStorage, writeStorage } from '@/lib/storage';
import { renderWithProviders } from '@/test/render';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  removeStorage('loggedIn');
});

const user = (links: CurrentUser['links']): CurrentUser => ({
  id: 1,
  username: 'someone@example.com',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: null,
  roles: [],
  locale: 'en',
  createdAt: '2025-01-01T00:00:00Z',
  leadingTeams: [],
  referees: [],
  administratedClubs: [],
  dashboardMessages: [],
  links,
});

function renderFooter(me: CurrentUser | null | undefined, year = 2025) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (me !== undefined) client.setQueryData(meQueryKey, me);
  client.setQueryData(enumsQueryKey, { configurations: [], edition: { year, isCurrent: true } } as never);
  renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('Footer', () => {
  it('offers the translations editor to a user who may edit the translations', () => {
    writeStorage('loggedIn', true);
    renderFooter(user([{ operationId: 'updateTranslations', method: 'PUT', href: '/api/v1/admin/translations' }]));
    expect(screen.getByRole('link', { name: 'Translations' })).toBeTruthy();
  });

  it('hides the translations editor from visitors and other users', () => {
    renderFooter(null);
    expect(screen.queryByRole('link', { name: 'Translations' })).toBeNull();
    cleanup();
    writeStorage('loggedIn', true);
    renderFooter(user([{ operationId: 'logout', method: 'POST', href: '/api/v1/logout' }]));
    expect(screen.queryByRole('link', { name: 'Translations' })).toBeNull();
  });

  it('asks a visitor without a remembered sign-in for no user', () => {
    const client = renderFooter(undefined);
    expect(client.getQueryState(meQueryKey)?.fetchStatus ?? 'idle').toBe('idle');
    expect(client.getQueryData(meQueryKey)).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Translations' })).toBeNull();
  });

  it('names the year of the current edition, whichever the build was made in', () => {
    renderFooter(null, 2026);
    expect(screen.getByText('© 2026 Prague Handball Cup')).toBeTruthy();
  });
});
