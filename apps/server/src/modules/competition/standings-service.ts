import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { competitionGroups, groupStandings, matches, matchStages, roundLevels } from '../../db/schema/index';
import { groupStandingsColumns } from './columns';
import { recomputeMatchScores } from './match-scores-service';
import {
  type GroupMatchRow,
  STAT_KEYS,
  type SlotRow,
  downstreamOf,
  indexByGroup,
  processingOrder,
  rebuildGroup,
} from './standings-rules';

/*
 * Everything here is derived from results, never incremented: tables from finished matches,
 * successor slots from complete groups. Running it twice gives the same data.
 */

/** Bulk statements stay well below PostgreSQL's 65,535 bind parameters. */
const UPDATE_CHUNK = 500;

/**
 * Successors always belong to the same category, so a partial run reads only the categories of the
 * given groups; `null` when none of them exists.
 */
async function categoryFilterOf(tx: DbOrTx, groupIds?: readonly number[]): Promise<SQL | undefined | null> {
  const categories = await tx
    .selectDistinct({ id: competitionGroups.teamCategoryId })
    .from(competitionGroups)
    .where(groupIds ? inArray(competitionGroups.id, [...groupIds]) : undefined)
    .orderBy(asc(competitionGroups.teamCategoryId));
  await lockCategories(
    tx,
    categories.map((c) => c.id),
  );
  if (!groupIds) return undefined;
  if (categories.length === 0) return null;
  return inArray(
    competitionGroups.teamCategoryId,
    categories.map((c) => c.id),
  );
}

/** Advisory lock space of the category tables (two-key form; the migrations and the seed use one-key locks). */
const TABLES_LOCK = 7_402_027;

/**
 * A rebuild reads the category's results and writes its tables from them. Two writers at once (two
 * halls finishing matches of one group) would each read the other's match as unfinished, and the
 * later one would write its table over the other's: a result missing from the table until the next
 * rebuild. Each rebuild therefore waits for the one before it in the same category (until its
 * transaction ends) and then reads what that one committed. Categories are taken in id order, so two
 * rebuilds never wait for each other.
 */
async function lockCategories(tx: DbOrTx, categoryIds: readonly number[]) {
  for (const id of categoryIds) await tx.execute(sql`select pg_advisory_xact_lock(${TABLES_LOCK}, ${id}::int)`);
}

async function readRows(tx: DbOrTx, categoryFilter: SQL | undefined) {
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
  const slotRows: SlotRow[] = await tx
    .select({ ...groupStandingsColumns, slot: groupStandings.slot })
    .from(groupStandings)
    .innerJoin(competitionGroups, eq(competitionGroups.id, groupStandings.competitionGroupId))
    .where(categoryFilter)
    .orderBy(asc(groupStandings.competitionGroupId), asc(groupStandings.slot));
  const matchRows: GroupMatchRow[] = await tx
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
  return { groupRows, slotRows, matchRows };
}

async function writeSlots(tx: DbOrTx, rows: readonly SlotRow[]) {
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    const values = rows
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
}

async function writeMatchTeams(tx: DbOrTx, rows: readonly GroupMatchRow[]) {
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    const values = rows
      .slice(i, i + UPDATE_CHUNK)
      .map((m) => sql`(${m.id}::int, ${m.homeTeamId}::int, ${m.awayTeamId}::int)`);
    await tx.execute(sql`
      update competition_matches m set home_team_id = v.home_team_id, away_team_id = v.away_team_id, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, home_team_id, away_team_id)
      where m.id = v.id
    `);
  }
}

/**
 * Rebuilds group tables from finished matches and fills successor slots and matches from complete
 * groups. With `groupIds`, only those groups and everything downstream of them are recomputed.
 * Answers the matches whose teams it changed (a bracket filled or emptied).
 */
export async function recomputeGroups(tx: DbOrTx, groupIds?: readonly number[]): Promise<number[]> {
  if (groupIds && groupIds.length === 0) return [];
  const categoryFilter = await categoryFilterOf(tx, groupIds);
  if (categoryFilter === null) return [];
  const { groupRows, slotRows, matchRows } = await readRows(tx, categoryFilter);

  const index = indexByGroup(slotRows, matchRows);
  const affected = groupIds ? downstreamOf(groupIds, index.edges) : null;
  const original = new Map(slotRows.map((r) => [r.id, { ...r }]));
  const originalTeams = new Map(matchRows.map((m) => [m.id, [m.homeTeamId, m.awayTeamId] as const]));

  const groupsById = new Map(groupRows.map((g) => [g.id, g]));
  for (const groupId of processingOrder(groupRows, index.edges)) {
    if (affected && !affected.has(groupId)) continue;
    const group = groupsById.get(groupId);
    if (!group) continue;
    rebuildGroup(group, {
      slots: index.slotsByGroup.get(groupId) ?? [],
      matches: index.matchesByGroup.get(groupId) ?? [],
      successorSlots: index.successorSlots.get(groupId) ?? [],
      successorMatches: index.successorMatches.get(groupId) ?? [],
    });
  }

  await writeSlots(
    tx,
    slotRows.filter((r) => {
      const before = original.get(r.id)!;
      return before.teamId !== r.teamId || STAT_KEYS.some((key) => before[key] !== r[key]);
    }),
  );
  const refilled = matchRows.filter((m) => {
    const [home, away] = originalTeams.get(m.id)!;
    return home !== m.homeTeamId || away !== m.awayTeamId;
  });
  await writeMatchTeams(tx, refilled);
  return refilled.map((m) => m.id);
}

/** Scores from events, then every table and every successor slot. */
export async function recomputeCompetition(tx: DbOrTx): Promise<void> {
  await recomputeMatchScores(tx);
  await recomputeGroups(tx);
}
