import { describe, expect, it } from 'vitest';
import { scheduleQuality } from './quality';
import { type PlanMatch, type RuleContext, ScheduleState } from './rules';

const context: RuleContext = {
  categories: new Map([
    [1, { minRest: 60, hallBreak: 5, placeIds: [1, 2], days: [0, 1], earliest: 480, latest: 1140 }],
  ]),
  hours: () => ({ open: 480, close: 1200 }),
};
const m = (key: string, home: number, away: number, level = 'preliminary'): PlanMatch => ({
  key,
  categoryId: 1,
  groupLabel: 'A',
  level,
  round: 0,
  home: { teamId: home },
  away: { teamId: away },
  length: 30,
});

describe('scheduleQuality', () => {
  const matches = [m('1', 1, 2), m('2', 1, 3), m('3', 2, 3), m('4', 1, 2, 'final')];
  const placements = [
    { day: 0, start: 480, placeId: 1 },
    { day: 0, start: 600, placeId: 2 },
    { day: 0, start: 570, placeId: 1 },
    { day: 1, start: 600, placeId: 1 },
  ];

  it('counts rests, hall changes, youngest at the edges, finals off target and club splits', () => {
    const state = new ScheduleState(matches, placements, context);
    const q = scheduleQuality(state, {
      youngestCategoryIds: new Set([1]),
      finals: new Map([[1, { placeIds: [2], earliest: null }]]),
      clubOfTeam: new Map([
        [1, 10],
        [2, 11],
        [3, 10],
      ]),
    });
    expect(q).toEqual({
      matches: 4,
      placed: 4,
      // Team 1 rests 90 minutes and changes hall, team 2 rests 60, team 3 plays 09:30-10:00 in hall 1
      // and 10:00 in hall 2 (no rest: refusing that is the rule checker's job, not the figures').
      minRestMinutes: 0,
      averageRestMinutes: Math.round((90 + 60 + 0) / 3),
      hallChanges: 2,
      teamDaysWithHallChange: 2,
      // hall 1 day 0: first 08:00 and last 09:30; hall 2 day 0: one match; hall 1 day 1: one match.
      youngestAtEdges: 4,
      finalsOffTarget: 1,
      clubSplits: 0,
    });
  });

  it('counts nothing soft without the options', () => {
    const q = scheduleQuality(new ScheduleState(matches, placements, context));
    expect([q.youngestAtEdges, q.finalsOffTarget, q.clubSplits]).toEqual([0, 0, 0]);
  });
});
