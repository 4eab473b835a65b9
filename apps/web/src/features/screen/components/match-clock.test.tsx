import { act, cleanup, screen } from '@testing-library/react';
import type { MatchDetail } from '@tms/domain/contract/competition';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ClockView, useMatchClock } from './match-clock';
import { DataAge } from './side-panels';

const T0 = Date.UTC(2026, 6, 1, 8, 0, 0);

function detail(
  stageCode: MatchDetail['meta']['stageCode'],
  serverTime: number,
  clock: MatchDetail['clock'] = null,
): MatchDetail {
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
    clock,
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

  it("follows the reporter's stopwatch in the server's time: runs, then stands still when paused", () => {
    // Stored 20 s before this read at 4:00; this device's clock is 30 s ahead of the server's.
    const serverNow = T0 + 100_000;
    vi.setSystemTime(serverNow + 30_000);
    const running = { running: true, elapsedMs: 240_000, at: new Date(serverNow - 20_000).toISOString() };
    const { rerender } = renderWithProviders(
      <Clock value={detail('1st_half', serverNow, running)} receivedAt={Date.now()} />,
    );
    const clock = screen.getByTestId('screen-clock');
    expect(clock.textContent).toBe('04:20');
    expect(clock.dataset.phase).toBe('running');
    act(() => vi.advanceTimersByTime(3000));
    expect(clock.textContent).toBe('04:23');

    // Paused at 4:23: the next read holds it, however long the screen waits.
    const paused = { running: false, elapsedMs: 263_400, at: new Date(serverNow + 3000).toISOString() };
    rerender(<Clock value={detail('1st_half', serverNow + 3000, paused)} receivedAt={Date.now()} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('screen-clock').textContent).toBe('04:23');
    expect(screen.getByTestId('screen-clock').dataset.phase).toBe('paused');
    expect(screen.getByText('Clock stopped')).toBeTruthy();
  });

  it('says how old the data is only when it had to wait', () => {
    const { rerender } = renderWithProviders(<DataAge updatedAt={T0} now={T0 + 12_000} />);
    expect(screen.queryByTestId('screen-stale')).toBeNull();
    rerender(<DataAge updatedAt={T0} now={T0 + 45_000} />);
    expect(screen.getByRole('status').textContent).toBe('Data 45 seconds old');
  });
});
