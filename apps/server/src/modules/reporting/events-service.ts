import type { MatchEventInput, MatchEventWrite } from '@tms/domain/contract/reporting';
import { eventTimeWithinMatch, eventTypeAllowedInStage, isScoringEvent } from '@tms/domain/match-events';
import { eventClientId, legacyClientId } from '@tms/domain/match-event-write';
import { isLockedStage, isPlayStage } from '@tms/domain/match-stages';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { builtInIds } from '../../db/built-in-ids';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matchEvents, matchParticipants, matches } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { type EventRow, eventWriteAnswer, toMatchEvent } from './write-answers';
import { type MatchContext, changeMatch, matchLocked } from './write-match';

/** The roster entries an event names, by id: whether each is a leader. */
export type RosterEntries = Map<number, { isLeader: boolean }>;

/** The participants the events name, as ids. */
export function namedParticipants(events: readonly MatchEventInput[]): number[] {
  const ids = new Set<number>();
  for (const event of events) {
    if (event.competitionMatchParticipantId) ids.add(event.competitionMatchParticipantId);
    if (event.secondaryParticipantId) ids.add(event.secondaryParticipantId);
  }
  return [...ids];
}

/** The match's roster entries among `ids` (read after the match lock, so a roster change just committed counts). */
export async function rosterEntries(ctx: MatchContext, ids: number[]): Promise<RosterEntries> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.run(
    'tms_roster_entries',
    (db) =>
      db
        .select({ id: matchParticipants.id, isLeader: matchParticipants.isLeader })
        .from(matchParticipants)
        .where(
          and(
            eq(matchParticipants.matchId, sql.placeholder('matchId')),
            sql`${matchParticipants.id} = any(${sql.placeholder('ids')}::int[])`,
          ),
        ),
    { matchId: ctx.match.id, ids: `{${ids.join(',')}}` },
  );
  return new Map(rows.map((row) => [row.id, { isLeader: row.isLeader }]));
}

/** The event row an input becomes, after the checks that need the match, its roster and the event type. */
export function validateEvent(ctx: MatchContext, input: MatchEventInput, roster: RosterEntries) {
  const { stages } = ctx;
  const type = ctx.eventTypes.get(input.competitionEventTypeId);
  if (!type) throw invalid({ competitionEventTypeId: { key: 'invalidValue' } });

  // Without a stage the event belongs to the one being played, or starts the match.
  const stageId =
    input.competitionMatchStageId ??
    (isPlayStage(ctx.stageCode) ? ctx.match.competitionMatchStageId : stages.byCode.get('1st_half')!);
  const stageCode = stages.byId.get(stageId);
  if (!stageCode || !isPlayStage(stageCode)) throw invalid({ competitionMatchStageId: { key: 'invalidValue' } });
  if (!eventTypeAllowedInStage(type.code, stageCode)) throw invalid({ competitionEventTypeId: { key: 'wrongStage' } });
  const length = ctx.match.matchLength;
  if (!eventTimeWithinMatch(input, length, stageCode))
    throw invalid({ minute: { key: 'max', params: { max: length } } });

  const primary = roster.get(input.competitionMatchParticipantId);
  if (!primary) throw invalid({ competitionMatchParticipantId: { key: 'notOnRoster' } });
  if (primary.isLeader && isScoringEvent(type.code)) {
    throw invalid(
      { competitionMatchParticipantId: { key: 'leaderCannotScore' } },
      'A team leader cannot get a goal or a shoot-out goal',
    );
  }
  if (input.secondaryParticipantId) {
    if (!type.secondaryParticipantAllowed) throw invalid({ secondaryParticipantId: { key: 'notAllowed' } });
    if (!roster.has(input.secondaryParticipantId)) throw invalid({ secondaryParticipantId: { key: 'notOnRoster' } });
  }
  return {
    matchId: ctx.match.id,
    minute: input.minute,
    second: input.second,
    createdTimestamp: input.createdTimestamp,
    competitionEventTypeId: type.id,
    competitionMatchParticipantId: input.competitionMatchParticipantId,
    competitionMatchStageId: stageId,
    secondaryParticipantId: input.secondaryParticipantId ?? null,
    sevenMeterThrow: type.code === 'goal' && (input.sevenMeterThrow ?? false),
  };
}

/** The first event of a match that has not started starts it. */
export async function startIfNotStarted(tx: Tx, ctx: MatchContext, stageId: number) {
  if (ctx.stageCode === 'not_started') {
    await tx.update(matches).set({ competitionMatchStageId: stageId }).where(eq(matches.id, ctx.match.id));
  }
}

/**
 * What a new event is checked against, in one read: the stored event with its key, if any, and the
 * roster entries it names.
 */
