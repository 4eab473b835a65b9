import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staticQueryKey } from '@/api/get-static';
import { formatMatchDay } from '@/lib/match-day';
import { renderWithProviders } from '@/test/render';
import { PlanTimeline } from './plan-timeline';

afterEach(cleanup);

const planned = (key: string, day: string, time: string, placeId: number) => ({
  key,
  categoryId: 5,
  groupLabel: 'MA-A',
  roundLevel: 'preliminary',
  home: { teamId: 21 },
  away: { slot: '2nd of group MA-B', groupLabel: 'MA-B', rank: 2 },
  day,
  time,
  placeId,
  length: 30,
});

describe('plan timeline', () => {
  it('shows a plan per day and hall, undecided sides by where they come from, and moves nothing', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(staticQueryKey, {
      halls: [{ id: 1, code: 'H1', translations: [{ locale: 'en', name: 'H1' }] }],
      places: [],
      groups: [],
      roundLevels: [],
      teamCategories: [{ id: 5, code: 'MA' }],
      matchStages: [],
      teams: [{ id: 21, name: null, teamNumber: 2, clubName: 'Dukla', clubCountryCode: 'CZ' }],
      eventTypes: [],
      countries: {},
    } as never);
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <PlanTimeline
          matches={[planned('MA-A:1', '2025-04-18', '09:00', 1), planned('MA-A:2', '2025-04-19', '12:00', 1)]}
        />
      </QueryClientProvider>,
    );
    const first = screen.getByLabelText('Match MA-A:1, MA, Dukla II – MA-B #2, 09:00');
    expect(first.getAttribute('draggable')).toBe('false');
    expect(first.getAttribute('role')).toBeNull();
    expect(screen.queryByLabelText(/Match MA-A:2/)).toBeNull();
    fireEvent.click(screen.getByText(formatMatchDay('2025-04-19', 'en')));
    expect(screen.getByLabelText('Match MA-A:2, MA, Dukla II – MA-B #2, 12:00').style.left).toBe('480px');
  });
});
