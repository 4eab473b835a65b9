// One referee per match for chosen categories (configuration
// `referee_assignment.single_referee_categories`). Referee supply is the binding limit: when a plan
// leaves positions empty, the office gives the youngest categories one referee first, as their
// matches are the shortest and the least demanding.

/** The stored value: category codes separated by commas (spaces allowed), in any order. */
export function parseSingleRefereeCategories(value: string | null | undefined): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

export function formatSingleRefereeCategories(codes: readonly string[]): string {
  return codes.join(', ');
}

/** Referees a match needs: one in a category the office set to one referee, else two. */
export function refereesNeeded(categoryCode: string, single: ReadonlySet<string>): 1 | 2 {
  return single.has(categoryCode) ? 1 : 2;
}

type Category = {
  code: string /** The oldest birth date allowed: a later one is a younger category. */;
  birthDateMin: string;
};

/** Categories from the youngest (latest oldest-allowed birth date) to the oldest; ties by code. */
export function youngestFirst<T extends Category>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => b.birthDateMin.localeCompare(a.birthDateMin) || a.code.localeCompare(b.code));
}

export type SingleRefereeSuggestionInput = {
  categories: readonly Category[];
  /** The planned matches: their day, category and the referees they need now. */
  matches: readonly { day: string; categoryCode: string; needed: number }[];
  /** Positions a plan left empty, per day. */
  missing: ReadonlyMap<string, number>;
  /** Categories that already have one referee. */
  single: ReadonlySet<string>;
};

/**
 * The categories to give one referee, youngest first, until the positions they free on each short
 * day reach what the plan left empty there. A category only helps on the days it plays; when even
 * all of them cannot free enough, every category that helps is named. An estimate: the hard rules
 * decide in the next plan whether the freed referees fit.
 */
export function suggestSingleRefereeCategories(input: SingleRefereeSuggestionInput): string[] {
  const short = new Map([...input.missing].filter(([, n]) => n > 0));
  if (short.size === 0) return [];
  const freed = new Map<string, Map<string, number>>();
  for (const m of input.matches) {
    if (m.needed < 2 || input.single.has(m.categoryCode) || !short.has(m.day)) continue;
    const perDay = freed.get(m.categoryCode) ?? new Map<string, number>();
    perDay.set(m.day, (perDay.get(m.day) ?? 0) + 1);
    freed.set(m.categoryCode, perDay);
  }
  const chosen: string[] = [];
  for (const category of youngestFirst(input.categories)) {
    if (short.size === 0) break;
    const perDay = freed.get(category.code);
    if (!perDay || ![...perDay.keys()].some((day) => short.has(day))) continue;
    chosen.push(category.code);
    for (const [day, n] of perDay) {
      const left = (short.get(day) ?? 0) - n;
      if (left > 0) short.set(day, left);
      else short.delete(day);
    }
  }
  return chosen;
}

/** Positions a plan left empty, per day. */
export function positionsMissingPerDay(
  unassigned: readonly { matchId: number }[],
  assignments: ReadonlyMap<number, readonly number[]>,
  matches: ReadonlyMap<number, { day: string; needed: number }>,
): Map<string, number> {
  const missing = new Map<string, number>();
  for (const { matchId } of unassigned) {
    const match = matches.get(matchId);
    if (!match) continue;
    const open = match.needed - (assignments.get(matchId)?.length ?? 0);
    if (open > 0) missing.set(match.day, (missing.get(match.day) ?? 0) + open);
  }
  return missing;
}

/** What a plan would leave empty if the given categories had one referee: positions per day and matches. */
export type SingleRefereeWhatIf = (single: ReadonlySet<string>) => {
  missing: ReadonlyMap<string, number>;
  short: number;
};

/**
 * The suggestion checked by planning again: while the new plan still leaves positions empty, the
 * next youngest categories are added (at most `rounds` plans). `short` is the matches the last plan
 * left without all their referees (0 when the suggestion covers everything).
 */
export function suggestAndCheck(
  input: SingleRefereeSuggestionInput,
  whatIf: SingleRefereeWhatIf,
  rounds = 3,
): { categories: string[]; short: number } {
  const chosen: string[] = [];
  let missing = input.missing;
  let short = 0;
  for (let round = 0; round < rounds; round++) {
    const more = suggestSingleRefereeCategories({ ...input, missing, single: new Set([...input.single, ...chosen]) });
    if (more.length === 0) break;
    chosen.push(...more);
    ({ missing, short } = whatIf(new Set([...input.single, ...chosen])));
    if (short === 0) break;
  }
  return { categories: chosen, short };
}
