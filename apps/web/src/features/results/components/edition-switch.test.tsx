import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicEdition } from '@tms/domain/contract/editions';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { editionsQueryKey } from '@/api/get-editions';
import { renderWithProviders } from '@/test/render';
import { EditionSwitch, PastEditionNotice } from './edition-switch';

afterEach(cleanup);

const edition = (year: number, isCurrent = false): PublicEdition => ({
  year,
  name: `Cup ${year}`,
  startsOn: `${year}-07-01`,
  endsOn: `${year}-07-05`,
  isCurrent,
});

function renderAt(path: string, editions: PublicEdition[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(editionsQueryKey, editions);
  const page = () => (
    <>
      <EditionSwitch />
      <PastEditionNotice />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/results', Component: page },
      { path: '/:edition/results', Component: page },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const select = () => screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;

describe('EditionSwitch', () => {
  it('is hidden while there is only one edition', () => {
    renderAt('/results', [edition(2025, true)]);
    expect(screen.queryByRole('combobox', { name: 'Year' })).toBeNull();
    expect(screen.queryByTestId('past-edition-notice')).toBeNull();
  });

  it('lists the editions with the current one chosen at /results', () => {
    renderAt('/results', [edition(2025, true), edition(2024)]);
    expect([...select().options].map((option) => option.textContent)).toEqual(['2025', '2024']);
    expect(select().value).toBe('2025');
    expect(screen.queryByTestId('past-edition-notice')).toBeNull();
  });

  it('goes to a past year and back to /results, keeping the boys/girls choice', () => {
    const router = renderAt('/results?gender=female', [edition(2025, true), edition(2024)]);
    fireEvent.change(select(), { target: { value: '2024' } });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/2024/results?gender=female');
    expect(select().value).toBe('2024');
    fireEvent.change(select(), { target: { value: '2025' } });
    expect(router.state.location.pathname).toBe('/results');
  });

  it('tells a past edition apart, with the way back to the current one', () => {
    renderAt('/2024/results', [edition(2025, true), edition(2024)]);
    expect(screen.getByTestId('past-edition-notice').textContent).toContain('2024');
    expect(screen.getByRole('link', { name: 'Go to the current edition' }).getAttribute('href')).toBe('/results');
  });

  it('shows the current year by its number as the current edition', () => {
    renderAt('/2025/results', [edition(2025, true), edition(2024)]);
    expect(select().value).toBe('2025');
    expect(screen.queryByTestId('past-edition-notice')).toBeNull();
  });
});
