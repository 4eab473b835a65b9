import { describe, expect, it } from 'vitest';
import { scheduleQuality } from './quality';
import { type CategoryRules, checkSchedule, type RuleContext } from './rules';
import { buildSchedule } from './scheduler';
import { buildCompetition } from './structure';

const lengths = {
  preliminary: 30,
  main: 30,
  placement_group: 30,
  round_of_16: 30,
  quarter_final: 30,
  semi_final: 30,
  third_place: 30,
  final: 30,
};
const shape = { mainGroups: true, playoffA: true, playoffB: true, placementGroups: true, matchLength: lengths };
const rules: CategoryRules = {
  minRest: 60,
  hallBreak: 5,
  placeIds: [1, 2, 3, 4],
  days: [0, 1, 2],
  earliest: 8 * 60,
  latest: 19 * 60,
};
const context: RuleContext = {
  categories: new Map([
    [1, rules],
    [2, { ...rules, placeIds: [3, 4, 5] }],
  ]),
  hours: (placeId) => (placeId === 5 ? { open: 12 * 60, close: 18 * 60 } : { open: 8 * 60, close: 20 * 60 }),
};
const teams = (offset: number) =>
  Array.from({ length: 8 }, (_, g) => Array.from({ length: g < 3 ? 5 : 4 }, (_, t) => offset + g * 10 + t));

describe('buildSchedule', () => {
  const matches = [
    ...buildCompetition(1, 'MA', teams(100), shape).matches,
    ...buildCompetition(2, 'WA', teams(1000), shape).matches,
  ];

  it('places every match of two categories without a hard conflict', () => {
    const { placements, unplaced, state } = buildSchedule(matches, context);
    expect(unplaced).toEqual([]);
    expect(checkSchedule(matches, placements, context)).toEqual([]);
    const quality = scheduleQuality(state);
    expect(quality.placed).toBe(matches.length);
    expect(quality.minRestMinutes).toBeGreaterThanOrEqual(60);
  });

  it('keeps the earliest start of a round and the chosen halls of the finals', () => {
    const { placements } = buildSchedule(matches, context, {
      earliestOf: (m) => (m.level === 'final' ? 2 * 1440 + 14 * 60 : 0),
      hallsOf: (m) => (m.level === 'final' ? [3] : m.categoryId === 1 ? [1, 2, 3, 4] : [3, 4, 5]),
    });
    matches.forEach((m, i) => {
      if (m.level !== 'final') return;
      expect(placements[i]).toMatchObject({ day: 2, placeId: 3 });
      expect(placements[i]!.start).toBeGreaterThanOrEqual(14 * 60);
    });
    expect(checkSchedule(matches, placements, context)).toEqual([]);
  });

  it('keeps fixed placements and schedules around them', () => {
    const fixed = matches.map((_, i) => (i === 0 ? { day: 0, start: 8 * 60, placeId: 2 } : null));
    const { placements } = buildSchedule(matches, context, { fixed });
    expect(placements[0]).toEqual({ day: 0, start: 8 * 60, placeId: 2 });
    expect(checkSchedule(matches, placements, context)).toEqual([]);
  });

  it('lowers hall changes with the local search and never adds a conflict', () => {
    const plain = buildSchedule(matches, context, { passes: 0 });
    const improved = buildSchedule(matches, context);
    expect(scheduleQuality(improved.state).hallChanges).toBeLessThanOrEqual(scheduleQuality(plain.state).hallChanges);
    expect(improved.state.conflicts()).toEqual([]);
  });

  it('reproduces the plan from its seed, and another seed may give another plan without a conflict', () => {
    const plan = (seed: number) => buildSchedule(matches, context, { seed }).placements;
    const first = plan(7);
    expect(plan(7)).toEqual(first);
    const others = [8, 9, 10].map(plan);
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
    for (const other of others) expect(checkSchedule(matches, other, context)).toEqual([]);
  });

  it('moves the youngest categories off the first and last match of a hall where it can', () => {
    const youngest = new Set([2]);
    const plain = buildSchedule(matches, context, { seed: 3 });
    const kept = buildSchedule(matches, context, { seed: 3, avoidEdges: (m) => youngest.has(m.categoryId) });
    const atEdges = (state: typeof plain.state) =>
      scheduleQuality(state, { youngestCategoryIds: youngest }).youngestAtEdges;
    expect(atEdges(plain.state)).toBeGreaterThan(0);
    expect(atEdges(kept.state)).toBeLessThan(atEdges(plain.state));
    expect(kept.state.conflicts()).toEqual([]);
  });

  it('reports what does not fit', () => {
    const tight = {
      ...context,
      categories: new Map([
        [1, { ...rules, days: [0], placeIds: [1] }],
        [2, rules],
      ]),
    };
    const { unplaced, placements } = buildSchedule(matches, tight);
    expect(unplaced.length).toBeGreaterThan(0);
    expect(placements.filter(Boolean).length).toBe(matches.length - unplaced.length);
  });
});
