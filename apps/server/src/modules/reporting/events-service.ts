import type { MatchEventInput } from '@tms/domain/contract/reporting';
import { eventTimeWithinMatch, eventTypeAllowedInStage, isScoringEvent } from '@tms/domain/match-events';
import { isPlayStage } from '@tms/domain/match-stages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventTypes, matchEvents, matchParticipants, matches } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { getMatchDetail } from '../competition/match-detail-service';
import { type MatchContext, reportableMatch, writeMatch } from './write-match';

/** The event row an input becomes, after the checks that need the match, its roster and the event type. */
async function validateEvent(tx: Tx, ctx: MatchContext, input: MatchEventInput) {
  const { stages } = ctx;
  const [type] = await tx.select().from(eventTypes).where(eq(eventTypes.id, input.competitionEventTypeId));
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
async function startIfNotStarted(tx: Tx, ctx: MatchContext, stageId: number) {
  if (ctx.stageCode === 'not_started') {
    await tx.update(matches).set({ competitionMatchStageId: stageId }).where(eq(matches.id, ctx.match.id));
  }
}

export async function createEvent(db: Db, user: SessionUser, matchId: number, input: MatchEventInput) {
  // Offline clients resend: the same (match, createdTimestamp) is the same event, even after approval.
  const [existing] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.createdTimestamp, input.createdTimestamp)));
  if (existing) {
    await reportableMatch(db, user, matchId);
    return getMatchDetail(db, matchId, user);
  }
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    const values = await validateEvent(tx, ctx, input);
    await tx.insert(matchEvents).values(values).onConflictDoNothing();
    await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
  });
}

export async function updateEvent(db: Db, user: SessionUser, matchId: number, eventId: number, input: MatchEventInput) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    const [event] = await tx
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
    if (!event) throw notFound('Event');
    // The creation time is the event's idempotency key: it never changes.
    const { createdTimestamp: _key, ...values } = await validateEvent(tx, ctx, input);
    await tx.update(matchEvents).set(values).where(eq(matchEvents.id, eventId));
  });
}

export async function deleteEvent(db: Db, user: SessionUser, matchId: number, eventId: number) {
  return writeMatch(db, user, matchId, async (tx) => {
    const deleted = await tx
      .delete(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)))
      .returning({ id: matchEvents.id });
    if (deleted.length === 0) throw notFound('Event');
  });
}
