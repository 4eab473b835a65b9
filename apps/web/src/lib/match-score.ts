import type { Match } from '@tms/domain/contract/competition';

type Scored = Pick<Match, 'homeScore' | 'awayScore' | 'homeGoalsCount' | 'awayGoalsCount' | 'endedInShootout'>;
type Pair = { home: number; away: number };

export type Scoreline = {
  /** The score after playing time ('17:17'); null before there is one. */
  played: { home: number | null; away: number | null };
  /** The 7 m shoot-out that decided a draw ('3:1'), else null. */
  shootout: Pair | null;
  /** Who won, counting the shoot-out; null for a draw or no score. */
  winner: 'home' | 'away' | null;
};

/**
 * How a result reads everywhere: '17:17 (3:1 after 7 m)' rather than the official 20:18, which adds
 * the shoot-out goals to the score (the goal counts hold the goals of playing time only).
 */
export function scoreline(match: Scored): Scoreline {
  const { homeScore, awayScore } = match;
  const winner =
    homeScore === null || awayScore === null || homeScore === awayScore
      ? null
      : homeScore > awayScore
        ? 'home'
        : 'away';
  if (!match.endedInShootout || homeScore === null || awayScore === null) {
    return { played: { home: homeScore, away: awayScore }, shootout: null, winner };
  }
  return {
    played: { home: match.homeGoalsCount, away: match.awayGoalsCount },
    shootout: { home: homeScore - match.homeGoalsCount, away: awayScore - match.awayGoalsCount },
    winner,
  };
}
