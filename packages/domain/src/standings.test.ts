import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings, type GroupResult, IHF_TIE_BREAKS, type StandingRow } from './standings';

const r = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): GroupResult => ({
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
});

const order = (rows: StandingRow[]): number[] => rows.map((row) => row.teamId);

describe('computeStandings', () => {
  it('lists every team ranked 1..n even without games, by id as the default lot', () => {
    const rows = computeStandings([30, 10, 20], []);
    expect(order(rows)).toEqual([10, 20, 30]);
    expect(rows.map((row) => row.standings)).toEqual([1, 2, 3]);
    expect(rows[0]).toEqual({
      teamId: 10,
      standings: 1,
      games: 0,
      wins: 0,
      ties: 0,
      losses: 0,
      points: 0,
      goalsScored: 0,
      goalsConceded: 0,
      goalsCountScored: 0,
      goalsCountConceded: 0,
    });
  });

  it('awards 2 for a win, 1 for a tie and 0 for a loss', () => {
    const rows = computeStandings([1, 2, 3], [r(1, 2, 20, 18), r(2, 3, 15, 15), r(3, 1, 10, 12)]);
    expect(rows).toMatchObject([
      { teamId: 1, points: 4, wins: 2, ties: 0, losses: 0, goalsScored: 32, goalsConceded: 28 },
      { teamId: 2, points: 1, wins: 0, ties: 1, losses: 1, goalsScored: 33, goalsConceded: 35 },
      { teamId: 3, points: 1, wins: 0, ties: 1, losses: 1, goalsScored: 25, goalsConceded: 27 },
    ]);
  });

  it('sums goal counts from events and falls back to the score when absent', () => {
    // A walkover counts 5:0 in the score while no goal events exist.
    const rows = computeStandings(
      [1, 2, 3],
      [{ ...r(1, 2, 5, 0), homeGoalsCount: 0, awayGoalsCount: 0 }, r(1, 3, 3, 2)],
    );
    const team1 = rows.find((row) => row.teamId === 1)!;
    expect(team1).toMatchObject({ goalsScored: 8, goalsConceded: 2, goalsCountScored: 3, goalsCountConceded: 2 });
  });

  it('ignores results involving teams outside the group and self-matches', () => {
    const rows = computeStandings([1, 2], [r(1, 99, 10, 0), r(1, 1, 3, 3), r(2, 1, 1, 0)]);
    expect(order(rows)).toEqual([2, 1]);
    expect(rows[1]).toMatchObject({ teamId: 1, games: 1 });
  });

  it('decides a three-way tie on points by head-to-head points', () => {
    const results = [
      r(1, 2, 20, 19),
      r(1, 3, 20, 19),
      r(2, 3, 18, 17),
      r(4, 1, 30, 10),
      r(5, 1, 30, 10),
      r(3, 4, 30, 10),
      r(3, 5, 30, 10),
      r(2, 4, 20, 19),
      r(5, 2, 30, 10),
      r(4, 5, 10, 10),
    ];
    const rows = computeStandings([1, 2, 3, 4, 5], results);
    // 1, 2 and 3 have 4 points each; among themselves 1 won twice and 2 once, although 3 has by far
    // the best overall goal difference.
    expect(rows.map((row) => [row.teamId, row.points])).toEqual([
      [5, 5],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 3],
    ]);
  });

  it('decides a circular three-way tie by head-to-head goal difference', () => {
    const results = [
      r(1, 2, 20, 19),
      r(2, 3, 20, 15),
      r(3, 1, 25, 15),
      r(1, 4, 40, 10),
      r(2, 4, 21, 20),
      r(3, 4, 21, 20),
    ];
    const rows = computeStandings([1, 2, 3, 4], results);
    // Mini-table goal difference: 3: +5, 2: +4, 1: -9; overall team 1 (+21) would be first.
    expect(order(rows)).toEqual([3, 2, 1, 4]);
    const team1 = rows.find((row) => row.teamId === 1)!;
    expect(team1.goalsScored - team1.goalsConceded).toBe(21);
  });

  it('splits three tied teams into 1 + 2 by head-to-head and re-decides the pair on their own match', () => {
    const results = [
      r(1, 2, 10, 12),
      r(2, 3, 10, 11),
      r(3, 1, 10, 13),
      r(1, 4, 30, 10),
      r(2, 4, 30, 10),
      r(3, 4, 30, 10),
    ];
    // Mini-table of 1, 2, 3: 2 points each; goal difference 1: +1, 2: +1, 3: -2 separates 3.
    // Left over, 1 and 2 are ranked on their own match (2 won); staying on the three-team table,
    // head-to-head goals scored (1: 23, 2: 22) would have put 1 first.
    expect(order(computeStandings([1, 2, 3, 4], results))).toEqual([2, 1, 3, 4]);
  });

  it('falls back to overall goal difference when head-to-head is level', () => {
    const results = [r(1, 2, 15, 15), r(1, 3, 30, 10), r(2, 3, 25, 10)];
    expect(order(computeStandings([1, 2, 3], results))).toEqual([1, 2, 3]);
    const swapped = [r(1, 2, 15, 15), r(1, 3, 25, 10), r(2, 3, 30, 10)];
    expect(order(computeStandings([1, 2, 3], swapped))).toEqual([2, 1, 3]);
  });

  it('uses overall goals scored after goal difference, then lot', () => {
    const results = [r(1, 3, 20, 10), r(2, 3, 15, 5), r(1, 2, 10, 10)];
    // 1 and 2: 3 pts, head-to-head level, GD +10 each, goals scored 30 vs 25.
    expect(order(computeStandings([1, 2, 3], results))).toEqual([1, 2, 3]);
    const level = [r(1, 3, 20, 10), r(2, 3, 20, 10), r(1, 2, 10, 10)];
    expect(order(computeStandings([2, 1, 3], level))).toEqual([1, 2, 3]);
    expect(order(computeStandings([1, 2, 3], level, { lot: (a, b) => b - a }))).toEqual([2, 1, 3]);
  });

  it('re-applies head-to-head to teams left tied after overall goal difference separated another', () => {
    // Circular three-way tie with equal margins: head-to-head is fully level. Overall goal
    // difference separates team 3; teams 1 and 2 then are ranked on their own match (2 beat 1).
    const results = [
      r(1, 2, 10, 11),
      r(2, 3, 10, 11),
      r(3, 1, 10, 11),
      r(1, 4, 20, 10),
      r(2, 4, 20, 10),
      r(3, 4, 30, 10),
    ];
    expect(order(computeStandings([1, 2, 3, 4], results))).toEqual([3, 2, 1, 4]);
  });

  it('skips criteria missing from a configured list and ends with lot', () => {
    const results = [r(1, 2, 10, 11), r(1, 3, 30, 10), r(2, 3, 12, 11)];
    // Points: 2: 4, 1: 2, 3: 0 with default list.
    expect(order(computeStandings([1, 2, 3], results))).toEqual([2, 1, 3]);
    // Goal difference only: 1: +19, 2: +2, 3: -21.
    expect(order(computeStandings([1, 2, 3], results, { tieBreaks: ['goalDifference'] }))).toEqual([1, 2, 3]);
    // Empty list: lot only.
    expect(order(computeStandings([3, 1, 2], results, { tieBreaks: [] }))).toEqual([1, 2, 3]);
    expect(IHF_TIE_BREAKS).toEqual([
      'points',
      'headToHeadPoints',
      'headToHeadGoalDifference',
      'headToHeadGoalsScored',
      'goalDifference',
      'goalsScored',
      'lot',
    ]);
  });
});

