import type { GroupStandingsRow, LiveBundle, LiveMatch } from '@tms/domain/contract/competition';

/** Live data grouped once per fetched bundle: pages of a 700-team tournament read slices in O(1). */
export type LiveIndex = {
  standingsByGroup: ReadonlyMap<number, readonly GroupStandingsRow[]>;
  matchesByGroup: ReadonlyMap<number, readonly LiveMatch[]>;
  matchesByPlace: ReadonlyMap<number, readonly LiveMatch[]>;
  matchesById: ReadonlyMap<number, LiveMatch>;
  /** Every match day, sorted. */
  days: readonly string[];
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function compareMatchTime(a: LiveMatch, b: LiveMatch): number {
  return a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.matchNumber - b.matchNumber;
}

const cache = new WeakMap<LiveBundle, LiveIndex>();

export function liveIndex(live: LiveBundle): LiveIndex {
  const cached = cache.get(live);
  if (cached) return cached;
  const standingsByGroup = new Map<number, GroupStandingsRow[]>();
  for (const row of live.groupTeams) push(standingsByGroup, row.competitionGroupId, row);
  const matchesByGroup = new Map<number, LiveMatch[]>();
  const matchesByPlace = new Map<number, LiveMatch[]>();
  const days = new Set<string>();
  const sorted = [...live.matches].sort(compareMatchTime);
  for (const match of sorted) {
    push(matchesByGroup, match.competitionGroupId, match);
    push(matchesByPlace, match.placeId, match);
    days.add(match.day);
  }
  const index: LiveIndex = {
    standingsByGroup,
    matchesByGroup,
    matchesByPlace,
    matchesById: new Map(live.matches.map((match) => [match.id, match])),
    days: [...days].sort(),
  };
  cache.set(live, index);
  return index;
}
