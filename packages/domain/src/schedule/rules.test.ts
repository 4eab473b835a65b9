import { describe, expect, it } from 'vitest';
import {
  type CategoryRules,
  checkSchedule,
  type PlanMatch,
  type Placement,
  type RuleContext,
  ScheduleState,
} from './rules';

const rules: CategoryRules = {
  minRest: 60,
  hallBreak: 5,
  placeIds: [1, 2],
  days: [0, 1],
  earliest: 8 * 60,
  latest: 19 * 60,
};
const context: RuleContext = {
  categories: new Map([[7, rules]]),
  hours: (placeId, day) =>
    placeId === 3
      ? null
      : day === 1 && placeId === 2
        ? { open: 10 * 60, close: 18 * 60 }
        : { open: 8 * 60, close: 20 * 60 },
};

const match = (key: string, home: number, away: number, extra: Partial<PlanMatch> = {}): PlanMatch => ({
  key,
  categoryId: 7,
  groupLabel: 'MA-A',
  level: 'preliminary',
  round: 0,
  home: { teamId: home },
  away: { teamId: away },
  length: 30,
  ...extra,
});
const at = (time: string, placeId = 1, day = 0): Placement => {
  const [h, m] = time.split(':').map(Number);
  return { day, start: h * 60 + m, placeId };
};
const rulesOf = (matches: PlanMatch[], placements: Placement[]) => checkSchedule(matches, placements, context);

describe('checkSchedule', () => {
  it('accepts a schedule that keeps every rule', () => {
    const matches = [match('1', 1, 2), match('2', 3, 4), match('3', 1, 3)];
    expect(rulesOf(matches, [at('08:00'), at('08:35'), at('10:10', 2)])).toEqual([]);
  });

  it('refuses two matches in one hall closer than the break', () => {
    const matches = [match('1', 1, 2), match('2', 3, 4)];
    expect(rulesOf(matches, [at('08:00'), at('08:30')])).toEqual([{ rule: 'hall_busy', matchKeys: ['1', '2'] }]);
    expect(rulesOf(matches, [at('08:00'), at('08:35')])).toEqual([]);
  });

  it('refuses a team in two matches at once', () => {
    const matches = [match('1', 1, 2), match('2', 1, 4)];
    expect(rulesOf(matches, [at('08:00'), at('08:10', 2)])).toEqual([{ rule: 'team_busy', matchKeys: ['1', '2'] }]);
  });

  it('refuses a rest shorter than the category minimum, for teams and for future slots', () => {
    const matches = [match('1', 1, 2), match('2', 3, 1)];
    expect(rulesOf(matches, [at('08:00'), at('09:25', 2)])).toEqual([{ rule: 'team_rest', matchKeys: ['1', '2'] }]);
    expect(rulesOf(matches, [at('08:00'), at('09:30', 2)])).toEqual([]);
    const slot = { from: { groupLabel: 'MA-B', rank: 1 } };
    const slotted = [match('1', 5, 6, { home: slot }), match('2', 7, 8, { away: slot })];
    expect(rulesOf(slotted, [at('08:00'), at('09:00', 2)])).toEqual([{ rule: 'team_rest', matchKeys: ['1', '2'] }]);
  });

  it('refuses a match that starts before its predecessor group has ended plus the rest', () => {
    const matches = [
      match('1', 1, 2, { groupLabel: 'MA-A' }),
      match('2', 3, 4, { groupLabel: 'MA-A' }),
      match('3', 0, 0, {
        groupLabel: 'MA-M1',
        level: 'main',
        home: { from: { groupLabel: 'MA-A', rank: 1 } },
        away: { from: { groupLabel: 'MA-B', rank: 2 } },
      }),
    ];
    expect(rulesOf(matches, [at('08:00'), at('10:00', 2), at('11:00')])).toEqual([
      { rule: 'predecessor', matchKeys: ['2', '3'] },
    ]);
    expect(rulesOf(matches, [at('08:00'), at('10:00', 2), at('11:30')])).toEqual([]);
  });

  it("refuses halls and days outside the category's and times outside the opening hours", () => {
    const one = [match('1', 1, 2)];
    expect(rulesOf(one, [at('08:00', 4)])).toEqual([{ rule: 'hall_not_allowed', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('08:00', 1, 2)])).toEqual([{ rule: 'day_not_allowed', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('09:00', 2, 1)])).toEqual([{ rule: 'outside_hours', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('17:40', 2, 1)])).toEqual([{ rule: 'outside_hours', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('19:05')])).toEqual([{ rule: 'outside_hours', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('07:55')])).toEqual([{ rule: 'outside_hours', matchKeys: ['1'] }]);
    expect(rulesOf(one, [at('17:30', 2, 1)])).toEqual([]);
  });

  it('reports an unplaced match', () => {
    expect(checkSchedule([match('1', 1, 2)], [], context)).toEqual([{ rule: 'unplaced', matchKeys: ['1'] }]);
  });
});

describe('ScheduleState moves', () => {
  const matches = [match('1', 1, 2), match('2', 3, 4), match('3', 1, 3)];
  const placements = [at('08:00'), at('08:35'), at('10:10', 2)];

  it('checks one move against the hall, the teams and the successors, leaving the state as it was', () => {
    const state = new ScheduleState(matches, placements, context);
    expect(state.checkMove(1, at('08:00'))).toEqual([{ rule: 'hall_busy', matchKeys: ['2', '1'] }]);
    expect(state.checkMove(1, at('09:40', 2))).toEqual([
      { rule: 'hall_busy', matchKeys: ['2', '3'] },
      { rule: 'team_rest', matchKeys: ['2', '3'] },
    ]);
    expect(state.checkMove(0, at('09:10'))).toEqual([{ rule: 'team_rest', matchKeys: ['1', '3'] }]);
    expect(state.checkMove(2, at('12:00', 2))).toEqual([]);
    expect(state.conflicts()).toEqual([]);
    expect(state.placements).toEqual(placements);
  });

  it('checks a swap of two matches', () => {
    const state = new ScheduleState(matches, placements, context);
    expect(state.checkSwap(0, 1)).toEqual([]);
    expect(state.checkSwap(1, 2)).toEqual([{ rule: 'team_rest', matchKeys: ['3', '1'] }]);
    expect(state.placements).toEqual(placements);
  });
});
