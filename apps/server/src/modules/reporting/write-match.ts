import type { MatchDetail } from '@tms/domain/contract/competition';
import { isLockedStage } from '@tms/domain/match-stages';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { type BuiltInIds, builtInIds } from '../../db/built-in-ids';
import { type MatchStageCode, matches, places } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { type MatchAccess, canReportMatch } from '../../policy';
import { getMatchDetail } from '../competition/match-detail-service';
import { recomputeMatchScores } from '../competition/match-scores-service';
import { recomputeGroups } from '../competition/standings-service';
import { notifyMatchChange } from '../live/notify';
import { queueFinalNotice, queueOpponentNotices } from '../push/match-notices';

type MatchRow = typeof matches.$inferSelect;
type StageIds = { byCode: Map<MatchStageCode, number>; byId: Map<number, MatchStageCode> };

/** What a reporter's change works with: the locked match row, its stage, the user and the policy's view of it. */
export type MatchContext = {
  match: MatchRow;
  stageCode: MatchStageCode;
  user: SessionUser;
  stages: StageIds;
  eventTypes: BuiltInIds['eventTypeById'];
  access: MatchAccess;
};

/**
 * The match a reporter acts on, with its hall's data: 404 when it does not exist, 403 when the user
 * may not report in its hall. `lock` takes the row lock (of the match only) that serialises writes to
 * one match.
 */
export async function reportableMatch(db: DbOrTx, user: SessionUser, matchId: number, lock = false) {
  const query = db
    .select({ match: matches, hallData: places.data })
    .from(matches)
    .leftJoin(places, eq(places.id, matches.placeId))
    .where(eq(matches.id, matchId));
  const [row] = lock ? await query.for('update', { of: matches }) : await query;
  if (!row) throw notFound('Match');
  const { match } = row;
  const hallData = row.hallData ?? {};
  if (!canReportMatch(user, { hallData })) throw forbidden();
  return { match, hallData };
}

/**
 * Every reporter write: lock the match row, check the hall, change, derive scores and tables,
 * announce, all in one transaction; answers what `change` returns.
 * `whenLocked` lets the change through while the match waits for approval or is finished.
 */
export async function changeMatch<T>(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: MatchContext) => Promise<T>,
  options: { whenLocked?: boolean } = {},
): Promise<T> {
  const { stageIdByCode, stageCodeById, eventTypeById } = await builtInIds(db);
  const stages: StageIds = { byCode: stageIdByCode, byId: stageCodeById };
  return db.transaction(async (tx) => {
    const { match, hallData } = await reportableMatch(tx, user, matchId, true);
    const stageCode = stages.byId.get(match.competitionMatchStageId)!;
    if (isLockedStage(stageCode) && !options.whenLocked) {
      throw conflict('match_locked', 'The match is waiting for approval or finished; reopen it to change it');
    }
    const access = { id: match.id, hallData, stageCode };
    const result = await change(tx, { match, stageCode, user, stages, eventTypes: eventTypeById, access });
    const [after] = await tx
      .update(matches)
      .set({ updatedAt: new Date().toISOString() })
      .where(eq(matches.id, matchId))
      .returning({ stageId: matches.competitionMatchStageId });
    await recomputeMatchScores(tx, [matchId]);
    const afterCode = stages.byId.get(after.stageId);
    // Tables count finished matches only: the many events of a running match leave them alone.
    const refilled =
      stageCode === 'finished' || afterCode === 'finished' ? await recomputeGroups(tx, [match.competitionGroupId]) : [];
    await notifyMatchChange(tx, matchId);
    // Followers hear the final score when the reporter finishes, and new pairings a result decides.
    if (!isLockedStage(stageCode) && isLockedStage(afterCode)) await queueFinalNotice(tx, matchId);
    if (refilled.length > 0) await queueOpponentNotices(tx, refilled);
    return result;
  });
}

/** A reporter write (see `changeMatch`) that answers the fresh match detail with this user's links. */
export async function writeMatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: MatchContext) => Promise<void>,
  options: { whenLocked?: boolean } = {},
): Promise<MatchDetail> {
  await changeMatch(db, user, matchId, change, options);
  return getMatchDetail(db, matchId, user);
}
