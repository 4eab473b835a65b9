import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { DrawPanel } from './draw-panel';

const team = (id: number, clubId: number, clubName: string, country: string) => ({
  id,
  name: null,
  teamNumber: 1,
  persons: 12,
  clubId,
  clubName,
  clubCountryCode: country,
  teamCategoryId: 5,
  teamCategoryCode: 'MA',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('draw panel', () => {
  it('shows the drawn groups with their seed and names the rule a hand swap breaks', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            seed: 4711,
            groups: [
              { label: 'MA-A', teamIds: [1, 3] },
              { label: 'MA-B', teamIds: [2, 4] },
            ],
            warnings: [],
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(staticQueryKey, {
      teams: [
        team(1, 10, 'Dukla', 'CZ'),
        team(2, 10, 'Dukla B', 'CZ'),
        team(3, 11, 'Sokol', 'NO'),
        team(4, 12, 'Elverum', 'NO'),
      ],
    } as never);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <DrawPanel categoryId={5} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByText('Group MA-A')).toBeTruthy();
    expect((screen.getByLabelText(/^Seed/) as HTMLInputElement).value).toBe('4711');
    expect(screen.getByText(/No club shares a group/)).toBeTruthy();

    // Sokol (MA-A) for Dukla B (MA-B): Dukla's two teams meet in MA-A.
    fireEvent.click(screen.getByRole('button', { name: 'Sokol (NO)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dukla B (CZ)' }));
    expect(screen.getByText("Group MA-A: one club's teams together (Dukla, Dukla B)")).toBeTruthy();
  });
});
