import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import type { RefereeBoard, RefereeBoardMatch } from '@tms/domain/contract/referee-assignments';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RefereeMatchList } from './referee-match-list';

afterEach(cleanup);

const base: RefereeBoardMatch = {
  matchId: 5,
  matchNumber: 31,
  day: '2025-04-18',
  time: '10:00',
  endTime: '10:30',
  placeId: 1,
  placeName: 'Sportovní hala Karlín',
  categoryCode: 'MA',
  groupLabel: 'MA-A',
  roundLevel: 'preliminary',
  stageCode: 'not_started',
  homeTeamName: 'Dukla',
  awayTeamName: 'Kiel',
  refereeIds: [],
  refereesNeeded: 2,
  source: null,
  assignedRefereeIds: [],
  locked: false,
  deviation: false,
  conflicts: [],
  unpublished: false,
};

const board: RefereeBoard = {
  days: ['2025-04-18'],
  matches: [
    base,
    {
      ...base,
      matchId: 6,
      matchNumber: 7,
      categoryCode: 'ME',
      time: '11:00',
      refereeIds: [8],
      assignedRefereeIds: [8],
      source: 'office',
      refereesNeeded: 1,
      unpublished: true,
    },
  ],
  referees: [
    {
      id: 8,
      firstName: 'Petr',
      lastName: 'Svoboda',
      countryCode: 'CZ',
      rank: 1,
      colleagueRefereeId: null,
      arrivalDate: null,
      departureDate: null,
      matches: 1,
    },
  ],
  load: {
    referees: 1,
    filledPositions: 1,
    totalPositions: 3,
    min: 1,
    max: 1,
    mean: 1,
    spread: 0,
    hallChanges: 0,
    topRankOnFinals: 0,
    finals: 0,
  },
  unpublishedMatches: 1,
  unpublishedReferees: 1,
};

const renderList = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <RefereeMatchList
        days={board.days}
        day="2025-04-18"
        onDay={() => {}}
        board={{ data: board, isPending: false, isError: false } as UseQueryResult<RefereeBoard>}
      />
    </QueryClientProvider>,
  );

describe('referee match list', () => {
  it('names the hall and tells an empty position from one a one-referee match does not need', () => {
    renderList();
    const cells = (matchId: number) => {
      const row = document.querySelector(`[data-match-id="${matchId}"]`) as HTMLElement;
      return [1, 2].map(
        (p) =>
          within(row)
            .getAllByRole('cell')
            .find((c) => c.dataset.position === String(p))?.textContent,
      );
    };
    expect(cells(5)).toEqual(['Not assigned', 'Not assigned']);
    expect(cells(6)).toEqual(['Svoboda Petr (CZ)', 'Not needed']);
    expect(
      within(document.querySelector('[data-match-id="5"]') as HTMLElement).getByText('Sportovní hala Karlín'),
    ).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('marks the matches whose referees the public does not see yet', () => {
    renderList();
    const row = (matchId: number) => document.querySelector(`[data-match-id="${matchId}"]`) as HTMLElement;
    expect(within(row(6)).getByTestId('unpublished-badge').textContent).toBe('Not published');
    expect(within(row(5)).queryByTestId('unpublished-badge')).toBeNull();
  });
});
