import type { Match, MatchDetail, MatchEvent, MatchLive } from '@tms/domain/contract/competition';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  matchEvents,
  matchParticipants,
  matchReferees,
  matches,
  matchStages,
  participants,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { matchColumns } from './columns';
import { listPublicReferees } from './public-referees-service';

async function findMatch(db: DbOrTx, id: number): Promise<Match> {
  const [row] = await db.select(matchColumns).from(matches).where(eq(matches.id, id));
  if (!row) throw notFound('Match');
  return row;
}

async function listMatchEvents(db: DbOrTx, matchId: number): Promise<MatchEvent[]> {
  return db
    .select({
      id: matchEvents.id,
      minute: matchEvents.minute,
      second: matchEvents.second,
      createdTimestamp: matchEvents.createdTimestamp,
      competitionEventTypeId: matchEvents.competitionEventTypeId,
      competitionMatchParticipantId: matchEvents.competitionMatchParticipantId,
      competitionMatchStageId: matchEvents.competitionMatchStageId,
      competitionMatchStageCode: matchStages.code,
      secondaryParticipantId: matchEvents.secondaryParticipantId,
      sevenMeterThrow: matchEvents.sevenMeterThrow,
    })
    .from(matchEvents)
    .innerJoin(matchStages, eq(matchStages.id, matchEvents.competitionMatchStageId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(
      asc(matchStages.weight),
      asc(matchEvents.minute),
      asc(matchEvents.second),
      asc(matchEvents.createdTimestamp),
    );
}

/** Match, events, roster and public referees. */
export async function getMatchDetail(db: DbOrTx, id: number): Promise<MatchDetail> {
  const match = await findMatch(db, id);
  const [events, roster, refereeRows, stage] = await Promise.all([
    listMatchEvents(db, id),
    db
      .select({
        id: matchParticipants.id,
        matchId: matchParticipants.matchId,
        teamId: matchParticipants.teamId,
        participantId: matchParticipants.participantId,
        firstName: participants.firstName,
        lastName: participants.lastName,
        birthDate: participants.birthDate,
        jerseyNumber: matchParticipants.jerseyNumber,
        isLeader: matchParticipants.isLeader,
      })
      .from(matchParticipants)
      .innerJoin(participants, eq(participants.id, matchParticipants.participantId))
      .where(eq(matchParticipants.matchId, id))
      .orderBy(asc(matchParticipants.teamId), asc(matchParticipants.isLeader), asc(matchParticipants.jerseyNumber)),
    db
      .select({ position: matchReferees.position, refereeId: matchReferees.refereeId })
      .from(matchReferees)
      .where(eq(matchReferees.matchId, id))
      .orderBy(asc(matchReferees.position)),
    db.select({ code: matchStages.code }).from(matchStages).where(eq(matchStages.id, match.competitionMatchStageId)),
  ]);
  const publicReferees = await listPublicReferees(
    db,
    refereeRows.map((r) => r.refereeId),
  );
  const refereeById = new Map(publicReferees.map((r) => [r.id, r]));
  const stageCode = stage[0].code;
  return {
    events,
    match,
    meta: { serverTime: new Date().toISOString(), stageCode },
    referees: refereeRows.flatMap(({ position, refereeId }) => {
      const referee = refereeById.get(refereeId);
      return referee ? [{ position, referee }] : [];
    }),
    roster: roster.map(({ birthDate, ...person }) => ({ ...person, birthYear: Number(birthDate.slice(0, 4)) })),
    links: [],
  };
}

export async function getMatchLive(db: DbOrTx, id: number): Promise<MatchLive> {
  const match = await findMatch(db, id);
  return { match, events: await listMatchEvents(db, id) };
}
