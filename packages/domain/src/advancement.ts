export type MatchState = { homeScore: number | null; awayScore: number | null; finished: boolean };

/** A group is complete when it has at least one match and every match is finished with a score. */
export function isGroupComplete(matches: readonly MatchState[]): boolean {
  // An empty group has no final ranks yet; treating it as complete would advance nobody into slots.
  if (matches.length === 0) return false;
  return matches.every((m) => m.finished && m.homeScore !== null && m.awayScore !== null);
}

export type SuccessorSlot<K> = { key: K; predecessorGroupId: number; predecessorRank: number };

/**
 * Fills successor slots from the final ranks of complete groups. Slots whose predecessor group is not
 * complete, or whose rank does not exist, get teamId null.
 */
export function resolveAdvancement<K>(
  completeGroups: ReadonlyMap<number, readonly { teamId: number; standings: number }[]>,
  slots: readonly SuccessorSlot<K>[],
): { key: K; teamId: number | null }[] {
  return slots.map((slot) => {
    const ranks = completeGroups.get(slot.predecessorGroupId);
    const row = ranks?.find((r) => r.standings === slot.predecessorRank);
    return { key: slot.key, teamId: row?.teamId ?? null };
  });
}

/**
 * Winner/loser of a single knock-out match (score includes shoot-out goals so it cannot be tied when
 * finished); null when not decided.
 */
export function knockoutRanks(match: {
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeScore: number | null;
  awayScore: number | null;
  finished: boolean;
}): { teamId: number; standings: number }[] | null {
  const { homeTeamId, awayTeamId, homeScore, awayScore } = match;
  if (!match.finished || homeTeamId === null || awayTeamId === null || homeScore === null || awayScore === null) {
    return null;
  }
  // A level finished score means the shoot-out is missing; guessing a winner would advance the wrong team.
  if (homeScore === awayScore) return null;
  const [winner, loser] = homeScore > awayScore ? [homeTeamId, awayTeamId] : [awayTeamId, homeTeamId];
  return [
    { teamId: winner, standings: 1 },
    { teamId: loser, standings: 2 },
  ];
}
