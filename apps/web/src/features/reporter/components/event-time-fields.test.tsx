import type { EventType, MatchParticipant } from '@tms/domain/contract/competition';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useStopwatch } from '../hooks/use-stopwatch';
import type { QueuedEventData } from '../offline-queue/records';
import { EventForm } from './event-form';

// The reporter's page froze mid-match once: the minute and second fields follow the running
// stopwatch, and a field that rendered itself again on each new value never stopped. This drives the
// real stopwatch hook through the event form, under React as every build runs it.

const goal: EventType = {
  id: 1,
  nameCs: 'Gól',
  nameEn: 'Goal',
  code: 'goal',
  category: 'score',
  penaltyMatchStop: false,
  penaltyDuration: 0,
  scoreIncrease: 1,
  secondaryParticipantAllowed: false,
  shortName: 'G',
};

const player = (id: number, jerseyNumber: number): MatchParticipant => ({
  id,
  matchId: 1,
  teamId: 10,
  participantId: id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  birthYear: 2010,
  jerseyNumber,
  isLeader: false,
});

/** The stopwatch's refresh interval (use-stopwatch.ts). */
const TICK_MS = 250;
const TICKS = 200;

function RunningMatch({ onSave }: { onSave: (data: QueuedEventData) => Promise<void> }) {
  const stopwatch = useStopwatch(1, 0);
  const { start } = stopwatch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, as the reporter's button does
  useEffect(() => start(), []);
  let timestamp = 1000;
  return (
    <EventForm
      eventTypes={[goal]}
      defaultTypeId={goal.id}
      roster={[player(101, 7), player(102, 9)]}
      homeTeamId={10}
      awayTeamId={20}
      homeName="Home"
      awayName="Away"
      stageCode="1st_half"
      stageId={2}
      matchLength={50}
      stopwatch={stopwatch}
      editing={null}
      disabled={false}
      rosterHref="/reporter/match-roster/X-1"
      nextTimestamp={() => ++timestamp}
      onSave={onSave}
      onCancelEdit={() => {}}
    />
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ now: new Date('2025-04-18T10:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('event time fields on a running stopwatch', () => {
  it(`follow ${TICKS} ticks with events being entered, without a render loop`, async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
    });
    const onSave = vi.fn((_data: QueuedEventData) => Promise.resolve());
    let commits = 0;
    renderWithProviders(
      <MemoryRouter>
        <Profiler
          id="event-form"
          onRender={() => {
            commits += 1;
          }}
        >
          <RunningMatch onSave={onSave} />
        </Profiler>
      </MemoryRouter>,
    );
    const minute = screen.getByRole('textbox', { name: 'Minute' }) as HTMLInputElement;
    const second = screen.getByRole('textbox', { name: 'Second' }) as HTMLInputElement;
    const commitsAtStart = commits;

    for (let tick = 1; tick <= TICKS; tick += 1) {
      await act(async () => {
        vi.advanceTimersByTime(TICK_MS);
      });
      // An event every five seconds of the match, by alternating players.
      if (tick % 20 === 0) {
        const jersey = tick % 40 === 0 ? 9 : 7;
        fireEvent.click(screen.getByTestId(`player-${jersey}`).querySelector('input') as HTMLInputElement);
        await act(async () => {
          fireEvent.click(screen.getByRole('button', { name: 'Save event' }));
        });
      }
    }

    expect(errors.filter((error) => /Maximum update depth|infinite loop/i.test(error))).toEqual([]);
    expect(onSave).toHaveBeenCalledTimes(TICKS / 20);
    // Each event is stamped with the stopwatch's time when it was saved.
    expect(onSave.mock.calls.map(([data]) => data.minute * 60 + data.second)).toEqual(
      Array.from({ length: TICKS / 20 }, (_, i) => ((i + 1) * 20 * TICK_MS) / 1000),
    );
    // The fields still show the running stopwatch: 200 ticks of 250 ms are 50 s.
    expect([minute.value, second.value]).toEqual(['0', '50']);
    // The shown second changes 50 times and each event is a handful of renders; a loop would be thousands.
    expect(commits - commitsAtStart).toBeLessThan(400);
    // A render loop is caught by the count of commits, not by time: 200 ticks take 3 s on a quiet machine
    // and more than the default 5 s while the machine also runs a server and a browser.
  }, 30_000);
});
