import { describe, expect, it } from 'vitest';
import { categoryFormatSchema, defaultFormat, defaultGroupCount, formatPlacementFrame, formatRules } from './format';
import type { PlanMatch } from './rules';

describe('category format', () => {
  it('defaults to the 2025 format: 8 groups for 32-40 teams, 16 for 64-80, last start so the match ends by 20:00', () => {
    expect([32, 38, 40, 56, 64, 75, 80, 10].map(defaultGroupCount)).toEqual([8, 8, 8, 16, 16, 16, 16, 2]);
    const f = defaultFormat(38, 25);
    expect(f.latestStart).toBe('19:35');
    expect(categoryFormatSchema.safeParse(f).success).toBe(true);
  });

  it('refuses a latest start before the earliest and lengths out of range', () => {
    const f = defaultFormat(38, 30);
    const bad = categoryFormatSchema.safeParse({ ...f, earliestStart: '12:00', latestStart: '09:00' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['latestStart'],
      params: { key: 'latestBeforeEarliest', params: { earliest: '12:00' } },
    });
    expect(categoryFormatSchema.safeParse({ ...f, matchLength: { ...f.matchLength, final: 2 } }).success).toBe(false);
  });

  it("turns a format into the checker's frame: every hall and day when none are chosen, finals in their halls", () => {
    const f = { ...defaultFormat(38, 30), finalPlaceIds: [9] };
    expect(formatRules(f, [1, 2], 4)).toEqual({
      minRest: 60,
      hallBreak: 5,
      placeIds: [1, 2, 9],
      days: [0, 1, 2, 3],
      earliest: 480,
      latest: 1170,
    });
    const frame = formatPlacementFrame({ ...f, placeIds: [2] }, [1, 2]);
    const final = { level: 'final' } as PlanMatch;
    const main = { level: 'main' } as PlanMatch;
    expect(frame.hallsOf(final)).toEqual([9]);
    expect(frame.hallsOf(main)).toEqual([2]);
    expect(frame.earliestOf(final)).toBe(3 * 1440 + 600);
    expect(frame.earliestOf(main)).toBe(1440 + 480);
  });
});
