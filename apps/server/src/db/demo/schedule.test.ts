import { describe, expect, it } from 'vitest';
import { checkSchedule, type ScheduledRow } from './schedule';
import { roundRobin } from './structure';

function row(overrides: Partial<ScheduledRow> & { id: number }): ScheduledRow {
  return {
    day: '2025-04-18',
    time: '08:00',
    placeId: 1,
    matchLength: 30,
    homeTeamId: null,
    awayTeamId: null,
    competitionGroupId: 1,
    homeTeamCompetitionGroupId: null,
    awayTeamCompetitionGroupId: null,
    ...overrides,
  };
}

describe('checkSchedule', () => {
  it('accepts matches apart in time and place', () => {
    expect(
      checkSchedule([
        row({ id: 1, homeTeamId: 1, awayTeamId: 2 }),
        row({ id: 2, time: '08:35', homeTeamId: 3, awayTeamId: 4 }),
        row({ id: 3, time: '10:05', placeId: 2, homeTeamId: 1, awayTeamId: 3 }),
      ]),
    ).toEqual([]);
  });

  it('finds a double-booked hall', () => {
    expect(checkSchedule([row({ id: 1 }), row({ id: 2, time: '08:20' })])).toEqual(['hall 1: matches 1 and 2 overlap']);
  });

  it('finds a team without an hour of rest after its previous match', () => {
    expect(
      checkSchedule([
        row({ id: 1, homeTeamId: 7, awayTeamId: 8 }),
        row({ id: 2, time: '09:25', placeId: 2, homeTeamId: 9, awayTeamId: 7 }),
      ]),
    ).toEqual(['team 7: matches 1 and 2 are too close']);
  });

  it('finds a successor match that starts before its predecessor group has finished', () => {
    expect(
      checkSchedule([
        row({ id: 1, competitionGroupId: 1 }),
        row({ id: 2, time: '08:20', placeId: 2, competitionGroupId: 2, homeTeamCompetitionGroupId: 1 }),
      ]),
    ).toEqual(['match 2 starts before its predecessor group 1 ends']);
  });
});

describe('roundRobin', () => {
  it.each([3, 4, 5, 6])('lets each of %i teams meet every other team exactly once', (teams) => {
    const pairs = roundRobin(teams).flat();
    expect(pairs).toHaveLength((teams * (teams - 1)) / 2);
    const keys = new Set(pairs.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join('-')));
    expect(keys.size).toBe(pairs.length);
  });
});
