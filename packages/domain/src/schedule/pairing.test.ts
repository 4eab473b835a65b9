import { describe, expect, it } from 'vitest';
import { bergerRounds } from './pairing';

describe('bergerRounds', () => {
  it('reproduces the published Berger table for four teams', () => {
    expect(bergerRounds(4)).toEqual([
      [
        [1, 4],
        [2, 3],
      ],
      [
        [4, 3],
        [1, 2],
      ],
      [
        [2, 4],
        [3, 1],
      ],
    ]);
  });

  for (const teams of [2, 3, 4, 5, 6, 7, 8, 10]) {
    it(`pairs every two of ${teams} slots exactly once, each slot at most once a round`, () => {
      const rounds = bergerRounds(teams);
      expect(rounds).toHaveLength(teams % 2 === 0 ? teams - 1 : teams);
      const seen = new Set<string>();
      for (const pairs of rounds) {
        const inRound = pairs.flat();
        expect(new Set(inRound).size).toBe(inRound.length);
        expect(pairs).toHaveLength(Math.floor(teams / 2));
        for (const [a, b] of pairs) seen.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
      }
      expect(seen.size).toBe((teams * (teams - 1)) / 2);
    });

    it(`balances home and away for ${teams} slots and alternates them with the fewest breaks`, () => {
      const sides = new Map<number, ('H' | 'A')[]>();
      for (const pairs of bergerRounds(teams)) {
        for (const [home, away] of pairs) {
          sides.set(home, [...(sides.get(home) ?? []), 'H']);
          sides.set(away, [...(sides.get(away) ?? []), 'A']);
        }
      }
      let breaks = 0;
      for (const list of sides.values()) {
        const home = list.filter((s) => s === 'H').length;
        expect(Math.abs(home - (list.length - home))).toBeLessThanOrEqual(1);
        for (let i = 1; i < list.length; i++) if (list[i] === list[i - 1]) breaks++;
      }
      // Berger's property: n - 2 breaks for an even count n (and none beyond that with byes).
      const even = teams % 2 === 0 ? teams : teams + 1;
      expect(breaks).toBeLessThanOrEqual(even - 2);
    });
  }

  it('has no rounds for fewer than two slots', () => {
    expect(bergerRounds(1)).toEqual([]);
  });
});
