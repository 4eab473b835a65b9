import type { Match } from '@tms/domain/contract/competition';
import type { TeamCategory } from '@tms/domain/contract/enums';

/**
 * The reporter's match identifier: category code plus match number, e.g. `MA-12`. Printed schedules
 * and the hall staff use it, so it is what the reporter URLs carry instead of the database id.
 */
export function formatMatchIdentifier(categoryCode: string, matchNumber: number): string {
  return `${categoryCode}-${matchNumber}`;
}

export type ParsedMatchIdentifier = { categoryCode: string; matchNumber: number };

/** `ma-12`, `MA-12` -> { MA, 12 }; anything else -> null. */
export function parseMatchIdentifier(value: string): ParsedMatchIdentifier | null {
  const match = /^([A-Za-z]{1,4})-(\d{1,6})$/.exec(value.trim());
  if (!match) return null;
  const matchNumber = Number(match[2]);
  if (!Number.isSafeInteger(matchNumber) || matchNumber < 1) return null;
  return { categoryCode: match[1].toUpperCase(), matchNumber };
}

/** The match the identifier names, or null when there is none (unknown category or number). */
export function resolveMatchIdentifier(
  value: string,
  categories: readonly Pick<TeamCategory, 'id' | 'code'>[],
  matches: readonly Pick<Match, 'id' | 'teamCategoryId' | 'matchNumber'>[],
): number | null {
  const parsed = parseMatchIdentifier(value);
  if (!parsed) return null;
  const category = categories.find((item) => item.code.toUpperCase() === parsed.categoryCode);
  if (!category) return null;
  const match = matches.find((item) => item.teamCategoryId === category.id && item.matchNumber === parsed.matchNumber);
  return match?.id ?? null;
}

/** Identifier of a match, or its number alone when the category is unknown. */
export function matchIdentifier(
  match: Pick<Match, 'teamCategoryId' | 'matchNumber'>,
  categories: ReadonlyMap<number, Pick<TeamCategory, 'code'>>,
): string {
  const code = categories.get(match.teamCategoryId)?.code;
  return code ? formatMatchIdentifier(code, match.matchNumber) : String(match.matchNumber);
}
