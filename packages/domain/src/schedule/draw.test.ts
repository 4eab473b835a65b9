import { describe, expect, it } from 'vitest';
import { type DrawTeam, drawGroups, drawPenalty, drawWarnings, groupLetter, groupSizes } from './draw';

/** A category like the demo's: clubs with 1-4 teams from a handful of countries. */
function category(teams: number, seed: number): DrawTeam[] {
  const out: DrawTeam[] = [];
  let club = 1;
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  while (out.length < teams) {
    const size = Math.min(teams - out.length, 1 + Math.floor(next() * 4));
    const country = ['CZE', 'NOR', 'DEN', 'GER', 'SWE', 'POL'][Math.floor(next() * 6)];
    for (let k = 0; k < size; k++) out.push({ teamId: out.length + 1, clubId: club, country });
    club++;
  }
  return out;
}

describe('groupSizes and labels', () => {
  it('splits teams into sizes that differ by at most one', () => {
    expect(groupSizes(38, 8)).toEqual([5, 5, 5, 5, 5, 5, 4, 4]);
    expect(groupSizes(64, 16)).toEqual(Array(16).fill(4));
  });
  it('labels groups A-Z, then AA', () => {
    expect([0, 25, 26, 27].map(groupLetter)).toEqual(['A', 'Z', 'AA', 'AB']);
  });
});

describe('drawGroups', () => {
  it('reproduces a draw from its seed and differs for another seed', () => {
    const teams = category(38, 3);
    const a = drawGroups(teams, 8, 12345);
    expect(drawGroups(teams, 8, 12345)).toEqual(a);
    expect(drawGroups(teams, 8, 54321).groups).not.toEqual(a.groups);
    expect(a.seed).toBe(12345);
  });

  it('keeps sizes balanced, every team once and one club per group, over many seeds', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const size = seed % 2 ? 38 : 75;
      const groupCount = size === 38 ? 8 : 16;
      const teams = category(size, seed);
      const { groups, warnings } = drawGroups(teams, groupCount, seed * 7919);
      const lengths = groups.map((g) => g.length);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
      expect(new Set(groups.flat()).size).toBe(size);
      expect(drawPenalty(groups, teams).clubPairs).toBe(0);
      expect(warnings.filter((w) => w.rule === 'club')).toEqual([]);
    }
  });

  it('spreads seeded teams over the groups first', () => {
    const teams = category(40, 9).map((t, i) => ({ ...t, seeded: i % 5 === 0 }));
    const { groups } = drawGroups(teams, 8, 77);
    const seededIds = new Set(teams.filter((t) => t.seeded).map((t) => t.teamId));
    expect(groups.map((g) => g.filter((id) => seededIds.has(id)).length)).toEqual(Array(8).fill(1));
  });

  it('puts teams of one country together no more than needed', () => {
    // 8 teams from NOR and 8 from CZE, each its own club, in 4 groups: two of each country per group.
    const teams = Array.from({ length: 16 }, (_, i) => ({
      teamId: i + 1,
      clubId: i + 1,
      country: i < 8 ? 'NOR' : 'CZE',
    }));
    const { groups, warnings } = drawGroups(teams, 4, 5);
    expect(drawPenalty(groups, teams)).toEqual({ clubPairs: 0, countryPairs: 8 });
    expect(warnings).toEqual([]);
  });

  it('lets a club share a group only when it has more teams than there are groups', () => {
    const teams = Array.from({ length: 8 }, (_, i) => ({ teamId: i + 1, clubId: i < 3 ? 1 : i + 1, country: 'CZE' }));
    const { groups } = drawGroups(teams, 2, 1);
    expect(drawPenalty(groups, teams).clubPairs).toBe(1);
  });
});

describe('drawWarnings', () => {
  it('names the rule a hand swap breaks', () => {
    const teams: DrawTeam[] = [
      { teamId: 1, clubId: 1, country: 'CZE' },
      { teamId: 2, clubId: 1, country: 'CZE' },
      { teamId: 3, clubId: 2, country: 'NOR' },
      { teamId: 4, clubId: 3, country: 'NOR' },
    ];
    expect(
      drawWarnings(
        [
          [1, 3],
          [2, 4],
        ],
        teams,
      ),
    ).toEqual([]);
    expect(
      drawWarnings(
        [
          [1, 2],
          [3, 4],
        ],
        teams,
      ),
    ).toEqual([
      { rule: 'club', group: 0, teamIds: [1, 2] },
      { rule: 'country', group: 0, teamIds: [1, 2] },
      { rule: 'country', group: 1, teamIds: [3, 4] },
    ]);
  });
});
