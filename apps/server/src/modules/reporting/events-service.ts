import type { MatchEventInput, MatchEventWrite } from '@tms/domain/contract/reporting';
import { eventTimeWithinMatch, eventTypeAllowedInStage, isScoringEvent } from '@tms/domain/match-events';
import { eventClientId, legacyClientId } from '@tms/domain/match-event-write';
import { isPlayStage } from '@tms/domain/match-stages';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { matchEvents, matchParticipants, matches } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { getMatchEventWrite } from '../competition/match-detail-service';
import { changeMatch, type MatchContext, reportableMatch } from './write-match';

/** The event row an input becomes, after the checks that need the match, its roster and the event type. */
export async function validateEvent(tx: Tx, ctx: MatchContext, input: MatchEventInput) {
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

  const ids = [input.competitionMatchParticipantId, input.secondaryParticipantId].filter((v): v is number => !!v);
  const roster = await tx
    .select({ id: matchParticipants.id, isLeader: matchParticipants.isLeader })
    .from(matchParticipants)
    .where(and(eq(matchParticipants.matchId, ctx.match.id), inArray(matchParticipants.id, ids)));
  const primary = roster.find((p) => p.id === input.competitionMatchParticipantId);
  if (!primary) throw invalid({ competitionMatchParticipantId: { key: 'notOnRoster' } });
  if (primary.isLeader && isScoringEvent(type.code)) {
    throw invalid(
      { competitionMatchParticipantId: { key: 'leaderCannotScore' } },
      'A team leader cannot get a goal or a shoot-out goal',
    );
  }
  if (input.secondaryParticipantId) {
    if (!type.secondaryParticipantAllowed) throw invalid({ secondaryParticipantId: { key: 'notAllowed' } });
    if (!roster.some((p) => p.id === input.secondaryParticipantId)) {
      throw invalid({ secondaryParticipantId: { key: 'notOnRoster' } });
    }
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
 * The stored event with this key. An event stored before keys existed has none: a create without a
 * key (or with the key derived from its time) finds it by its creation time, as clients of that
 * scheme expect.
 */
export async function findByKey(db: DbOrTx, matchId: number, clientId: string, createdTimestamp: number) {
  const sameKey = eq(matchEvents.clientId, clientId);
  const legacy = and(isNull(matchEvents.clientId), eq(matchEvents.createdTimestamp, createdTimestamp));
  const [existing] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        clientId === legacyClientId(createdTimestamp) ? or(sameKey, legacy) : sameKey,
      ),
    )
    .limit(1);
  return existing;
}

export async function createEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  input: MatchEventInput,
): Promise<MatchEventWrite> {
  const clientId = eventClientId(input);
  // Offline clients resend: the same key is the same event, even after approval.
  const existing = await findByKey(db, matchId, clientId, input.createdTimestamp);
  if (existing) {
    await reportableMatch(db, user, matchId);
    return getMatchEventWrite(db, matchId, user, { eventId: existing.id });
  }
  const { eventId, hallData } = await changeMatch(db, user, matchId, async (tx, ctx) => {
    const values = await validateEvent(tx, ctx, input);
    const [created] = await tx
      .insert(matchEvents)
      .values({ ...values, clientId })
      .onConflictDoNothing()
      .returning({ id: matchEvents.id });
    const { hallData } = ctx.access;
    // Another upload of the same event got in first (the match lock serialised the two).
    if (!created) return { eventId: (await findByKey(tx, matchId, clientId, input.createdTimestamp)).id, hallData };
    await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
    return { eventId: created.id, hallData };
  });
  return getMatchEventWrite(db, matchId, user, { eventId }, hallData);
}

export async function updateEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  eventId: number,
  input: MatchEventInput,
): Promise<MatchEventWrite> {
  await changeMatch(db, user, matchId, async (tx, ctx) => {
    const [event] = await tx
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
    if (!event) throw notFound('Event');
    // The key and the creation time are the event's identity: they never change.
    const { createdTimestamp: _time, ...values } = await validateEvent(tx, ctx, input);
    await tx.update(matchEvents).set(values).where(eq(matchEvents.id, eventId));
  });
  return getMatchEventWrite(db, matchId, user, { eventId });
}

export async function deleteEvent(
  db: Db,
  user: SessionUser,
  matchId: number,
  eventId: number,
): Promise<MatchEventWrite> {
  await changeMatch(db, user, matchId, async (tx) => {
    const deleted = await tx
      .delete(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)))
      .returning({ id: matchEvents.id });
    if (deleted.length === 0) throw notFound('Event');
  });
  return getMatchEventWrite(db, matchId, user, { removedEventId: eventId });
}
