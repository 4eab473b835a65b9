// How long a match of a category lasts (DESIGN.md §4: 2 × 15 minutes, younger categories may be
// shorter): the category's length, or the one it sets for the match's round level (e.g. longer finals).

export type CategoryMatchLengths = {
  /** Whole match length in minutes (two halves). */
  matchLength: number;
  /** Minutes by round level id where they differ from `matchLength`. */
  matchLengthByRoundLevel?: Readonly<Record<string, number>> | null;
};

/** The whole length in minutes of a category's match in the round level. */
export function matchLengthFor(category: CategoryMatchLengths, roundLevelId: number | null | undefined): number {
  const own = roundLevelId == null ? undefined : category.matchLengthByRoundLevel?.[String(roundLevelId)];
  return typeof own === 'number' && own > 0 ? own : category.matchLength;
}
