import { defaultFormat } from '@tms/domain/schedule/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftScheduleQueryKey } from '../api/get-draft-schedule';
import { staticQueryKey } from '@/api/get-static';
import { renderWithProviders } from '@/test/render';
import { ScheduleTimeline } from './schedule-timeline';

const DAY = '2025-04-18';
const hall = (id: number, name: string) => ({ id, code: name, translations: [{ locale: 'en', name }] });
const team = (id: number, clubName: string) => ({ id, name: null, teamNumber: 1, clubName, clubCountryCode: 'CZ' });
const match = (id: number, time: string, placeId: number, home: number, away: number) => ({
  id,
  matchNumber: id + 100,
  day: DAY,
  time,
  placeId,
  homeTeamId: home,
  awayTeamId: away,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeTeamCompetitionStandings: null,
  awayTeamCompetitionStandings: null,
  competitionGroupId: 7,
  competitionMatchStageId: 1,
  teamCategoryId: 5,
  walkOver: false,
});

function renderTimeline(fetch: ReturnType<typeof vi.fn>, onPick = vi.fn()) {
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(staticQueryKey, {
    halls: [hall(1, 'Hall One'), hall(2, 'Hall Two')],
    places: [],
    groups: [{ id: 7, label: 'MA-A', competitionRoundLevelId: 3, teamCategoryId: 5, teamCategoryCode: 'MA' }],
    roundLevels: [{ id: 3, systemName: 'preliminary', isBracket: false }],
    teamCategories: [{ id: 5, code: 'MA' }],
    matchStages: [{ id: 1, code: 'not_started' }],
    teams: [team(21, 'Dukla'), team(22, 'Slavia'), team(23, 'Sparta'), team(24, 'Zlín')],
    eventTypes: [],
    countries: {},
  } as never);
  queryClient.setQueryData(draftScheduleQueryKey, {
    groupTeams: [],
    matches: [match(12, '10:00', 1, 21, 22), match(40, '10:00', 2, 23, 24)],
  } as never);
  const formats = [{ categoryId: 5, code: 'MA', teams: 4, isDefault: true, format: defaultFormat(4, 40) }];
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ScheduleTimeline days={[DAY, '2025-04-19']} formats={formats} onPick={onPick} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('schedule timeline', () => {
  it('shows the day per hall, with each match at its time and as long as its round', () => {
    renderTimeline(vi.fn());
    const block = screen.getByTestId('timeline-match-12');
    expect(block.getAttribute('aria-label')).toBe('Match 112, MA, Dukla I – Slavia I, 10:00');
    // 08:00 starts the axis at two pixels a minute; a preliminary match of MA lasts 40 minutes.
    expect(block.style.left).toBe('240px');
    expect(block.style.width).toBe('78px');
    expect(screen.getByTestId('timeline-hall-2').contains(screen.getByTestId('timeline-match-40'))).toBe(true);
  });

  it('hands a match chosen with the keyboard to the move form, from where it is now', () => {
    const onPick = vi.fn();
    renderTimeline(vi.fn(), onPick);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Match 140, MA, Sparta I – Zlín I, 10:00' }), {
      key: 'Enter',
    });
    expect(onPick).toHaveBeenCalledWith({ matchId: 40, day: DAY, time: '10:00', placeId: 2 });
  });

  it('swaps two matches dropped onto each other and shows the rule a refused swap breaks', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            error: 'schedule_conflict',
            message: 'The change breaks 1 rule(s) of the schedule',
            conflicts: [{ rule: 'team_rest', matchIds: [12, 40] }],
          }),
          { status: 409 },
        ),
    );
    renderTimeline(fetch);
    fireEvent.dragStart(screen.getByTestId('timeline-match-12'));
    fireEvent.drop(screen.getByTestId('timeline-match-40'));
    expect(await screen.findByText('Swap matches 112 and 140 (hall, day and time)?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note (why)'), { target: { value: '  Team bus late  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText('A team would rest less than the minimum (matches 12, 40)')).toBeTruthy();
    expect(screen.getByText('The move breaks a rule; nothing was changed')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toContain('/api/v1/admin/matches/swap');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ matchIds: [12, 40], note: 'Team bus late' });
  });

  it('moves a match dropped on a hall to the time under the drop', async () => {
    const fetch = vi.fn((_url: string, init: RequestInit) =>
      // The refetches a move sets off stay pending: the timeline keeps the day it shows.
      init?.method === 'PATCH'
        ? Promise.resolve(
            new Response(
              JSON.stringify({
                id: 12,
                categoryId: 5,
                day: DAY,
                time: '11:30',
                placeId: 2,
                length: 40,
                streamUrl: null,
              }),
              { status: 200 },
            ),
          )
        : new Promise<Response>(() => {}),
    );
    const moves = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    renderTimeline(fetch);
    // jsdom has no DragEvent: mouse events of the drag's names carry the pointer's x.
    const pointer = (type: string, clientX: number) =>
      new MouseEvent(type, { bubbles: true, cancelable: true, clientX });
    fireEvent(screen.getByTestId('timeline-match-12'), pointer('dragstart', 0));
    // jsdom lays nothing out: the row starts at 0, so the pointer's x is the offset (11:30 = 210 min after 08:00).
    fireEvent(screen.getByTestId('timeline-hall-2'), pointer('drop', 420));
    // The drop asks first: nothing is sent until the change is confirmed, and a cancel sends nothing.
    expect(await screen.findByText(/^Move match 112 to Hall Two, .+ at 11:30\?$/)).toBeTruthy();
    expect(moves()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent(screen.getByTestId('timeline-match-12'), pointer('dragstart', 0));
    fireEvent(screen.getByTestId('timeline-hall-2'), pointer('drop', 420));
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(moves()).toHaveLength(1));
    const [url, init] = moves()[0];
    expect(url).toContain('/api/v1/admin/matches/12');
    expect(JSON.parse(String(init.body))).toEqual({ day: DAY, time: '11:30', placeId: 2 });

    // Let go over itself, a block nudged along its own hall moves too (it is no swap with itself).
    fireEvent(screen.getByTestId('timeline-match-12'), pointer('dragstart', 0));
    fireEvent(screen.getByTestId('timeline-match-12'), pointer('drop', 260));
    fireEvent.change(await screen.findByLabelText('Note (why)'), { target: { value: 'Final in the main hall' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(moves()).toHaveLength(2));
    expect(JSON.parse(String(moves()[1][1].body))).toEqual({
      day: DAY,
      time: '10:10',
      placeId: 1,
      note: 'Final in the main hall',
    });
  });
});
