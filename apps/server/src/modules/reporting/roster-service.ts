import type { RosterCandidate, RosterInput } from '@tms/domain/contract/reporting';
import { SCORING_EVENT_CODES } from '@tms/domain/match-events';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitionTeams,
  eventTypes,
  matchEvents,
  matchParticipants,
  participants,
  teamParticipants,
} from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { reportableMatch, writeMatch } from './write-match';

/** Jersey numbers used twice in one roster, each listed once. */
function duplicatedNumbers(input: RosterInput): number[] {
  const numbers = input.participants.map((p) => p.jerseyNumber).filter((n) => n !== null);
  return [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
}

/**
 * Replaces one team's match roster. The reporter may change it at any time, but never drops a
 * participant who already has events in the match, nor makes a scorer a leader.
 */
export async function changeRoster(db: Db, user: SessionUser, matchId: number, teamId: number, input: RosterInput) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    if (teamId !== ctx.match.homeTeamId && teamId !== ctx.match.awayTeamId) throw notFound('Team of this match');
    const [team] = await tx.select().from(competitionTeams).where(eq(competitionTeams.id, teamId));
    const ids = input.participants.map((p) => p.participantId);
    if (new Set(ids).size !== ids.length) throw invalid({ participants: { key: 'duplicate' } });
    const duplicated = duplicatedNumbers(input);
    if (duplicated.length > 0) {
      throw invalid(
        { participants: { key: 'duplicatedJerseyNumbers', params: { list: duplicated.join(', ') } } },
        `Duplicated jersey numbers: ${duplicated.join(', ')}`,
      );
    }
    const people = ids.length
      ? await tx
          .select({ id: participants.id })
          .from(participants)
          .where(and(inArray(participants.id, ids), eq(participants.clubId, team.clubId)))
      : [];
    if (people.length !== ids.length) throw invalid({ participants: { key: 'notOfClub' } });

    const current = await tx
      .select({ id: matchParticipants.id, participantId: matchParticipants.participantId })
      .from(matchParticipants)
      .where(and(eq(matchParticipants.matchId, matchId), eq(matchParticipants.teamId, teamId)));
    const removed = current.filter((c) => !ids.includes(c.participantId)).map((c) => c.id);
    if (removed.length > 0) {
      const [withEvents] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(matchEvents)
        .where(
          or(
            inArray(matchEvents.competitionMatchParticipantId, removed),
            inArray(matchEvents.secondaryParticipantId, removed),
          ),
        );
      if (withEvents.n > 0) {
        throw conflict(
          'participants_with_events',
          'New roster does not contain participants, which already have some events in given match',
        );
      }
      await tx.delete(matchParticipants).where(inArray(matchParticipants.id, removed));
    }
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
      await tx
        .insert(matchParticipants)
        .values({ matchId, teamId, participantId: p.participantId, jerseyNumber: p.jerseyNumber, isLeader: p.isLeader })
        .onConflictDoUpdate({
          target: [matchParticipants.matchId, matchParticipants.participantId],
          set: { jerseyNumber: p.jerseyNumber, isLeader: p.isLeader, teamId },
        });
    }
  });
}

/** Club participants assigned to the two teams: what a reporter may put on the match roster. */
export async function rosterCandidates(db: Db, user: SessionUser, matchId: number): Promise<RosterCandidate[]> {
  const { match } = await reportableMatch(db, user, matchId);
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((v): v is number => v !== null);
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: teamParticipants.teamId,
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      birthYear: sql<number>`extract(year from ${participants.birthDate})::int`,
      isLeader: teamParticipants.isLeader,
      jerseyNumber: teamParticipants.jerseyNumber,
    })
    .from(teamParticipants)
    .innerJoin(participants, eq(participants.id, teamParticipants.participantId))
    .where(inArray(teamParticipants.teamId, teamIds))
    .orderBy(asc(teamParticipants.teamId), asc(teamParticipants.isLeader), asc(participants.lastName));
}
