import { describe, expect, it } from 'vitest';
import { isGroupComplete, knockoutRanks, resolveAdvancement } from './advancement';

describe('isGroupComplete', () => {
  it('is false without matches', () => {
    expect(isGroupComplete([])).toBe(false);
  });

  it('is true when every match is finished with a score', () => {
    expect(
      isGroupComplete([
        { homeScore: 10, awayScore: 9, finished: true },
        { homeScore: 0, awayScore: 0, finished: true },
      ]),
    ).toBe(true);
  });

  it('is false when a match is unfinished or has no score', () => {
    expect(
      isGroupComplete([
        { homeScore: 10, awayScore: 9, finished: true },
        { homeScore: 3, awayScore: 2, finished: false },
      ]),
    ).toBe(false);
    expect(isGroupComplete([{ homeScore: null, awayScore: 2, finished: true }])).toBe(false);
    expect(isGroupComplete([{ homeScore: 2, awayScore: null, finished: true }])).toBe(false);
  });
});

describe('resolveAdvancement', () => {
  const groups = new Map([
    [
      1,
      [
        { teamId: 11, standings: 1 },
        { teamId: 12, standings: 2 },
      ],
    ],
    [2, [{ teamId: 21, standings: 1 }]],
  ]);

  it('fills slots from complete groups and leaves the rest empty', () => {
    expect(
      resolveAdvancement(groups, [
        { key: 'a', predecessorGroupId: 1, predecessorRank: 2 },
        { key: 'b', predecessorGroupId: 2, predecessorRank: 1 },
        { key: 'c', predecessorGroupId: 2, predecessorRank: 2 },
        { key: 'd', predecessorGroupId: 3, predecessorRank: 1 },
      ]),
    ).toEqual([
      { key: 'a', teamId: 12 },
      { key: 'b', teamId: 21 },
      { key: 'c', teamId: null },
      { key: 'd', teamId: null },
    ]);
  });

  it('keeps structured keys', () => {
    const key = { matchId: 5, side: 'home' as const };
    expect(resolveAdvancement(groups, [{ key, predecessorGroupId: 1, predecessorRank: 1 }])).toEqual([
      { key, teamId: 11 },
    ]);
  });
});

describe('knockoutRanks', () => {
  const base = { homeTeamId: 1, awayTeamId: 2, homeScore: 20, awayScore: 18, finished: true };

  it('ranks the winner first and the loser second', () => {
    expect(knockoutRanks(base)).toEqual([
      { teamId: 1, standings: 1 },
      { teamId: 2, standings: 2 },
    ]);
    expect(knockoutRanks({ ...base, homeScore: 25, awayScore: 26 })).toEqual([
      { teamId: 2, standings: 1 },
      { teamId: 1, standings: 2 },
    ]);
  });

  it('is null until the match is decided', () => {
    expect(knockoutRanks({ ...base, finished: false })).toBeNull();
    expect(knockoutRanks({ ...base, homeScore: null })).toBeNull();
    expect(knockoutRanks({ ...base, awayScore: null })).toBeNull();
    expect(knockoutRanks({ ...base, homeTeamId: null })).toBeNull();
    expect(knockoutRanks({ ...base, awayTeamId: null })).toBeNull();
    expect(knockoutRanks({ ...base, homeScore: 20, awayScore: 20 })).toBeNull();
  });
});
