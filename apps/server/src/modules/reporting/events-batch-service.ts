import type { MatchEventBatchInput, MatchEventBatchItem, MatchEventBatchResult } from '@tms/domain/contract/reporting';
import type { FieldErrors } from '@tms/domain/errors';
import { legacyClientId } from '@tms/domain/match-event-write';
import { isLockedStage } from '@tms/domain/match-stages';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { builtInIds } from '../../db/built-in-ids';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matchEvents } from '../../db/schema/index';
import { HttpError, invalid } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import {
  type RosterEntries,
  eventInputs,
  insertEvent,
  namedParticipants,
  rosterEntries,
  startIfNotStarted,
  validateEvent,
} from './events-service';
import { type EventRow, eventBatchAnswer, toMatchEvent } from './write-answers';
import { changeMatch, type MatchContext, matchLocked } from './write-match';

type EventValues = Awaited<ReturnType<typeof validateEvent>>;

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
  if (isLockedStage(ctx.stageCode)) throw matchLocked();
}

/** The stored events of a match with one of the keys, or without a key and one of the creation times. */
const storedByKeys = (db: DbOrTx) =>
  db
    .select()
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, sql.placeholder('matchId')),
        or(
          sql`${matchEvents.clientId} = any(${sql.placeholder('keys')}::uuid[])`,
          and(
            isNull(matchEvents.clientId),
            sql`${matchEvents.createdTimestamp} = any(${sql.placeholder('legacyTimes')}::bigint[])`,
          ),
        ),
      ),
    )
    .orderBy(matchEvents.id);

/**
 * The stored events the batch names, read once: by key, and those stored before keys existed by
 * their creation time (for the keys derived from it). Kept up to date as the batch writes.
 */
class StoredEvents {
  private readonly byKey = new Map<string, EventRow>();
  private readonly legacyByTime = new Map<number, EventRow>();

  static of(rows: EventRow[]): StoredEvents {
    const stored = new StoredEvents();
    for (const row of rows) stored.put(row);
    return stored;
  }

  static async read(ctx: MatchContext, items: MatchEventBatchItem[]): Promise<StoredEvents> {
    const stored = new StoredEvents();
    const keys = [...new Set(items.map((item) => item.clientId))];
    const legacyTimes = items
      .filter((item) => item.clientId === legacyClientId(item.createdTimestamp))
      .map((item) => item.createdTimestamp);
    const rows = await ctx.run('tms_batch_events', storedByKeys, {
      matchId: ctx.match.id,
      keys: `{${keys.join(',')}}`,
      legacyTimes: `{${legacyTimes.join(',')}}`,
    });
    for (const row of rows) {
      if (row.clientId !== null) stored.byKey.set(row.clientId, row);
      else if (!stored.legacyByTime.has(row.createdTimestamp)) stored.legacyByTime.set(row.createdTimestamp, row);
    }
    return stored;
  }

  find(item: MatchEventBatchItem): EventRow | undefined {
    const row = this.byKey.get(item.clientId);
    if (row || item.clientId !== legacyClientId(item.createdTimestamp)) return row;
    return this.legacyByTime.get(item.createdTimestamp);
  }

  put(row: EventRow) {
    if (row.clientId !== null) this.byKey.set(row.clientId, row);
    else this.legacyByTime.set(row.createdTimestamp, row);
  }

  remove(row: EventRow) {
    if (row.clientId !== null) this.byKey.delete(row.clientId);
    else this.legacyByTime.delete(row.createdTimestamp);
  }
}

type BatchState = { stored: StoredEvents; roster: RosterEntries };

/**
 * The stored events and roster entries a batch names. A reporter screen that is online sends each
 * event as it is entered, a batch of one: that is read as a single event is, in one statement that
 * keeps its plan; a longer queue in two reads of all its keys and participants.
 */
async function batchInputs(ctx: MatchContext, items: MatchEventBatchItem[]): Promise<BatchState> {
  if (items.length === 1) {
    const { existing, roster } = await eventInputs(ctx, items[0].clientId, items[0]);
    return { stored: StoredEvents.of(existing ? [existing] : []), roster };
  }
  // One connection: the two reads go one after the other.
  const stored = await StoredEvents.read(ctx, items);
  return { stored, roster: await rosterEntries(ctx, namedParticipants(items)) };
}

