import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, nights, parseCalendarDate, yearOf } from './calendar-date';

describe('parseCalendarDate', () => {
  it('reads existing days only', () => {
    expect(parseCalendarDate('2025-04-18')).toEqual({ year: 2025, month: 4, day: 18 });
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2025-02-29')).toBeNull();
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('2000-02-29')).not.toBeNull();
    expect(parseCalendarDate('2025-4-18')).toBeNull();
    expect(parseCalendarDate('2025-04-18T10:00')).toBeNull();
    expect(parseCalendarDate('2025-13-01')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
    expect(yearOf('2013-12-31')).toBe(2013);
    expect(yearOf('x')).toBeNull();
  });
});

describe('nights', () => {
  it('counts whole days between arrival and departure', () => {
    expect(nights('2025-04-17', '2025-04-21')).toBe(4);
    expect(nights('2025-04-18', '2025-04-18')).toBe(0);
    // Across the end of March, when Prague moves its clocks, and across a year.
    expect(nights('2025-03-29', '2025-03-31')).toBe(2);
    expect(nights('2024-12-31', '2025-01-01')).toBe(1);
    expect(nights('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('refuses departure before arrival and invalid dates', () => {
    expect(nights('2025-04-21', '2025-04-20')).toBeNull();
    expect(nights('2025-02-30', '2025-03-02')).toBeNull();
    expect(nights(undefined, '2025-04-20')).toBeNull();
  });

  it('adds up over consecutive stays', () => {
    const day = fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true });
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.array(day, { minLength: 3, maxLength: 3 }), (dates) => {
        const [a, b, c] = dates.map(iso).sort();
        expect(nights(a, c)).toBe(nights(a, b)! + nights(b, c)!);
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts the birthday itself as reached', () => {
    expect(ageOn('2007-04-18', '2025-04-18')).toBe(18);
    expect(ageOn('2007-04-19', '2025-04-18')).toBe(17);
    expect(ageOn('2007-12-31', '2025-04-18')).toBe(17);
    expect(ageOn('2006-01-01', '2025-04-18')).toBe(19);
  });

  it('lets 29 February birthdays turn over on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is null for invalid dates', () => {
    expect(ageOn('2007-02-30', '2025-04-18')).toBeNull();
  });
});
