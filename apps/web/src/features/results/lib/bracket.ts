import type { CompetitionGroup, LiveMatch, RoundLevel } from '@tms/domain/contract/competition';

export type BracketEntry = {
  group: CompetitionGroup;
  /** The group's (single) match; null when it has not been scheduled. */
  match: LiveMatch | null;
};

export type BracketRound = { level: RoundLevel; entries: BracketEntry[] };

/** Play-off letters (A, B, ...) of a category, sorted. */
export function playoffCategories(groups: readonly CompetitionGroup[], categoryCode: string): string[] {
  const letters = new Set<string>();
  for (const group of groups) {
    if (group.teamCategoryCode === categoryCode && group.playoffCategory) letters.add(group.playoffCategory);
  }
  return [...letters].sort();
}

/**
 * The rounds of one play-off: its groups (every knock-out match is a group of its own) by round
 * level in level order, each round in group order, which keeps the bracket's pairing order (the
 * winners of entries 2i and 2i+1 meet in the next round).
 */
export function buildBracket(
  groups: readonly CompetitionGroup[],
  categoryCode: string,
  playoffCategory: string,
  roundLevels: ReadonlyMap<number, RoundLevel>,
  matchesByGroup: ReadonlyMap<number, readonly LiveMatch[]>,
): BracketRound[] {
  const byLevel = new Map<number, BracketEntry[]>();
  for (const group of groups) {
    if (group.teamCategoryCode !== categoryCode || group.playoffCategory !== playoffCategory) continue;
    const entries = byLevel.get(group.competitionRoundLevelId) ?? [];
    entries.push({ group, match: matchesByGroup.get(group.id)?.[0] ?? null });
    byLevel.set(group.competitionRoundLevelId, entries);
  }
  const rounds: BracketRound[] = [];
  for (const [levelId, entries] of byLevel) {
    const level = roundLevels.get(levelId);
    if (!level) continue;
    entries.sort((a, b) => a.group.weight - b.group.weight || a.group.id - b.group.id);
    rounds.push({ level, entries });
  }
  return rounds.sort((a, b) => a.level.weight - b.level.weight || a.level.id - b.level.id);
}

/**
 * Columns for drawing: the 3rd place match sits in the last column beside the final (both are
 * played by the semi-finalists), every other round is a column of its own.
 */
export function bracketColumns(rounds: readonly BracketRound[]): BracketRound[][] {
  const columns: BracketRound[][] = [];
  const final = rounds.find((round) => round.level.systemName === 'final');
  for (const round of rounds) {
    if (round.level.systemName === 'third_place' && final) continue;
    if (round === final) {
      const third = rounds.find((r) => r.level.systemName === 'third_place');
      columns.push(third ? [round, third] : [round]);
    } else {
      columns.push([round]);
    }
  }
  return columns;
}
