import type { MatchDetail } from '@tms/domain/contract/competition';
import { isLockedStage } from '@tms/domain/match-stages';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type BuiltInIds, builtInIds } from '../../db/built-in-ids';
import { type RunStatement, runOnDb, transactionWithStatements } from '../../db/statements';
import { type MatchStageCode, matches, places } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { type MatchAccess, canReportMatch } from '../../policy';
import { getMatchDetail } from '../competition/match-detail-service';
import { derivedScores } from '../competition/match-scores-service';
import { recomputeGroups } from '../competition/standings-service';
import { announceCommitted } from '../live/announcements';
import { matchNotification } from '../live/notify';
import { queueFinalNotice, queueOpponentNotices } from '../push/match-notices';

export type MatchRow = typeof matches.$inferSelect;
type StageIds = { byCode: Map<MatchStageCode, number>; byId: Map<number, MatchStageCode> };

/** What a reporter's change works with: the locked match row, its stage, the user and the policy's view of it. */
export type MatchContext = {
  match: MatchRow;
  stageCode: MatchStageCode;
  user: SessionUser;
  stages: StageIds;
  eventTypes: BuiltInIds['eventTypeById'];
  access: MatchAccess;
  /** The change found nothing to do (a repeated upload): the match is not derived again. */
  keepAsIs: () => void;
  /** Runs a statement built once (db/statements.ts) in this transaction. */
  run: RunStatement;
};

/** The match as a write left it, for the answer: its row, its stage and its hall's data. */
export type WrittenMatch = { row: MatchRow; stageCode: MatchStageCode; hallData: Record<string, unknown> };

/** The match `matchId` (a placeholder) with its hall's data. */
const matchWithHall = (db: DbOrTx) =>
  db
    .select({ match: matches, hallData: places.data })
    .from(matches)
    .leftJoin(places, eq(places.id, matches.placeId))
    .where(eq(matches.id, sql.placeholder('matchId')));

type MatchWithHall = { match: MatchRow; hallData: Record<string, unknown> | null };

/** 404 when the match does not exist, 403 when the user may not report in its hall. */
function inReportersHall(user: SessionUser, row: MatchWithHall | undefined) {
  if (!row) throw notFound('Match');
  const hallData = row.hallData ?? {};
  if (!canReportMatch(user, { hallData })) throw forbidden();
  return { match: row.match, hallData };
}

/** The match a reporter acts on, with its hall's data, outside a write (see `inReportersHall`). */
export async function reportableMatch(db: Db, user: SessionUser, matchId: number) {
  const [row] = await runOnDb(db, 'tms_reportable_match', matchWithHall, { matchId });
  return inReportersHall(user, row);
}

export const matchLocked = () =>
  conflict('match_locked', 'The match is waiting for approval or finished; reopen it to change it');

/**
 * The match's own numbers after a change, in one statement: goals counts and scores from its events,
 * the time of the change and, with `announce`, the announcement (a NOTIFY with the match id, sent on
 * commit); answers the row as it now stands.
 */
async function deriveMatch(run: RunStatement, matchId: number, announce: boolean): Promise<MatchRow> {
  const [row] = await run(
    announce ? 'tms_derive_match_announced' : 'tms_derive_match',
    (db) => {
      const id = sql.placeholder('matchId');
      return db
        .update(matches)
        .set({
          homeGoalsCount: sql`n.home_goals_count`,
          awayGoalsCount: sql`n.away_goals_count`,
          homeScore: sql`n.home_score`,
          awayScore: sql`n.away_score`,
          endedInShootout: sql`n.ended_in_shootout`,
          updatedAt: sql`now()`,
        })
        .from(sql`(${derivedScores(sql`m.id = ${id}`)}) as n`)
        .where(and(eq(matches.id, id), sql`n.id = ${matches.id}`))
        .returning({
          ...getTableColumns(matches),
          announced: announce ? matchNotification(matches.id) : sql`null`,
        });
    },
    { matchId },
  );
  const { announced: _, ...match } = row;
  return match;
}

export type ChangeOptions = {
  /** Lets the change through while the match waits for approval or is finished. */
  whenLocked?: boolean;
  /**
   * Event writes, the many writes of a match day, are announced once committed (`announceCommitted`),
   * repeats included; the other changes announce inside their transaction.
   */
  announceAfterCommit?: boolean;
};

/**
 * Every reporter write, as one short transaction: lock the match row and check the hall, change,
 * derive the match's own numbers (`deriveMatch`), and the group's table when the match is or was
 * finished; then the announcement. What spectators need from it (bundles rebuilt, the message on the
 * streams) happens on every instance once per burst of writes (LiveBus).
 */
export async function changeMatch<T>(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: MatchContext) => Promise<T>,
  options: ChangeOptions = {},
): Promise<{ result: T; written: WrittenMatch }> {
  const changed = await changeInTransaction(db, user, matchId, change, options);
  // A match the public has never seen is announced when its schedule is published.
  if (options.announceAfterCommit && changed.written.row.publishedDay !== null) {
    await announceCommitted(db, matchId);
  }
  return changed;
}

async function changeInTransaction<T>(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: MatchContext) => Promise<T>,
  options: ChangeOptions,
): Promise<{ result: T; written: WrittenMatch }> {
  const { stageIdByCode, stageCodeById, eventTypeById } = await builtInIds(db);
  const stages: StageIds = { byCode: stageIdByCode, byId: stageCodeById };
  return transactionWithStatements(db, async (tx, run) => {
    // The row lock (of the match only) serialises the writes to one match.
    const [locked] = await run('tms_reportable_match_locked', (q) => matchWithHall(q).for('update', { of: matches }), {
      matchId,
    });
    const { match, hallData } = inReportersHall(user, locked);
    const stageCode = stages.byId.get(match.competitionMatchStageId)!;
    if (isLockedStage(stageCode) && !options.whenLocked) throw matchLocked();
    const access = { id: match.id, hallData, stageCode };
    let unchanged = false;
    const keepAsIs = () => {
      unchanged = true;
    };
    const ctx = { match, stageCode, user, stages, eventTypes: eventTypeById, access, keepAsIs, run };
    const result = await change(tx, ctx);
    if (unchanged) return { result, written: { row: match, stageCode, hallData } };
    const row = await deriveMatch(run, matchId, !options.announceAfterCommit);
    const after = stages.byId.get(row.competitionMatchStageId)!;
    // Tables count finished matches only: the many events of a running match leave them alone.
    const refilled =
      stageCode === 'finished' || after === 'finished' ? await recomputeGroups(tx, [match.competitionGroupId]) : [];
    // Followers hear the final score when the reporter finishes, and new pairings a result decides.
    if (!isLockedStage(stageCode) && isLockedStage(after)) await queueFinalNotice(tx, matchId);
    if (refilled.length > 0) await queueOpponentNotices(tx, refilled);
    return { result, written: { row, stageCode: after, hallData } };
  });
}

/** A reporter write (see `changeMatch`) that answers the fresh match detail with this user's links. */
export async function writeMatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: MatchContext) => Promise<void>,
  options: ChangeOptions = {},
): Promise<MatchDetail> {
  await changeMatch(db, user, matchId, change, options);
  return getMatchDetail(db, matchId, user);
}
