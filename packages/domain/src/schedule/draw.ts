import { seededRandom } from './random';

export type DrawTeam = { teamId: number; clubId: number; country: string; seeded?: boolean };
export type DrawWarning = { rule: 'club' | 'country' | 'seeded'; group: number; teamIds: number[] };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Group labels A, B, ..., Z, AA, AB, ... */
export function groupLetter(index: number): string {
  return index < LETTERS.length
    ? LETTERS[index]
    : `${groupLetter(Math.floor(index / LETTERS.length) - 1)}${LETTERS[index % LETTERS.length]}`;
}

/** Group sizes differing by at most one; the first groups take the extra teams. */
export function groupSizes(teams: number, groups: number): number[] {
  const base = Math.floor(teams / groups);
  return Array.from({ length: groups }, (_, g) => base + (g < teams % groups ? 1 : 0));
}

const pairs = (n: number) => (n * (n - 1)) / 2;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

// A shared club always outweighs any number of shared countries, and seeded teams should be apart.
const CLUB = 1_000_000;
const SEEDED = 1_000;
const COUNTRY = 1;

type Counts = { club: Map<number, number>; country: Map<string, number>; seeded: number }[];

/** Penalty of team t joining (+1) a group with these counts: the pairs it would add. */
function joinCost(c: Counts[number], t: DrawTeam): number {
  return (
    (c.club.get(t.clubId) ?? 0) * CLUB + (c.country.get(t.country) ?? 0) * COUNTRY + (t.seeded ? c.seeded * SEEDED : 0)
  );
}

function add(c: Counts[number], t: DrawTeam, delta: 1 | -1) {
  c.club.set(t.clubId, (c.club.get(t.clubId) ?? 0) + delta);
  c.country.set(t.country, (c.country.get(t.country) ?? 0) + delta);
  if (t.seeded) c.seeded += delta;
}

/**
 * Draws teams into `groupCount` groups from a seed: sizes differ by at most one; seeded teams (pot 1)
 * are spread first; teams of one club share a group only when no other arrangement exists, then
 * teams of one country as rarely as possible. The same seed and teams give the same draw.
 */
export function drawGroups(
  teams: readonly DrawTeam[],
  groupCount: number,
  seed: number,
): { seed: number; groups: number[][]; warnings: DrawWarning[] } {
  const rng = seededRandom(seed);
  const sizes = groupSizes(teams.length, groupCount);
  const groups: number[][] = sizes.map(() => []);
  const counts: Counts = sizes.map(() => ({ club: new Map(), country: new Map(), seeded: 0 }));
  const clubSize = new Map<number, number>();
  for (const t of teams) clubSize.set(t.clubId, (clubSize.get(t.clubId) ?? 0) + 1);

  // Seeded teams first, then the teams of the biggest clubs, so they still find groups of their own.
  const order = rng
    .shuffle(teams.map((_, i) => i))
    .sort(
      (a, b) =>
        Number(!!teams[b].seeded) - Number(!!teams[a].seeded) ||
        clubSize.get(teams[b].clubId)! - clubSize.get(teams[a].clubId)!,
    );
  const groupOrder = rng.shuffle(groups.map((_, g) => g));
  for (const t of order) {
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const g of groupOrder) {
      if (groups[g].length >= sizes[g]) continue;
      // Fill evenly so the last teams are not forced into whatever room is left.
      const cost = joinCost(counts[g], teams[t]) + groups[g].length / sizes[g] / 10;
      if (cost < bestCost) {
        bestCost = cost;
        best = g;
      }
    }
    groups[best].push(t);
    add(counts[best], teams[t], 1);
    groupOrder.push(groupOrder.shift()!);
  }
  improveBySwaps(groups, counts, teams);
  const drawn = groups.map((g) => rng.shuffle(g).map((t) => teams[t].teamId));
  return { seed, groups: drawn, warnings: drawWarnings(drawn, teams) };
}

/** Swaps two teams of different groups while that lowers the penalty (first improvement). */
function improveBySwaps(groups: number[][], counts: Counts, teams: readonly DrawTeam[]) {
  for (let pass = 0; pass < 50; pass++) {
    let improved = false;
    for (let g = 0; g < groups.length; g++) {
      for (let h = g + 1; h < groups.length; h++) {
        for (let a = 0; a < groups[g].length; a++) {
          for (let b = 0; b < groups[h].length; b++) {
            const ta = teams[groups[g][a]];
            const tb = teams[groups[h][b]];
            if (!!ta.seeded !== !!tb.seeded) continue;
            add(counts[g], ta, -1);
            add(counts[h], tb, -1);
            const before = joinCost(counts[g], ta) + joinCost(counts[h], tb);
            const after = joinCost(counts[g], tb) + joinCost(counts[h], ta);
            if (after < before) {
              add(counts[g], tb, 1);
              add(counts[h], ta, 1);
              [groups[g][a], groups[h][b]] = [groups[h][b], groups[g][a]];
              improved = true;
            } else {
              add(counts[g], ta, 1);
              add(counts[h], tb, 1);
            }
          }
        }
      }
    }
    if (!improved) return;
  }
}

/**
 * The separation rules a set of groups breaks: a club with two teams in one group (only reported
 * when the club's teams could have been kept apart), a country with more teams in a group than an
 * even spread needs, two seeded teams together while a group has none.
 */
export function drawWarnings(groups: readonly number[][], teams: readonly DrawTeam[]): DrawWarning[] {
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  const clubTotal = new Map<number, number>();
  const countryTotal = new Map<string, number>();
  let seededTotal = 0;
  for (const t of teams) {
    clubTotal.set(t.clubId, (clubTotal.get(t.clubId) ?? 0) + 1);
    countryTotal.set(t.country, (countryTotal.get(t.country) ?? 0) + 1);
    if (t.seeded) seededTotal++;
  }
  const out: DrawWarning[] = [];
  groups.forEach((ids, group) => {
    const members = ids.map((id) => byId.get(id)).filter((t): t is DrawTeam => !!t);
    const byClub = groupBy(members, (t) => t.clubId);
    for (const [club, list] of byClub) {
      if (list.length > Math.ceil(clubTotal.get(club)! / groups.length)) {
        out.push({ rule: 'club', group, teamIds: list.map((t) => t.teamId) });
      }
    }
    const byCountry = groupBy(members, (t) => t.country);
    for (const [country, list] of byCountry) {
      if (list.length > Math.ceil(countryTotal.get(country)! / groups.length)) {
        out.push({ rule: 'country', group, teamIds: list.map((t) => t.teamId) });
      }
    }
    const seeded = members.filter((t) => t.seeded);
    if (seeded.length > Math.ceil(seededTotal / groups.length)) {
      out.push({ rule: 'seeded', group, teamIds: seeded.map((t) => t.teamId) });
    }
  });
  return out;
}

/** Shared-club and shared-country pairs of a draw, the figures the draw minimises. */
export function drawPenalty(
  groups: readonly number[][],
  teams: readonly DrawTeam[],
): { clubPairs: number; countryPairs: number } {
  const byId = new Map(teams.map((t) => [t.teamId, t]));
  let clubPairs = 0;
  let countryPairs = 0;
  for (const ids of groups) {
    const members = ids.map((id) => byId.get(id)!);
    for (const list of groupBy(members, (t) => t.clubId).values()) clubPairs += pairs(list.length);
    for (const list of groupBy(members, (t) => t.country).values()) countryPairs += pairs(list.length);
  }
  return { clubPairs, countryPairs };
}
