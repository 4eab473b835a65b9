import { isGroupComplete, knockoutRanks } from '@tms/domain/advancement';
import { computeStandings, type GroupResult, type StandingRow } from '@tms/domain/standings';

// The pure steps of rebuilding group tables: which results count, a group's final ranks, and the
// order in which groups are processed so that successors see their predecessors' ranks.

type GroupInfo = { id: number; isBracket: boolean; roundWeight: number; weight: number };

/** A stored standings row: the domain's table columns plus its slot and where its team comes from. */
export type SlotRow = Omit<StandingRow, 'teamId' | 'standings'> & {
  id: number;
  competitionGroupId: number;
  slot: number;
  teamId: number | null;
  standings: number | null;
  predecessorCompetitionGroupId: number | null;
  predecessorCompetitionGroupStandings: number | null;
};

export type GroupMatchRow = {
  id: number;
  competitionGroupId: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeTeamCompetitionGroupId: number | null;
  homeTeamCompetitionStandings: number | null;
  awayTeamCompetitionGroupId: number | null;
  awayTeamCompetitionStandings: number | null;
  homeScore: number | null;
  awayScore: number | null;
  homeGoalsCount: number;
  awayGoalsCount: number;
  stageCode: string;
};

export const STAT_KEYS = [
  'standings',
  'games',
  'wins',
  'ties',
  'losses',
  'points',
  'goalsScored',
  'goalsConceded',
  'goalsCountScored',
  'goalsCountConceded',
] as const;

function emptyStats(): Pick<SlotRow, (typeof STAT_KEYS)[number]> {
  return {
    standings: null,
    games: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    points: 0,
    goalsScored: 0,
    goalsConceded: 0,
    goalsCountScored: 0,
    goalsCountConceded: 0,
  };
}

function finishedResults(groupMatches: readonly GroupMatchRow[]): GroupResult[] {
  const results: GroupResult[] = [];
  for (const m of groupMatches) {
    if (m.stageCode !== 'finished') continue;
    if (m.homeTeamId === null || m.awayTeamId === null || m.homeScore === null || m.awayScore === null) continue;
    results.push({
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      homeGoalsCount: m.homeGoalsCount,
      awayGoalsCount: m.awayGoalsCount,
    });
  }
  return results;
}

/**
 * Final ranks of a group, or null while it is not decided. A bracket group holds a single knock-out
 * match; should it ever hold more, its complete table decides like a round-robin one.
 */
function finalRanks(
  group: GroupInfo,
  groupMatches: readonly GroupMatchRow[],
  table: readonly StandingRow[],
): Map<number, number> | null {
  const complete = isGroupComplete(
    groupMatches.map((m) => ({ homeScore: m.homeScore, awayScore: m.awayScore, finished: m.stageCode === 'finished' })),
  );
  if (!complete) return null;
  if (group.isBracket && groupMatches.length === 1) {
    const ranks = knockoutRanks({ ...groupMatches[0], finished: true });
    return ranks ? new Map(ranks.map((r) => [r.standings, r.teamId])) : null;
  }
  return new Map(table.map((r) => [r.standings, r.teamId]));
}

/** Predecessors before successors (Kahn); ties keep round level, group weight and id order. */
export function processingOrder(
  groups: readonly GroupInfo[],
  edges: ReadonlyMap<number, ReadonlySet<number>>,
): number[] {
  const byOrder = [...groups].sort((a, b) => a.roundWeight - b.roundWeight || a.weight - b.weight || a.id - b.id);
  const indegree = new Map<number, number>(byOrder.map((g) => [g.id, 0]));
  for (const successors of edges.values()) {
    for (const s of successors) if (indegree.has(s)) indegree.set(s, indegree.get(s)! + 1);
  }
  const rank = new Map(byOrder.map((g, i) => [g.id, i]));
  const ready = byOrder.filter((g) => indegree.get(g.id) === 0).map((g) => g.id);
  const order: number[] = [];
  const seen = new Set<number>();
  while (ready.length > 0) {
    ready.sort((a, b) => rank.get(a)! - rank.get(b)!);
    const id = ready.shift()!;
    order.push(id);
    seen.add(id);
    for (const s of edges.get(id) ?? []) {
      if (!indegree.has(s)) continue;
      const left = indegree.get(s)! - 1;
      indegree.set(s, left);
      if (left === 0) ready.push(s);
    }
  }
  // A cycle is a data error; its groups are still processed, in plain order, rather than skipped.
  for (const g of byOrder) if (!seen.has(g.id)) order.push(g.id);
  return order;
}

