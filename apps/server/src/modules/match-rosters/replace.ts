import type { RosterInput } from '@tms/domain/contract/reporting';
import { droppedWithEvents } from '@tms/domain/match-roster';
import { SCORING_EVENT_CODES } from '@tms/domain/match-events';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventTypes, matchEvents, matchParticipants, matchRosters } from '../../db/schema/index';
import { conflict, invalid } from '../../lib/http-error';

/**
 * Writes the official roster of one team (the one the hall and the public see), for the club's
 * confirmation and the hall reporter alike. Never drops a participant who already has events in the
 * match, nor makes a scorer a leader: the match report keeps its people.
 */
export async function replaceMatchRoster(tx: Tx, matchId: number, teamId: number, input: RosterInput) {
  const ids = input.participants.map((p) => p.participantId);
  const current = await tx
    .select({ id: matchParticipants.id, participantId: matchParticipants.participantId })
    .from(matchParticipants)
    .where(and(eq(matchParticipants.matchId, matchId), eq(matchParticipants.teamId, teamId)));
  const currentIds = current.map((c) => c.id);
  const withEvents =
    currentIds.length === 0
      ? []
      : await tx
          .selectDistinct({ participantId: matchParticipants.participantId })
          .from(matchEvents)
          .innerJoin(
            matchParticipants,
            or(
              eq(matchParticipants.id, matchEvents.competitionMatchParticipantId),
              eq(matchParticipants.id, matchEvents.secondaryParticipantId),
            ),
          )
          .where(and(eq(matchEvents.matchId, matchId), inArray(matchParticipants.id, currentIds)));
  const dropped = droppedWithEvents(
    current.map((c) => c.participantId),
    ids,
    withEvents.map((w) => w.participantId),
  );
  if (dropped.length > 0) {
    throw conflict(
      'participants_with_events',
      'New roster does not contain participants, which already have some events in given match',
    );
  }
  const removed = current.filter((c) => !ids.includes(c.participantId)).map((c) => c.id);
  if (removed.length > 0) await tx.delete(matchParticipants).where(inArray(matchParticipants.id, removed));

  const leaders = input.participants.filter((p) => p.isLeader).map((p) => p.participantId);
  if (leaders.length > 0) {
    const [scoring] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matchEvents)
      .innerJoin(matchParticipants, eq(matchParticipants.id, matchEvents.competitionMatchParticipantId))
      .innerJoin(eventTypes, eq(eventTypes.id, matchEvents.competitionEventTypeId))
      .where(
        and(
          eq(matchEvents.matchId, matchId),
          inArray(matchParticipants.participantId, leaders),
          inArray(eventTypes.code, [...SCORING_EVENT_CODES]),
        ),
      );
    if (scoring.n > 0) {
      throw invalid({ participants: { key: 'leaderCannotScore' } }, 'The participant cannot be a team leader');
    }
  }
  // Numbers may be swapped between players: clear them first so the unique index never sees a transient clash.
  await tx
    .update(matchParticipants)
    .set({ jerseyNumber: null })
    .where(and(eq(matchParticipants.matchId, matchId), eq(matchParticipants.teamId, teamId)));
  for (const p of input.participants) {
    const jerseyNumber = p.isLeader ? null : p.jerseyNumber;
    await tx
      .insert(matchParticipants)
      .values({ matchId, teamId, participantId: p.participantId, jerseyNumber, isLeader: p.isLeader })
      .onConflictDoUpdate({
        target: [matchParticipants.matchId, matchParticipants.participantId],
        set: { jerseyNumber, isLeader: p.isLeader, teamId },
      });
  }
}

/** Closes the club's roster (confirmation or the hall staff's change); the first closing stays recorded. */
export async function closeMatchRoster(tx: Tx, matchId: number, teamId: number, userId: number) {
  const now = new Date().toISOString();
  await tx
    .insert(matchRosters)
    .values({ matchId, teamId, confirmedAt: now, confirmedById: userId })
    .onConflictDoUpdate({
      target: [matchRosters.matchId, matchRosters.teamId],
      set: {
        confirmedAt: sql`coalesce(${matchRosters.confirmedAt}, excluded.confirmed_at)`,
        confirmedById: sql`coalesce(${matchRosters.confirmedById}, excluded.confirmed_by_id)`,
      },
    });
}
