import { describe, expect, it } from 'vitest';
import { refereeDays } from './referee-days';

describe('refereeDays', () => {
  it('groups by day in calendar order and sorts each day by start time', () => {
    const days = refereeDays([
      { id: 3, day: '2025-04-19', time: '09:00', minutes: 30 },
      { id: 2, day: '2025-04-18', time: '14:10', minutes: 30 },
      { id: 1, day: '2025-04-18', time: '9:40', minutes: 30 },
    ]);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.match.id)])).toEqual([
      ['2025-04-18', [1, 2]],
      ['2025-04-19', [3]],
    ]);
  });

  it('gives the break after the previous match has ended, none before the first', () => {
    const [day] = refereeDays([
      { day: '2025-04-18', time: '10:00', minutes: 30 },
      { day: '2025-04-18', time: '10:40', minutes: 30 },
      { day: '2025-04-18', time: '12:00', minutes: 30 },
    ]);
    expect(day?.entries.map((e) => e.breakMinutes)).toEqual([null, 10, 50]);
    expect(day?.entries.some((e) => e.overlaps)).toBe(false);
  });

  it('marks a match that starts before the previous one ends, also behind a short match', () => {
    const [day] = refereeDays([
      { day: '2025-04-18', time: '10:00', minutes: 60 },
      { day: '2025-04-18', time: '10:20', minutes: 10 },
      { day: '2025-04-18', time: '10:50', minutes: 30 },
    ]);
    expect(day?.entries.map((e) => e.overlaps)).toEqual([false, true, true]);
    expect(day?.entries[2]?.breakMinutes).toBe(-10);
  });

  it('treats a match without its length as instant', () => {
    const [day] = refereeDays([
      { day: '2025-04-18', time: '10:00' },
      { day: '2025-04-18', time: '10:00', minutes: null },
    ]);
    expect(day?.entries.map((e) => e.breakMinutes)).toEqual([null, 0]);
  });
});