/**
 * Rebuilds group tables from finished matches and fills successor slots and matches from complete

/** Rows by group, and which groups feed which (slots and matches filled from a predecessor's ranks). */
export function indexByGroup(slotRows: readonly SlotRow[], matchRows: readonly GroupMatchRow[]) {
  const slotsByGroup = new Map<number, SlotRow[]>();
  const successorSlots = new Map<number, SlotRow[]>();
  const matchesByGroup = new Map<number, GroupMatchRow[]>();
  const successorMatches = new Map<number, GroupMatchRow[]>();
  const edges = new Map<number, Set<number>>();
  const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const addEdge = (from: number, to: number) => {
    const set = edges.get(from);
    if (set) set.add(to);
    else edges.set(from, new Set([to]));
  };
  for (const row of slotRows) {
    push(slotsByGroup, row.competitionGroupId, row);
    if (row.predecessorCompetitionGroupId !== null) {
      push(successorSlots, row.predecessorCompetitionGroupId, row);
      addEdge(row.predecessorCompetitionGroupId, row.competitionGroupId);
    }
  }
  for (const m of matchRows) {
    push(matchesByGroup, m.competitionGroupId, m);
    for (const from of [m.homeTeamCompetitionGroupId, m.awayTeamCompetitionGroupId]) {
      if (from === null) continue;
      push(successorMatches, from, m);
      addEdge(from, m.competitionGroupId);
    }
  }
  return { slotsByGroup, successorSlots, matchesByGroup, successorMatches, edges };
}

/** The groups and everything downstream of them. */
export function downstreamOf(groupIds: readonly number[], edges: ReadonlyMap<number, ReadonlySet<number>>) {
  const affected = new Set<number>();
  const stack = [...groupIds];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (affected.has(id)) continue;
    affected.add(id);
    for (const s of edges.get(id) ?? []) stack.push(s);
  }
  return affected;
}

/**
 * Rebuilds one group's table in its slot rows and puts its final ranks into the successor slots
 * and matches it feeds. Changes the rows in place.
 */
export function rebuildGroup(
  group: GroupInfo,
  rows: {
    slots: readonly SlotRow[];
    matches: readonly GroupMatchRow[];
    successorSlots: readonly SlotRow[];
    successorMatches: readonly GroupMatchRow[];
  },
) {
  const teamIds = rows.slots.flatMap((s) => (s.teamId === null ? [] : [s.teamId]));
  const table = computeStandings(teamIds, finishedResults(rows.matches));
  const ranks = finalRanks(group, rows.matches, table);
  const byTeam = new Map(table.map((r) => [r.teamId, r]));
  for (const slot of rows.slots) {
    const row = slot.teamId === null ? undefined : byTeam.get(slot.teamId);
    Object.assign(slot, emptyStats());
    if (!row) continue;
    for (const key of STAT_KEYS) slot[key] = row[key];
    // A knock-out has no order until it is decided.
    if (group.isBracket) slot.standings = null;
  }
  if (group.isBracket && ranks) {
    for (const slot of rows.slots) {
      const rank = [...ranks].find(([, teamId]) => teamId === slot.teamId)?.[0];
      if (rank !== undefined) slot.standings = rank;
    }
  }

  for (const slot of rows.successorSlots) {
    const rank = slot.predecessorCompetitionGroupStandings;
    slot.teamId = ranks && rank !== null ? (ranks.get(rank) ?? null) : null;
  }
  for (const m of rows.successorMatches) {
    // A match under way keeps its teams: its roster and events belong to them.
    const started = m.stageCode !== 'not_started';
    if (m.homeTeamCompetitionGroupId === group.id) {
      const next = ranks ? (ranks.get(m.homeTeamCompetitionStandings ?? -1) ?? null) : null;
      if (!started || m.homeTeamId === null) m.homeTeamId = next;
    }
    if (m.awayTeamCompetitionGroupId === group.id) {
      const next = ranks ? (ranks.get(m.awayTeamCompetitionStandings ?? -1) ?? null) : null;
      if (!started || m.awayTeamId === null) m.awayTeamId = next;
    }
  }
}