/** One event of the batch; answers its stored row, null when it is not (or no longer) on the server. */
async function applyItem(
  tx: Tx,
  ctx: MatchContext,
  { stored, roster }: BatchState,
  item: MatchEventBatchItem,
): Promise<EventRow | null> {
  const row = stored.find(item);
  if (item.deleted) {
    if (row) {
      refuseWhenLocked(ctx);
      await tx.delete(matchEvents).where(eq(matchEvents.id, row.id));
      stored.remove(row);
    }
    return null;
  }
  // The device knew it from the server, which has it no more: removed elsewhere, and that stands.
  if (!row && item.id !== undefined) return null;
  // A stored event sent without its stage keeps the stage it has (a repeat must read as unchanged).
  const values = validateEvent(
    ctx,
    { ...item, competitionMatchStageId: item.competitionMatchStageId ?? row?.competitionMatchStageId },
    roster,
  );
  if (row) {
    if (unchanged(row, values)) return row;
    refuseWhenLocked(ctx);
    // The key and the creation time are the event's identity: they never change.
    const { createdTimestamp: _time, ...changes } = values;
    const [updated] = await tx.update(matchEvents).set(changes).where(eq(matchEvents.id, row.id)).returning();
    stored.put(updated);
    return updated;
  }
  refuseWhenLocked(ctx);
  const [created] = await ctx.run('tms_insert_event', insertEvent, { ...values, clientId: item.clientId });
  stored.put(created);
  await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
  return created;
}

/** The first event starts the match: the next ones without a stage belong to the stage it started. */
function withStage(ctx: MatchContext, stageId: number): MatchContext {
  const stageCode = ctx.stages.byId.get(stageId)!;
  return {
    ...ctx,
    stageCode,
    match: { ...ctx.match, competitionMatchStageId: stageId },
    access: { ...ctx.access, stageCode },
  };
}

/**
 * The events a device kept while offline, in one transaction and one announcement (`changeMatch`, as
 * every reporter write): applied in the order sent, each idempotent by its key, all or none (a
 * refused event refuses the batch). The stored events and roster entries the batch names are read
 * once; a batch that changes nothing leaves the match as it is, and is announced again like a
 * repeated single event.
 */
export async function writeEventBatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  input: MatchEventBatchInput,
): Promise<MatchEventBatchResult> {
  const { stageCodeById } = await builtInIds(db);
  const { result, written } = await changeMatch(
    db,
    user,
    matchId,
    async (tx, context) => {
      let ctx = context;
      const state = await batchInputs(ctx, input.events);
      const { stored } = state;
      const results: { clientId: string; event: EventRow | null }[] = [];
      // Each event as the batch leaves it: a key sent twice answers its last state both times.
      const latest = new Map<number, EventRow | null>();
      let changed = false;
      for (const [index, item] of input.events.entries()) {
        const before = stored.find(item);
        const row = await applyItem(tx, ctx, state, item).catch((error: unknown) => {
          throw withIndex(error, index);
        });
        changed ||= item.deleted ? before !== undefined : row !== null && row !== before;
        if (item.deleted && before) latest.set(before.id, null);
        if (row) latest.set(row.id, row);
        results.push({ clientId: item.clientId, event: row });
        if (ctx.stageCode === 'not_started' && row && !before) ctx = withStage(ctx, row.competitionMatchStageId);
      }
      if (!changed) context.keepAsIs();
      return results.map(({ clientId, event }) => ({
        clientId,
        event: event && (latest.has(event.id) ? (latest.get(event.id) ?? null) : event),
      }));
    },
    // Locked matches are refused per event above, only when something would change.
    { whenLocked: true, announceAfterCommit: true },
  );
  const results = result.map(({ clientId, event }) => ({
    clientId,
    event: event && toMatchEvent(event, stageCodeById),
  }));
  return eventBatchAnswer(user, written, results);
}
