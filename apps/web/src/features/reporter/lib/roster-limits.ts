import type { StaticBundle } from '@tms/domain/contract/competition';
import { type MatchRosterLimits, categoryRosterLimits, matchRosterLimits } from '@tms/domain/match-roster';
import type { CompetitionLookup } from '@/lib/competition-lookup';
import { configurationValue } from '@/lib/configuration';

/**
 * The roster limits of a team as the server checks the hall's change: its category's own where
 * the office set them, the configured ones otherwise.
 */
export function teamRosterLimits(
  bundle: Pick<StaticBundle, 'configurations'>,
  lookup: Pick<CompetitionLookup, 'teams' | 'categories'>,
  teamId: number,
): MatchRosterLimits {
  const configured = matchRosterLimits((key) => configurationValue(bundle.configurations, key));
  const categoryId = lookup.teams.get(teamId)?.teamCategoryId;
  const category = categoryId === undefined ? undefined : lookup.categories.get(categoryId);
  return categoryRosterLimits(category ?? {}, configured);
}

/**
 * How many players of the other gender the team's category allows (WE: three boys), as the server
 * checks the hall's change; 0 where the category is not known.
 */
export function teamOtherGenderMax(lookup: Pick<CompetitionLookup, 'teams' | 'categories'>, teamId: number): number {
  const categoryId = lookup.teams.get(teamId)?.teamCategoryId;
  const category = categoryId === undefined ? undefined : lookup.categories.get(categoryId);
  return category?.otherGenderMax ?? 0;
}
