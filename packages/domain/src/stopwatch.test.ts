import { describe, expect, it } from 'vitest';
import { adjust, elapsedMs, formatClock, parseStopwatch, pause, STOPPED, splitTime, start } from './stopwatch';

describe('stopwatch', () => {
  it('counts from start and holds the time while paused', () => {
    let state = start(STOPPED, 1_000);
    expect(elapsedMs(state, 6_000)).toBe(5_000);
    state = pause(state, 6_000);
    expect(elapsedMs(state, 60_000)).toBe(5_000);
    state = start(state, 100_000);
    expect(elapsedMs(state, 103_500)).toBe(8_500);
  });

  it('ignores a second start and a second pause', () => {
    const running = start(STOPPED, 1_000);
    expect(start(running, 5_000)).toBe(running);
    const paused = pause(running, 2_000);
    expect(pause(paused, 9_000)).toBe(paused);
  });

  it('is adjusted to a given time, running or paused', () => {
    const running = adjust(start(STOPPED, 0), 15 * 60_000, 50_000);
    expect(elapsedMs(running, 51_000)).toBe(15 * 60_000 + 1_000);
    const paused = adjust(STOPPED, 90_000, 0);
    expect(elapsedMs(paused, 999_999)).toBe(90_000);
    expect(elapsedMs(adjust(STOPPED, -5, 0), 0)).toBe(0);
  });

  it('never goes backwards when the clock does', () => {
    expect(elapsedMs(start(STOPPED, 10_000), 9_000)).toBe(0);
  });

  it('splits into minute and second for a new event', () => {
    expect(splitTime(0)).toEqual({ minute: 0, second: 0 });
    expect(splitTime(59_999)).toEqual({ minute: 0, second: 59 });
    expect(splitTime(15 * 60_000 + 7_400)).toEqual({ minute: 15, second: 7 });
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(307)).toBe('05:07');
    expect(formatClock(1860)).toBe('31:00');
    expect(formatClock(6000)).toBe('100:00');
  });

  it('restores a stored state and rejects broken ones', () => {
    const state = start(STOPPED, 1_000);
    expect(parseStopwatch(JSON.stringify(state))).toEqual(state);
    expect(parseStopwatch(null)).toEqual(STOPPED);
    expect(parseStopwatch('{')).toEqual(STOPPED);
    expect(parseStopwatch('{"running":true,"startedAt":null,"elapsedBeforeStart":5}')).toEqual(STOPPED);
    expect(parseStopwatch('{"running":false,"startedAt":null,"elapsedBeforeStart":"5"}')).toEqual(STOPPED);
  });
});
