import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, moveConfigDateTime } from './editions';

describe('edition rollover dates', () => {
  it('counts days between the tournaments and moves dates by them', () => {
    expect(daysBetween('2025-04-18', '2026-04-17')).toBe(364);
    expect(daysBetween('2026-04-17', '2025-04-18')).toBe(-364);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('moves birth dates by whole years', () => {
    expect(addYears('2008-01-01', 1)).toBe('2009-01-01');
    expect(addYears('2012-12-31', 1)).toBe('2013-12-31');
    expect(addYears('2008-02-29', 1)).toBe('2009-02-28');
    expect(addYears('2008-02-29', 4)).toBe('2012-02-29');
  });

  it('keeps the wall-clock time in Prague and takes the new day’s offset', () => {
    expect(moveConfigDateTime('2025-04-18T08:00:00+02:00', 364)).toBe('2026-04-17T08:00:00+02:00');
    // 15 March is winter time; 364 days later is 14 March, still winter time.
    expect(moveConfigDateTime('2025-03-15T23:59:00+01:00', 364)).toBe('2026-03-14T23:59:00+01:00');
    // 25 March 2025 is winter time, 31 March 2026 summer time: 23:59 stays 23:59.
    expect(moveConfigDateTime('2025-03-25T23:59:00+01:00', 371)).toBe('2026-03-31T23:59:00+02:00');
    // A value written in UTC is read as its Prague wall-clock time.
    expect(moveConfigDateTime('2024-10-01T00:00:00Z', 364)).toBe('2025-09-30T02:00:00+02:00');
    expect(moveConfigDateTime('2025-04-18', 364)).toBe('2026-04-17T00:00:00+02:00');
    expect(moveConfigDateTime('not a date', 1)).toBeNull();
  });
});
