import { describe, expect, it } from 'vitest';
import { buildCompetition, type CompetitionShape, shapeProblem } from './structure';

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
const full: CompetitionShape = {
  mainGroups: true,
  playoffA: true,
  playoffB: true,
  placementGroups: true,
  matchLength: lengths,
};
const prelim = (groups: number, size: number) =>
  Array.from({ length: groups }, (_, g) => Array.from({ length: size + (g < 2 ? 1 : 0) }, (_, t) => g * 10 + t + 1));

describe('buildCompetition', () => {
  it('builds the 2025 format for eight groups (two of five teams)', () => {
    const plan = buildCompetition(3, 'MA', prelim(8, 4), full);
    const count = (level: string) => plan.matches.filter((m) => m.level === level).length;
    expect(count('preliminary')).toBe(2 * 10 + 6 * 6);
    expect(count('main')).toBe(4 * 6);
    expect(count('quarter_final')).toBe(8);
    expect(count('semi_final')).toBe(4);
    expect(count('third_place')).toBe(2);
    expect(count('final')).toBe(2);
    // 8 fourth places + 2 fifth places in three placement groups, none with two of one group.
    const placement = plan.groups.filter((g) => g.level === 'placement_group');
    expect(placement.map((g) => g.slots.length).reduce((a, b) => a + b)).toBe(10);
    for (const g of placement) {
      const sources = g.slots.map((s) => s.from?.groupLabel);
      expect(new Set(sources).size).toBe(sources.length);
    }
    expect(plan.groups.find((g) => g.label === 'MA-PA-F')?.slots).toEqual([
      { from: { groupLabel: 'MA-PA-SF1', rank: 1 } },
      { from: { groupLabel: 'MA-PA-SF2', rank: 1 } },
    ]);
    expect(new Set(plan.matches.map((m) => m.key)).size).toBe(plan.matches.length);
    expect(plan.matches.every((m) => m.categoryId === 3 && m.length === 30)).toBe(true);
  });

  it('builds a round of 16 for sixteen groups and only the parts switched on', () => {
    const plan = buildCompetition(1, 'WE', prelim(16, 4), { ...full, playoffB: false, placementGroups: false });
    expect(plan.matches.filter((m) => m.level === 'round_of_16')).toHaveLength(8);
    expect(plan.groups.some((g) => g.playoffCategory === 'B' || g.level === 'placement_group')).toBe(false);
  });

  it('refuses shapes that do not fit the group count', () => {
    expect(shapeProblem(full, 6)).toBe('playoffNeedsPowerOfTwo');
    expect(shapeProblem({ ...full, playoffA: false, playoffB: false }, 5)).toBe('mainGroupsNeedEvenGroupCount');
    expect(shapeProblem({ ...full, mainGroups: false, playoffA: false, playoffB: false }, 5)).toBeNull();
  });
});
