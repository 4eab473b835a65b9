import type {
  CompetitionGroup,
  CompetitionTeam,
  EventType,
  MatchStage,
  Place,
  RoundLevel,
  StaticBundle,
} from '@tms/domain/contract/competition';
import type { Country, TeamCategory } from '@tms/domain/contract/enums';

/** Id maps over the static bundle, so pages with hundreds of rows look things up in O(1). */
export type CompetitionLookup = {
  teams: ReadonlyMap<number, CompetitionTeam>;
  groups: ReadonlyMap<number, CompetitionGroup>;
  groupsByLabel: ReadonlyMap<string, CompetitionGroup>;
  /** Every place (halls included). */
  places: ReadonlyMap<number, Place>;
  categories: ReadonlyMap<number, TeamCategory>;
  categoriesByCode: ReadonlyMap<string, TeamCategory>;
  stages: ReadonlyMap<number, MatchStage>;
  roundLevels: ReadonlyMap<number, RoundLevel>;
  eventTypes: ReadonlyMap<number, EventType>;
  countriesById: ReadonlyMap<number, Country>;
  countriesByCode: ReadonlyMap<string, Country>;
};

function byId<T extends { id: number }>(items: readonly T[]): Map<number, T> {
  return new Map(items.map((item) => [item.id, item]));
}

// One lookup per bundle object: every component asking for the same (cached) bundle shares it.
const cache = new WeakMap<StaticBundle, CompetitionLookup>();

export function competitionLookup(bundle: StaticBundle): CompetitionLookup {
  const cached = cache.get(bundle);
  if (cached) return cached;
  const countries = Object.values(bundle.countries);
  const lookup: CompetitionLookup = {
    teams: byId(bundle.teams),
    groups: byId(bundle.groups),
    groupsByLabel: new Map(bundle.groups.map((group) => [group.label, group])),
    places: byId([...bundle.places, ...bundle.halls]),
    categories: byId(bundle.teamCategories),
    categoriesByCode: new Map(bundle.teamCategories.map((category) => [category.code, category])),
    stages: byId(bundle.matchStages),
    roundLevels: byId(bundle.roundLevels),
    eventTypes: byId(bundle.eventTypes),
    countriesById: byId(countries),
    countriesByCode: new Map(countries.map((country) => [country.countryCode, country])),
  };
  cache.set(bundle, lookup);
  return lookup;
}

/** Where an undecided slot's team comes from. */
export type SlotSource =
  | { kind: 'winner'; groupLabel: string; knockout: boolean }
  | { kind: 'loser'; groupLabel: string }
  | { kind: 'rank'; groupLabel: string; rank: number };

/**
 * A knock-out group is a single match, so rank 1 is its winner and rank 2 its loser; in a
 * round-robin group rank 1 is the group winner and any other rank is a position in the table.
 */
export function slotSource(
  lookup: Pick<CompetitionLookup, 'groups' | 'roundLevels'>,
  groupId: number | null,
  rank: number | null,
): SlotSource | null {
  if (groupId === null || rank === null) return null;
  const group = lookup.groups.get(groupId);
  if (!group) return null;
  const knockout = lookup.roundLevels.get(group.competitionRoundLevelId)?.isBracket ?? false;
  if (rank === 1) return { kind: 'winner', groupLabel: group.label, knockout };
  if (knockout && rank === 2) return { kind: 'loser', groupLabel: group.label };
  return { kind: 'rank', groupLabel: group.label, rank };
}
