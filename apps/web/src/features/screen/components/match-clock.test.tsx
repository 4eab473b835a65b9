import { act, cleanup, screen } from '@testing-library/react';
import type { MatchDetail } from '@tms/domain/contract/competition';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ClockView, useMatchClock } from './match-clock';
import { DataAge } from './side-panels';

const T0 = Date.UTC(2026, 6, 1, 8, 0, 0);

function detail(stageCode: MatchDetail['meta']['stageCode'], serverTime: number): MatchDetail {
  return {
    events: [
      {
        id: 1,
        minute: 10,
        second: 0,
        createdTimestamp: T0,
        clientId: null,
        competitionEventTypeId: 1,
        competitionMatchParticipantId: null,
        competitionMatchStageId: 2,
        competitionMatchStageCode: '1st_half',
        secondaryParticipantId: null,
        sevenMeterThrow: false,
      },
    ],
    match: { matchLength: 30 } as MatchDetail['match'],
    meta: { serverTime: new Date(serverTime).toISOString(), stageCode },
    referees: [],
    roster: [],
    links: [],
  };
}

function Clock({ value, receivedAt }: { value: MatchDetail; receivedAt: number }) {
  const clock = useMatchClock(value, receivedAt);
  return clock ? <ClockView clock={clock} /> : null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the screen clock', () => {
  it("runs on the server's time from the newest event and stops at half time", () => {
    // This device's clock is 5 s behind the server's.
    vi.setSystemTime(T0 + 60_000 - 5000);
    renderWithProviders(<Clock value={detail('1st_half', T0 + 60_000)} receivedAt={Date.now()} />);
    expect(screen.getByTestId('screen-clock').textContent).toBe('11:00');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('screen-clock').textContent).toBe('11:02');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByTestId('screen-clock').textContent).toBe('15:00');
    expect(screen.getByText('Half time')).toBeTruthy();
  });

  it('says how old the data is only when it had to wait', () => {
    const { rerender } = renderWithProviders(<DataAge updatedAt={T0} now={T0 + 12_000} />);
    expect(screen.queryByTestId('screen-stale')).toBeNull();
    rerender(<DataAge updatedAt={T0} now={T0 + 45_000} />);
    expect(screen.getByRole('status').textContent).toBe('Data 45 seconds old');
  });
});
