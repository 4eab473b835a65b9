import { describe, expect, it } from 'vitest';
import { type ClockEvent, screenClock, screenSuspensions, serverOffset, storedClockSeconds } from './screen-clock';

const T0 = Date.UTC(2026, 6, 1, 10, 0, 0);
const event = (
  minute: number,
  second: number,
  at: number,
  stage: ClockEvent['competitionMatchStageCode'] = '1st_half',
) => ({
  minute,
  second,
  createdTimestamp: at,
  competitionMatchStageCode: stage,
});

describe('screenClock', () => {
  it('counts on from the newest event of the half in server time', () => {
    const events = [event(2, 0, T0), event(5, 10, T0 + 190_000)];
    expect(screenClock({ stageCode: '1st_half', matchLength: 30, events, serverNow: T0 + 200_000 })).toEqual({
      phase: 'running',
      seconds: 320,
    });
  });

  it('holds at half time and at the final whistle', () => {
    const events = [event(14, 0, T0)];
    expect(screenClock({ stageCode: '1st_half', matchLength: 30, events, serverNow: T0 + 600_000 })).toEqual({
      phase: 'half_time',
      seconds: 900,
    });
    const second = [event(29, 0, T0, '2nd_half')];
    expect(screenClock({ stageCode: '2nd_half', matchLength: 30, events: second, serverNow: T0 + 600_000 })).toEqual({
      phase: 'finished',
      seconds: 1800,
    });
  });

  it('waits at the start of a half until an event anchors it, ignoring the other half', () => {
    expect(
      screenClock({ stageCode: '2nd_half', matchLength: 30, events: [event(10, 0, T0)], serverNow: T0 + 5000 }),
    ).toEqual({ phase: 'waiting', seconds: 900 });
  });

  it('names the stages without a clock', () => {
    const input = { matchLength: 20, events: [], serverNow: T0 };
    expect(screenClock({ ...input, stageCode: 'not_started' })).toEqual({ phase: 'not_started', seconds: 0 });
    expect(screenClock({ ...input, stageCode: 'finished' })).toEqual({ phase: 'finished', seconds: 1200 });
    expect(screenClock({ ...input, stageCode: 'waiting_for_approval' }).phase).toBe('finished');
    expect(screenClock({ ...input, stageCode: 'shootout' }).phase).toBe('shootout');
  });

  it('never runs backwards when the client clock is behind the entry', () => {
    expect(
      screenClock({ stageCode: '1st_half', matchLength: 30, events: [event(3, 0, T0)], serverNow: T0 - 10_000 }),
    ).toEqual({ phase: 'running', seconds: 180 });
  });
});

describe("screenClock with the reporter's stopwatch", () => {
  const base = { matchLength: 30, events: [event(2, 0, T0)] };

  it('runs from the stored time in server time, whatever the events say', () => {
    const stopwatch = { running: true, elapsedMs: 600_500, at: T0 };
    expect(screenClock({ ...base, stageCode: '1st_half', stopwatch, serverNow: T0 + 4600 })).toEqual({
      phase: 'running',
      seconds: 605,
    });
    // A screen whose clock is behind the storing never shows a time before it.
    expect(screenClock({ ...base, stageCode: '1st_half', stopwatch, serverNow: T0 - 9000 }).seconds).toBe(600);
  });

  it('stands still while paused, however much time passes', () => {
    const stopwatch = { running: false, elapsedMs: 421_900, at: T0 };
    for (const serverNow of [T0, T0 + 3_600_000]) {
      expect(screenClock({ ...base, stageCode: '1st_half', stopwatch, serverNow })).toEqual({
        phase: 'paused',
        seconds: 421,
      });
    }
  });

  it('waits at the start of a half and holds at its end', () => {
    const paused = (elapsedMs: number) => ({ running: false, elapsedMs, at: T0 });
    expect(screenClock({ ...base, stageCode: '1st_half', stopwatch: paused(0), serverNow: T0 })).toEqual({
      phase: 'waiting',
      seconds: 0,
    });
    expect(screenClock({ ...base, stageCode: '2nd_half', stopwatch: paused(900_000), serverNow: T0 })).toEqual({
      phase: 'waiting',
      seconds: 900,
    });
    const running = { running: true, elapsedMs: 890_000, at: T0 };
    expect(screenClock({ ...base, stageCode: '1st_half', stopwatch: running, serverNow: T0 + 60_000 })).toEqual({
      phase: 'half_time',
      seconds: 900,
    });
    expect(screenClock({ ...base, stageCode: '2nd_half', stopwatch: paused(1_900_000), serverNow: T0 })).toEqual({
      phase: 'finished',
      seconds: 1800,
    });
  });

  it('leaves the stages without a clock alone', () => {
    const stopwatch = { running: true, elapsedMs: 100_000, at: T0 };
    expect(screenClock({ ...base, stageCode: 'not_started', stopwatch, serverNow: T0 }).phase).toBe('not_started');
    expect(screenClock({ ...base, stageCode: 'waiting_for_approval', stopwatch, serverNow: T0 }).phase).toBe(
      'finished',
    );
  });

  it('counts whole seconds of the stored time', () => {
    expect(storedClockSeconds({ running: true, elapsedMs: 999, at: T0 }, T0 + 1)).toBe(1);
    expect(storedClockSeconds({ running: false, elapsedMs: 999, at: T0 }, T0 + 5000)).toBe(0);
  });
});

describe('screenSuspensions', () => {
  const penalties = [
    { key: 1, atSecond: 100, duration: 120 },
    { key: 2, atSecond: 150, duration: 120 },
    { key: 3, atSecond: 150, duration: 0 },
  ];

  it('counts the suspensions down with the clock', () => {
    expect(
      screenSuspensions(penalties, { phase: 'running', seconds: 160 }).map((p) => [p.event.key, p.remainingSeconds]),
    ).toEqual([
      [1, 60],
      [2, 110],
    ]);
    expect(screenSuspensions(penalties, { phase: 'running', seconds: 230 }).map((p) => p.event.key)).toEqual([2]);
  });

  it('shows none once the match is over or before it starts', () => {
    expect(screenSuspensions(penalties, { phase: 'finished', seconds: 160 })).toEqual([]);
    expect(screenSuspensions(penalties, { phase: 'not_started', seconds: 160 })).toEqual([]);
  });

  it('hold while the clock is paused', () => {
    expect(
      screenSuspensions(penalties, { phase: 'paused', seconds: 160 }).map((p) => [p.event.key, p.remainingSeconds]),
    ).toEqual([
      [1, 60],
      [2, 110],
    ]);
  });
});

describe('serverOffset', () => {
  it('is the server time minus the local time of receipt', () => {
    expect(serverOffset(new Date(T0 + 1500).toISOString(), T0)).toBe(1500);
    expect(serverOffset('nonsense', T0)).toBe(0);
  });
});