describe('computeStandings properties', () => {
  const group = fc.integer({ min: 1, max: 6 }).chain((n) => {
    const teamIds = Array.from({ length: n }, (_, i) => (i + 1) * 7);
    const pairs = teamIds.flatMap((a, i) => teamIds.slice(i + 1).map((b): [number, number] => [a, b]));
    if (pairs.length === 0)
      return fc.record({ teamIds: fc.constant(teamIds), results: fc.constant<GroupResult[]>([]) });
    const score = fc.integer({ min: 0, max: 6 });
    const result = fc
      .record({
        pair: fc.constantFrom(...pairs),
        homeScore: score,
        awayScore: score,
        flip: fc.boolean(),
        withCount: fc.boolean(),
      })
      .map(({ pair, homeScore, awayScore, flip, withCount }): GroupResult => {
        const [homeTeamId, awayTeamId] = flip ? [pair[1], pair[0]] : pair;
        // Goal events may differ from the official score (walkovers, corrections).
        const counts = withCount ? { homeGoalsCount: Math.max(0, homeScore - 1), awayGoalsCount: awayScore } : {};
        return { homeTeamId, awayTeamId, homeScore, awayScore, ...counts };
      });
    return fc.record({
      teamIds: fc.constant(teamIds),
      results: fc.array(result, { maxLength: 20 }),
    });
  });

  it('does not depend on the order of results or team ids', () => {
    const shuffled = group.chain((g) =>
      fc.record({
        g: fc.constant(g),
        results: fc.shuffledSubarray(g.results, { minLength: g.results.length }),
        teamIds: fc.shuffledSubarray(g.teamIds, { minLength: g.teamIds.length }),
      }),
    );
    fc.assert(
      fc.property(shuffled, ({ g, results, teamIds }) => {
        expect(computeStandings(teamIds, results)).toEqual(computeStandings(g.teamIds, g.results));
      }),
    );
  });

  it('keeps the table consistent', () => {
    fc.assert(
      fc.property(group, ({ teamIds, results }) => {
        const rows = computeStandings(teamIds, results);
        expect(rows.map((row) => row.standings)).toEqual(teamIds.map((_, i) => i + 1));
        expect(new Set(rows.map((row) => row.teamId))).toEqual(new Set(teamIds));
        for (const row of rows) {
          expect(row.points).toBe(2 * row.wins + row.ties);
          expect(row.games).toBe(row.wins + row.ties + row.losses);
        }
        const sum = (pick: (row: StandingRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
        expect(sum((row) => row.goalsScored)).toBe(sum((row) => row.goalsConceded));
        expect(sum((row) => row.goalsCountScored)).toBe(sum((row) => row.goalsCountConceded));
        expect(sum((row) => row.games)).toBe(2 * results.length);
        for (let i = 1; i < rows.length; i++) expect(rows[i - 1].points).toBeGreaterThanOrEqual(rows[i].points);
      }),
    );
  });
});
