import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RefereeBoardMatch } from '@tms/domain/contract/referee-assignments';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveQueryKey } from '@/api/get-live';
import { refereesQueryKey } from '@/api/get-referees';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { RefereeEditModal } from './referee-edit-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const match: RefereeBoardMatch = {
  matchId: 5,
  matchNumber: 31,
  day: '2025-04-18',
  time: '10:00',
  endTime: '10:30',
  placeId: 1,
  placeName: 'Hala A',
  categoryCode: 'MA',
  groupLabel: 'MA-A',
  roundLevel: 'preliminary',
  stageCode: 'not_started',
  homeTeamName: 'Dukla',
  awayTeamName: 'Kiel',
  refereeIds: [8],
  refereesNeeded: 2,
  source: 'office',
  assignedRefereeIds: [8],
  locked: false,
  deviation: false,
  conflicts: [],
  unpublished: false,
};

function setup(response: Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(liveQueryKey, {
    groupTeams: [],
    matches: [{ id: 9, matchNumber: 12, day: '2025-04-18', time: '10:10', placeId: 2, teamCategoryId: 3 }],
  } as never);
  queryClient.setQueryData(staticQueryKey, {
    places: [{ id: 2, code: null, translations: [{ locale: 'en', name: 'Hall B' }] }],
    teamCategories: [{ id: 3, code: 'MA' }],
  } as never);
  queryClient.setQueryData(refereesQueryKey, [{ id: 7, firstName: 'Jana', lastName: 'Nováková' }] as never);
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RefereeEditModal
        match={match}
        options={[
          { value: '7', label: 'Nováková Jana (CZE)' },
          { value: '8', label: 'Svoboda Petr (CZE)' },
        ]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

describe('referee edit modal', () => {
  it('sends referee 1 and 2 and shows a refused overlap with the referee and the match he is already on', async () => {
    const { fetch, onClose } = setup(
      new Response(
        JSON.stringify({
          error: 'referee_conflict',
          message: 'The referee cannot take this match',
          conflicts: [{ rule: 'overlap', refereeId: 7, matchIds: [5, 9] }],
        }),
        { status: 409 },
      ),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Locked/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refused = await screen.findByTestId('referee-conflicts');
    expect(refused.textContent).toContain('Jana Nováková already referees match MA 12 (');
    expect(refused.textContent).toContain('10:10, Hall B)');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toContain('/api/v1/admin/matches/5/referees');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ refereeIds: [8], locked: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after a save', async () => {
    const { onClose } = setup(new Response(JSON.stringify(match), { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
