import { type SQL, and, eq, exists, inArray, ne, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { matchReferees, matches, matchStages, publishedMatchReferees } from '../../db/schema/index';

/** One referee of a match: position 1 or 2. */
export type MatchRefereeRow = { matchId: number; position: number; refereeId: number };

/** Which matches' referees: those of `matchIds`, or the matches of one referee. */
export type MatchRefereeFilter = { matchIds: readonly number[] } | { refereeId: number };

const tableSet = alias(matchReferees, 'table_set');

/**
 * A match whose actual referees are its record rather than the office's plan: it has started (the
 * office can no longer change them), or the hall's table set them. Everyone sees those at once.
 */
function settledMatch(db: DbOrTx): SQL {
  return or(
    ne(matchStages.code, 'not_started'),
    exists(
      db
        .select({ one: sql`1` })
        .from(tableSet)
        .where(and(eq(tableSet.matchId, matches.id), eq(tableSet.source, 'table'))),
    ),
  )!;
}

/**
 * The match referees as the public and the referees themselves see them: the office's assignment as
 * last published, except on a settled match (started, or set at the table), which shows its actual
 * referees.
 */
export async function visibleMatchReferees(db: DbOrTx, filter?: MatchRefereeFilter): Promise<MatchRefereeRow[]> {
  if (filter && 'matchIds' in filter && filter.matchIds.length === 0) return [];
  const settled = settledMatch(db);
  const actualWhere = !filter
    ? undefined
    : 'matchIds' in filter
      ? inArray(matchReferees.matchId, [...filter.matchIds])
      : eq(matchReferees.refereeId, filter.refereeId);
  const publishedWhere = !filter
    ? undefined
    : 'matchIds' in filter
      ? inArray(publishedMatchReferees.matchId, [...filter.matchIds])
      : eq(publishedMatchReferees.refereeId, filter.refereeId);
  // One statement: callers pass a transaction too, whose one connection takes a query at a time.
  const rows = await db
    .select({
      matchId: matchReferees.matchId,
      position: matchReferees.position,
      refereeId: matchReferees.refereeId,
    })
    .from(matchReferees)
    .innerJoin(matches, eq(matches.id, matchReferees.matchId))
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .where(and(actualWhere, settled))
    .unionAll(
      db
        .select({
          matchId: publishedMatchReferees.matchId,
          position: publishedMatchReferees.position,
          refereeId: publishedMatchReferees.refereeId,
        })
        .from(publishedMatchReferees)
        .innerJoin(matches, eq(matches.id, publishedMatchReferees.matchId))
        .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
        .where(and(publishedWhere, not(settled))),
    );
  return rows.sort((a, b) => a.matchId - b.matchId || a.position - b.position);
}
