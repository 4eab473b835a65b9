import { isGroupComplete, knockoutRanks } from '@tms/domain/advancement';
import { computeStandings, type GroupResult, type StandingRow } from '@tms/domain/standings';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groupStandingsColumns } from './service';
import { competitionGroups, groupStandings, matches, matchStages, roundLevels } from '../../db/schema/index';

/*
 * Everything here is derived from results, never incremented: scores from events, tables from
 * finished matches, successor slots from complete groups. Running it twice gives the same data.
 */

/** Bulk statements stay well below PostgreSQL's 65,535 bind parameters. */
const UPDATE_CHUNK = 500;

/** One array parameter instead of one parameter per id, so any number of ids fits in a statement. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * Goals counts and official scores of matches from their events, in one set-based statement.
 * Walkovers keep their stored official score (5:0, 0:5, 0:0); a score the reporter typed in
 * (scoreEntered) stays as typed while its goals counts still follow the events.
 */
export async function recomputeMatchScores(tx: DbOrTx, matchIds?: readonly number[]): Promise<void> {
  if (matchIds && matchIds.length === 0) return;
  const only = matchIds ? sql`and m.id = any(${intArray(matchIds)}::int[])` : sql``;
  await tx.execute(sql`
    with agg as (
      select
        m.id,
        m.score_entered,
        m.home_score as stored_home_score,
        m.away_score as stored_away_score,
        m.ended_in_shootout as stored_ended_in_shootout,
        s.code as stage_code,
        count(e.id)::int as events,
        (count(*) filter (where et.code = 'goal' and p.team_id = m.home_team_id))::int as home_goals,
        (count(*) filter (where et.code = 'goal' and p.team_id = m.away_team_id))::int as away_goals,
        (count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.home_team_id))::int as home_shootout,
        (count(*) filter (where et.code = 'shootout-goal' and p.team_id = m.away_team_id))::int as away_shootout,
        (count(*) filter (where et.code = 'shootout-goal'))::int as shootout
      from competition_matches m
      join match_stages s on s.id = m.competition_match_stage_id
      left join competition_match_events e on e.match_id = m.id
      left join competition_event_types et on et.id = e.competition_event_type_id
      left join competition_match_participants p on p.id = e.competition_match_participant_id
      where not m.walk_over ${only}
      group by m.id, s.code
    ),
    next as (
      select
        id,
        home_goals,
        away_goals,
        case
          when score_entered then stored_home_score
          when stage_code = 'not_started' and events = 0 then null
          else home_goals + home_shootout
        end as home_score,
        case
          when score_entered then stored_away_score
          when stage_code = 'not_started' and events = 0 then null
          else away_goals + away_shootout
        end as away_score,
        case when score_entered then stored_ended_in_shootout else stage_code = 'finished' and shootout > 0 end
          as ended_in_shootout
      from agg
    )
    update competition_matches m set
      home_goals_count = n.home_goals,
      away_goals_count = n.away_goals,
      home_score = n.home_score,
      away_score = n.away_score,
      ended_in_shootout = n.ended_in_shootout,
      updated_at = now()
    from next n
    where m.id = n.id
      and (
        m.home_goals_count is distinct from n.home_goals
        or m.away_goals_count is distinct from n.away_goals
        or m.home_score is distinct from n.home_score
        or m.away_score is distinct from n.away_score
        or m.ended_in_shootout is distinct from n.ended_in_shootout
      )
  `);
}

type GroupInfo = { id: number; isBracket: boolean; roundWeight: number; weight: number };

/** A stored standings row: the domain's table columns plus its slot and where its team comes from. */
type SlotRow = Omit<StandingRow, 'teamId' | 'standings'> & {
  id: number;
  competitionGroupId: number;
  slot: number;
  teamId: number | null;
  standings: number | null;
  predecessorCompetitionGroupId: number | null;
  predecessorCompetitionGroupStandings: number | null;
};

