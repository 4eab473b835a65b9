import type { MatchEventBatchInput, MatchEventBatchItem, MatchEventBatchResult } from '@tms/domain/contract/reporting';
import type { FieldErrors } from '@tms/domain/errors';
import { isLockedStage } from '@tms/domain/match-stages';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matchEvents, matches } from '../../db/schema/index';
import { conflict, HttpError, invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { findByKey, startIfNotStarted, validateEvent } from './events-service';
import { getMatchEventBatchAnswer } from '../competition/match-detail-service';
import { changeMatch, type MatchContext } from './write-match';

type EventValues = Awaited<ReturnType<typeof validateEvent>>;
type EventRow = typeof matchEvents.$inferSelect;

const COMPARED = [
  'minute',
  'second',
  'competitionEventTypeId',
  'competitionMatchParticipantId',
  'competitionMatchStageId',
  'secondaryParticipantId',
  'sevenMeterThrow',
] as const satisfies readonly (keyof EventValues & keyof EventRow)[];

const unchanged = (row: EventRow, values: EventValues) => COMPARED.every((field) => row[field] === values[field]);

/** A field error of one event, named as in the body: `events.{index}.{field}`. */
function withIndex(error: unknown, index: number): unknown {
  if (!(error instanceof HttpError) || error.code !== 'validation_error') return error;
  const fields = (error.details.fields ?? {}) as FieldErrors;
  const named = Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [`events.${index}.${field}`, message]),
  );
  return invalid(named, error.message);
}

/** Only a real change is refused on a locked match: an upload repeated after approval still goes through. */
function refuseWhenLocked(ctx: MatchContext): void {
  if (isLockedStage(ctx.stageCode)) {
    throw conflict('match_locked', 'The match is waiting for approval or finished; reopen it to change it');
  }
}

/** One event of the batch; answers its server id, null when it is not (or no longer) on the server. */
async function applyItem(tx: Tx, ctx: MatchContext, item: MatchEventBatchItem): Promise<number | null> {
  const found = await findByKey(tx, ctx.match.id, item.clientId, item.createdTimestamp);
  const [row] = found ? await tx.select().from(matchEvents).where(eq(matchEvents.id, found.id)) : [];
  if (item.deleted) {
    if (row) {
      refuseWhenLocked(ctx);
      await tx.delete(matchEvents).where(eq(matchEvents.id, row.id));
    }
    return null;
  }
  // The device knew it from the server, which has it no more: removed elsewhere, and that stands.
  if (!row && item.id !== undefined) return null;
  // A stored event sent without its stage keeps the stage it has (a repeat must read as unchanged).
  const values = await validateEvent(tx, ctx, {
    ...item,
    competitionMatchStageId: item.competitionMatchStageId ?? row?.competitionMatchStageId,
  });
  if (row) {
    if (unchanged(row, values)) return row.id;
    refuseWhenLocked(ctx);
    // The key and the creation time are the event's identity: they never change.
    const { createdTimestamp: _time, ...changes } = values;
    await tx.update(matchEvents).set(changes).where(eq(matchEvents.id, row.id));
    return row.id;
  }
  refuseWhenLocked(ctx);
  const [created] = await tx
    .insert(matchEvents)
    .values({ ...values, clientId: item.clientId })
    .returning({ id: matchEvents.id });
  await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
  return created.id;
}

/** The first event starts the match: the next ones without a stage belong to the stage it started. */
async function withCurrentStage(tx: Tx, ctx: MatchContext): Promise<MatchContext> {
  const [row] = await tx
    .select({ stageId: matches.competitionMatchStageId })
    .from(matches)
    .where(eq(matches.id, ctx.match.id));
  const stageCode = ctx.stages.byId.get(row.stageId)!;
  if (stageCode === ctx.stageCode) return ctx;
  return {
    ...ctx,
    stageCode,
    match: { ...ctx.match, competitionMatchStageId: row.stageId },
    access: { ...ctx.access, stageCode },
  };
}

/**
 * The events a device kept while offline, in one transaction and one announcement (`changeMatch`, as
 * every reporter write): applied in the
 * order sent, each idempotent by its key, all or none (a refused event refuses the batch).
 */
export async function writeEventBatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  input: MatchEventBatchInput,
): Promise<MatchEventBatchResult> {
  const written: { clientId: string; eventId: number | null }[] = [];
  await changeMatch(
    db,
    user,
    matchId,
    async (tx, context) => {
      let ctx = context;
      for (const [index, item] of input.events.entries()) {
        const eventId = await applyItem(tx, ctx, item).catch((error: unknown) => {
          throw withIndex(error, index);
        });
        written.push({ clientId: item.clientId, eventId });
        if (ctx.stageCode === 'not_started') ctx = await withCurrentStage(tx, ctx);
      }
    },
    // Locked matches are refused per event above, only when something would change.
    { whenLocked: true },
  );
  return getMatchEventBatchAnswer(db, matchId, user, written);
}
