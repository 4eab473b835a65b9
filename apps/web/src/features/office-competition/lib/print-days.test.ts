import { describe, expect, it } from 'vitest';
import { defaultPrintDay, matchDays } from './print-days';

describe('matchDays', () => {
  it('lists each day once, in order', () => {
    expect(matchDays([{ day: '2025-07-01' }, { day: '2025-06-30' }, { day: '2025-07-01' }])).toEqual([
      '2025-06-30',
      '2025-07-01',
    ]);
    expect(matchDays([])).toEqual([]);
  });
});

describe('defaultPrintDay', () => {
  const days = ['2025-06-30', '2025-07-01', '2025-07-02'];
  it('is today during the tournament', () => {
    expect(defaultPrintDay(days, '2025-07-01')).toBe('2025-07-01');
  });
  it('is the next match day before the tournament or on a free day', () => {
    expect(defaultPrintDay(days, '2025-06-01')).toBe('2025-06-30');
  });
  it('is the first day after the tournament, and none without matches', () => {
    expect(defaultPrintDay(days, '2025-08-01')).toBe('2025-06-30');
    expect(defaultPrintDay([], '2025-08-01')).toBeNull();
  });
});
