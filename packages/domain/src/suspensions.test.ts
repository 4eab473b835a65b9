import { describe, expect, it } from 'vitest';
import { runningPenalties } from './suspensions';

const penalty = (key: number, atSecond: number, duration = 120) => ({ key, atSecond, duration });

describe('runningPenalties', () => {
  it('runs a two-minute suspension for 120 s of stopwatch time', () => {
    const events = [penalty(1, 300)];
    expect(runningPenalties(events, 299)).toEqual([]);
    expect(runningPenalties(events, 300)).toEqual([{ event: events[0], remainingSeconds: 120 }]);
    expect(runningPenalties(events, 419)).toEqual([{ event: events[0], remainingSeconds: 1 }]);
    expect(runningPenalties(events, 420)).toEqual([]);
  });

  it('ignores events without a duration', () => {
    expect(runningPenalties([penalty(1, 10, 0)], 20)).toEqual([]);
  });

  it('lists the penalty that ends first first', () => {
    const events = [penalty(1, 100), penalty(2, 50), penalty(3, 150)];
    expect(runningPenalties(events, 160).map((p) => [p.event.key, p.remainingSeconds])).toEqual([
      [2, 10],
      [1, 60],
      [3, 110],
    ]);
  });

  it('shows nothing when the stopwatch is set back before the penalty', () => {
    expect(runningPenalties([penalty(1, 600)], 30)).toEqual([]);
  });
});