export async function eventInputs(ctx: MatchContext, clientId: string, input: MatchEventInput) {
  const legacy = clientId === legacyClientId(input.createdTimestamp);
  const build = (db: DbOrTx) => {
    const matchId = sql.placeholder('matchId');
    const key = legacy
      ? or(
          eq(matchEvents.clientId, sql.placeholder('clientId')),
          and(isNull(matchEvents.clientId), eq(matchEvents.createdTimestamp, sql.placeholder('createdTimestamp'))),
        )
      : eq(matchEvents.clientId, sql.placeholder('clientId'));
    return db
      .select({
        event: matchEvents,
        roster: sql<{ id: number; isLeader: boolean }[]>`(
          select coalesce(json_agg(json_build_object('id', p.id, 'isLeader', p.is_leader)), '[]'::json)
          from ${matchParticipants} p
          where p.match_id = ${matchId} and p.id in (${sql.placeholder('primary')}, ${sql.placeholder('secondary')}))`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(matchEvents, and(eq(matchEvents.matchId, matchId), key))
      .limit(1);
  };
  const [row] = await ctx.run(legacy ? 'tms_event_inputs_legacy' : 'tms_event_inputs', build, {
    matchId: ctx.match.id,
    clientId,
    createdTimestamp: input.createdTimestamp,
    // Two ids, not an array: with an array PostgreSQL plans the statement again at every write.
    primary: input.competitionMatchParticipantId,
    secondary: input.secondaryParticipantId ?? null,
  });
  const roster: RosterEntries = new Map(row.roster.map((entry) => [entry.id, { isLeader: entry.isLeader }]));
  return { existing: row.event as EventRow | null, roster };
}

/** The insert of an event, its values as placeholders named after the columns. */
export const insertEvent = (db: DbOrTx) =>
  db
    .insert(matchEvents)
    .values({
      matchId: sql.placeholder('matchId'),
      minute: sql.placeholder('minute'),
      second: sql.placeholder('second'),
      createdTimestamp: sql.placeholder('createdTimestamp'),
      clientId: sql.placeholder('clientId'),
      competitionEventTypeId: sql.placeholder('competitionEventTypeId'),
      competitionMatchParticipantId: sql.placeholder('competitionMatchParticipantId'),
      competitionMatchStageId: sql.placeholder('competitionMatchStageId'),
      secondaryParticipantId: sql.placeholder('secondaryParticipantId'),
      sevenMeterThrow: sql.placeholder('sevenMeterThrow'),
    })
    .returning();

/**
 * Adds an event in one short transaction: lock and hall check, the stored event with its key and
 * the roster entries it names (one read), the insert, the match's numbers; announced once committed.
 * Offline clients resend: the same key is the same event, even after approval, announced again (the
 * first answer may have been lost with the instance that wrote it).
 */
export async function createEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  input: MatchEventInput,
): Promise<MatchEventWrite> {
  const clientId = eventClientId(input);
  const { stageCodeById } = await builtInIds(db);
  const { result, written } = await changeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      const { existing, roster } = await eventInputs(ctx, clientId, input);
      if (existing) {
        ctx.keepAsIs();
        return existing;
      }
      if (isLockedStage(ctx.stageCode)) throw matchLocked();
      const values = validateEvent(ctx, input, roster);
      const [created] = await ctx.run('tms_insert_event', insertEvent, { ...values, clientId });
      await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
      return created;
    },
    // A repeated upload is answered after approval too; a new event is refused above.
    { whenLocked: true, announceAfterCommit: true },
  );
  return eventWriteAnswer(user, written, { event: toMatchEvent(result, stageCodeById) });
}

export async function updateEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  eventId: number,
  input: MatchEventInput,
): Promise<MatchEventWrite> {
  const { stageCodeById } = await builtInIds(db);
  const { result, written } = await changeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      const [event] = await tx
        .select({ id: matchEvents.id })
        .from(matchEvents)
        .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
      if (!event) throw notFound('Event');
      const roster = await rosterEntries(ctx, namedParticipants([input]));
      // The key and the creation time are the event's identity: they never change.
      const { createdTimestamp: _time, ...values } = validateEvent(ctx, input, roster);
      const [updated] = await tx.update(matchEvents).set(values).where(eq(matchEvents.id, eventId)).returning();
      return updated;
    },
    { announceAfterCommit: true },
  );
  return eventWriteAnswer(user, written, { event: toMatchEvent(result, stageCodeById) });
}

export async function deleteEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  eventId: number,
): Promise<MatchEventWrite> {
  const { written } = await changeMatch(
    db,
    user,
    matchId,
    async (tx) => {
      const deleted = await tx
        .delete(matchEvents)
        .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)))
        .returning({ id: matchEvents.id });
      if (deleted.length === 0) throw notFound('Event');
    },
    { announceAfterCommit: true },
  );
  return eventWriteAnswer(user, written, { event: null, removedEventId: eventId });
}
