import { describe, expect, it } from 'vitest';
import { formatConfigDate, formatEditionDays, nextEditionValues, rolloverForm, sameRollover } from './rollover-form';

const current = { year: 2025, name: 'Prague Handball Cup 2025', startsOn: '2025-04-18', endsOn: '2025-04-21' };

describe('rollover form', () => {
  it('prefills the next year: the year in the name replaced, the days 52 weeks later', () => {
    expect(nextEditionValues(current)).toEqual({
      year: 2026,
      name: 'Prague Handball Cup 2026',
      startsOn: '2026-04-17',
      endsOn: '2026-04-20',
    });
    expect(nextEditionValues({ ...current, name: 'PHC' }).name).toBe('PHC');
    expect(nextEditionValues({ ...current, name: 'PHC 20251' }).name).toBe('PHC 20251');
  });

  it('refuses a last day before the first day on the last day', () => {
    const result = rolloverForm.safeParse({ ...nextEditionValues(current), endsOn: '2026-04-16' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endsOn']);
  });

  it('knows whether the form still holds the previewed values', () => {
    const previewed = nextEditionValues(current);
    expect(sameRollover({ ...previewed, name: ' Prague Handball Cup 2026 ' }, previewed)).toBe(true);
    expect(sameRollover({ ...previewed, year: 2027 }, previewed)).toBe(false);
  });

  it('writes configured dates and the edition days in the locale, on the tournament clock', () => {
    expect(formatConfigDate('2026-04-16T23:59:00+02:00', 'cs')).toMatch(/^16\. 4\. 2026 23:59$/);
    expect(formatConfigDate('2026-04-17', 'en')).toBe('Apr 17, 2026');
    expect(formatConfigDate('soon', 'en')).toBe('soon');
    expect(formatEditionDays('2026-04-17', '2026-04-20', 'en')).toMatch(/^Apr 17\s–\s20, 2026$/);
  });
});
