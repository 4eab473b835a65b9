import { describe, expect, it } from 'vitest';
import { matchDemands } from './match-demands';

describe('what a match asks of its referees', () => {
  it('marks the semi-finals, the 3rd place and the final as late and wants their ranks', () => {
    const demand = (roundLevel: string) =>
      matchDemands({ roundLevel, roundWeight: 1, isBracket: true, categoryCode: 'MA' });
    expect(demand('final')).toMatchObject({ late: true, wantedRank: 4 });
    expect(demand('third_place')).toMatchObject({ late: true, wantedRank: 4 });
    expect(demand('semi_final')).toMatchObject({ late: true, wantedRank: 3 });
    expect(demand('quarter_final')).toMatchObject({ late: false, wantedRank: 2 });
    expect(demand('group')).toMatchObject({ late: false, wantedRank: 1 });
  });

  it('serves play-offs, heavier rounds and older categories first', () => {
    const priority = (isBracket: boolean, roundWeight: number, categoryCode: string) =>
      matchDemands({ roundLevel: 'group', roundWeight, isBracket, categoryCode }).priority;
    expect(priority(true, 2, 'MA')).toBe(100 + 20 + 4);
    expect(priority(false, 2, 'MA')).toBe(20 + 4);
    expect(priority(false, 0, 'WB')).toBe(3);
    expect(priority(false, 0, 'ME')).toBe(0);
    // A code without an age letter counts as older than A.
    expect(priority(false, 0, 'MX')).toBe(5);
  });
});