type MatchRow = {
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

const STAT_KEYS = [
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

function finishedResults(groupMatches: readonly MatchRow[]): GroupResult[] {
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
  groupMatches: readonly MatchRow[],
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
function processingOrder(groups: readonly GroupInfo[], edges: ReadonlyMap<number, ReadonlySet<number>>): number[] {
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
 * groups. With `groupIds`, only those groups and everything downstream of them are recomputed.
 */
export async function recomputeGroups(tx: DbOrTx, groupIds?: readonly number[]): Promise<void> {
  if (groupIds && groupIds.length === 0) return;

  // Successors always belong to the same category, so a partial run reads only the affected categories.
  let categoryFilter: SQL | undefined;
  if (groupIds) {
    const categories = await tx
      .selectDistinct({ id: competitionGroups.teamCategoryId })
      .from(competitionGroups)
      .where(inArray(competitionGroups.id, [...groupIds]));
    if (categories.length === 0) return;
    categoryFilter = inArray(
      competitionGroups.teamCategoryId,
      categories.map((c) => c.id),
    );
  }

  // Sequential reads: a transaction has one connection, and pg warns about queued concurrent queries.
  const groupRows = await tx
    .select({
      id: competitionGroups.id,
      isBracket: roundLevels.isBracket,
      roundWeight: roundLevels.weight,
      weight: competitionGroups.weight,
    })
    .from(competitionGroups)
    .innerJoin(roundLevels, eq(roundLevels.id, competitionGroups.competitionRoundLevelId))
    .where(categoryFilter);
  const slotRows = await tx
    .select({ ...groupStandingsColumns, slot: groupStandings.slot })
    .from(groupStandings)
    .innerJoin(competitionGroups, eq(competitionGroups.id, groupStandings.competitionGroupId))
    .where(categoryFilter)
    .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.slot));
  const matchRows: MatchRow[] = await tx
    .select({
      id: matches.id,
      competitionGroupId: matches.competitionGroupId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeTeamCompetitionGroupId: matches.homeTeamCompetitionGroupId,
      homeTeamCompetitionStandings: matches.homeTeamCompetitionStandings,
      awayTeamCompetitionGroupId: matches.awayTeamCompetitionGroupId,
      awayTeamCompetitionStandings: matches.awayTeamCompetitionStandings,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      homeGoalsCount: matches.homeGoalsCount,
      awayGoalsCount: matches.awayGoalsCount,
      stageCode: matchStages.code,
    })
    .from(matches)
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .where(categoryFilter)
    .orderBy(asc(matches.id));

  const slotsByGroup = new Map<number, SlotRow[]>();
  const successorSlots = new Map<number, SlotRow[]>();
  const matchesByGroup = new Map<number, MatchRow[]>();
  const successorMatches = new Map<number, MatchRow[]>();
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

  let affected: Set<number> | null = null;
  if (groupIds) {
    affected = new Set<number>();
    const stack = [...groupIds];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (affected.has(id)) continue;
      affected.add(id);
      for (const s of edges.get(id) ?? []) stack.push(s);
    }
  }

  const original = new Map(slotRows.map((r) => [r.id, { ...r }]));
  const originalTeams = new Map(matchRows.map((m) => [m.id, [m.homeTeamId, m.awayTeamId] as const]));

  const groupsById = new Map(groupRows.map((g) => [g.id, g]));
  for (const groupId of processingOrder(groupRows, edges)) {
    if (affected && !affected.has(groupId)) continue;
    const group = groupsById.get(groupId);
    if (!group) continue;
    const slots = slotsByGroup.get(groupId) ?? [];
    const groupMatches = matchesByGroup.get(groupId) ?? [];
    const teamIds = slots.flatMap((s) => (s.teamId === null ? [] : [s.teamId]));
    const table = computeStandings(teamIds, finishedResults(groupMatches));
    const ranks = finalRanks(group, groupMatches, table);
    const byTeam = new Map(table.map((r) => [r.teamId, r]));
    for (const slot of slots) {
      const row = slot.teamId === null ? undefined : byTeam.get(slot.teamId);
      Object.assign(slot, emptyStats());
      if (!row) continue;
      for (const key of STAT_KEYS) slot[key] = row[key];
      // A knock-out has no order until it is decided.
      if (group.isBracket) slot.standings = null;
    }
    if (group.isBracket && ranks) {
      for (const slot of slots) {
        const rank = [...ranks].find(([, teamId]) => teamId === slot.teamId)?.[0];
        if (rank !== undefined) slot.standings = rank;
      }
    }

    for (const slot of successorSlots.get(groupId) ?? []) {
      const rank = slot.predecessorCompetitionGroupStandings;
      slot.teamId = ranks && rank !== null ? (ranks.get(rank) ?? null) : null;
    }
    for (const m of successorMatches.get(groupId) ?? []) {
      // A match under way keeps its teams: its roster and events belong to them.
      const started = m.stageCode !== 'not_started';
      if (m.homeTeamCompetitionGroupId === groupId) {
        const next = ranks ? (ranks.get(m.homeTeamCompetitionStandings ?? -1) ?? null) : null;
        if (!started || m.homeTeamId === null) m.homeTeamId = next;
      }
      if (m.awayTeamCompetitionGroupId === groupId) {
        const next = ranks ? (ranks.get(m.awayTeamCompetitionStandings ?? -1) ?? null) : null;
        if (!started || m.awayTeamId === null) m.awayTeamId = next;
      }
    }
  }

  const changedSlots = slotRows.filter((r) => {
    const before = original.get(r.id)!;
    return before.teamId !== r.teamId || STAT_KEYS.some((key) => before[key] !== r[key]);
  });
  const changedMatches = matchRows.filter((m) => {
    const [home, away] = originalTeams.get(m.id)!;
    return home !== m.homeTeamId || away !== m.awayTeamId;
  });

  for (let i = 0; i < changedSlots.length; i += UPDATE_CHUNK) {
    const values = changedSlots
      .slice(i, i + UPDATE_CHUNK)
      .map(
        (r) =>
          sql`(${r.id}::int, ${r.teamId}::int, ${r.standings}::int, ${r.games}::int, ${r.wins}::int, ${r.ties}::int, ${r.losses}::int, ${r.points}::int, ${r.goalsScored}::int, ${r.goalsConceded}::int, ${r.goalsCountScored}::int, ${r.goalsCountConceded}::int)`,
      );
    await tx.execute(sql`
      update competition_group_standings s set
        team_id = v.team_id, standings = v.standings, games = v.games, wins = v.wins, ties = v.ties,
        losses = v.losses, points = v.points, goals_scored = v.goals_scored, goals_conceded = v.goals_conceded,
        goals_count_scored = v.goals_count_scored, goals_count_conceded = v.goals_count_conceded
      from (values ${sql.join(values, sql`, `)}) as v(id, team_id, standings, games, wins, ties, losses, points,
        goals_scored, goals_conceded, goals_count_scored, goals_count_conceded)
      where s.id = v.id
    `);
  }
  for (let i = 0; i < changedMatches.length; i += UPDATE_CHUNK) {
    const values = changedMatches
      .slice(i, i + UPDATE_CHUNK)
      .map((m) => sql`(${m.id}::int, ${m.homeTeamId}::int, ${m.awayTeamId}::int)`);
    await tx.execute(sql`
      update competition_matches m set home_team_id = v.home_team_id, away_team_id = v.away_team_id, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, home_team_id, away_team_id)
      where m.id = v.id
    `);
  }
}

/** Scores from events, then every table and every successor slot. */
export async function recomputeCompetition(tx: DbOrTx): Promise<void> {
  await recomputeMatchScores(tx);
  await recomputeGroups(tx);
}
