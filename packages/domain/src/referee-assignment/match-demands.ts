// What a match asks of its referees, read from its round and category: whether the own-country
// rule's `from_semifinals` applies, how early it is served when supply is short, and the rank it wants.

/** Semi-final, 3rd place and final. */
export const LATE_ROUNDS: ReadonlySet<string> = new Set(['semi_final', 'third_place', 'final']);

/** The referee rank a round wants; rounds not named want none (1). */
export const WANTED_RANK: Readonly<Record<string, number>> = {
  final: 4,
  third_place: 4,
  semi_final: 3,
  quarter_final: 2,
};

export type MatchDemandsInput = {
  /** The round level's system name (`final`, `semi_final`, ...). */
  roundLevel: string;
  roundWeight: number;
  isBracket: boolean;
  /** The category code; its last letter is the age (A the oldest). */
  categoryCode: string;
};

export type MatchDemands = { late: boolean; priority: number; wantedRank: number };

export function matchDemands({ roundLevel, roundWeight, isBracket, categoryCode }: MatchDemandsInput): MatchDemands {
  // Older categories first when supply is short: A is the oldest.
  const age = Math.max(0, 4 - 'ABCDE'.indexOf(categoryCode.slice(-1)));
  return {
    late: LATE_ROUNDS.has(roundLevel),
    priority: (isBracket ? 100 : 0) + roundWeight * 10 + age,
    wantedRank: WANTED_RANK[roundLevel] ?? 1,
  };
}
