import type { Link } from '@tms/domain/contract/common';
import type {
  Match,
  MatchClock,
  MatchDetail,
  MatchEvent,
  MatchLive,
  MatchStageCode,
} from '@tms/domain/contract/competition';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  matchEvents,
  matchParticipants,
  matchReferees,
  matches,
  matchStages,
  participants,
  places,
} from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { can, canReportMatch, matchLinks } from '../../policy';
import { isPublished, matchColumns } from './columns';
import { visibleMatchReferees } from './match-referees';
import { listPublicReferees } from './public-referees-service';

async function findMatch(db: DbOrTx, id: number): Promise<Match> {
  const [row] = await db
    .select(matchColumns)
    .from(matches)
    .where(and(eq(matches.id, id), isPublished));
  if (!row) throw notFound('Match');
  return row;
}

/** The match's events in the detail order, or only those with `eventIds`. */
async function listMatchEvents(db: DbOrTx, matchId: number, eventIds?: number[]): Promise<MatchEvent[]> {
  const where =
    eventIds === undefined
      ? eq(matchEvents.matchId, matchId)
      : and(eq(matchEvents.matchId, matchId), inArray(matchEvents.id, eventIds));
  return db
    .select({
      id: matchEvents.id,
      minute: matchEvents.minute,
      second: matchEvents.second,
      createdTimestamp: matchEvents.createdTimestamp,
      clientId: matchEvents.clientId,
      competitionEventTypeId: matchEvents.competitionEventTypeId,
      competitionMatchParticipantId: matchEvents.competitionMatchParticipantId,
      competitionMatchStageId: matchEvents.competitionMatchStageId,
      competitionMatchStageCode: matchStages.code,
      secondaryParticipantId: matchEvents.secondaryParticipantId,
      sevenMeterThrow: matchEvents.sevenMeterThrow,
    })
    .from(matchEvents)
    .innerJoin(matchStages, eq(matchStages.id, matchEvents.competitionMatchStageId))
    .where(where)
    .orderBy(
      asc(matchStages.weight),
      asc(matchEvents.minute),
      asc(matchEvents.second),
      asc(matchEvents.createdTimestamp),
    );
}

/** The match's hall data for a reporter (whose links and view depend on it); null for anyone else. */
async function reporterHallData(db: DbOrTx, user: SessionUser | null, match: Match) {
  if (!user || !can(user, 'reportMatch')) return null;
  const [hall] = await db.select({ data: places.data }).from(places).where(eq(places.id, match.placeId));
  return hall?.data ?? {};
}

/**
 * What the user may do with the match (DESIGN.md §3). Only reporters can have links here, so
 * everyone else is spared the hall lookup.
 */
async function linksFor(
  db: DbOrTx,
  user: SessionUser | null,
  match: Match,
  stageCode: MatchStageCode,
  hallData?: Record<string, unknown> | null,
): Promise<Link[]> {
  const data = hallData === undefined ? await reporterHallData(db, user, match) : hallData;
  if (!user || data === null) return [];
  return matchLinks(user, { id: match.id, hallData: data, stageCode });
}

/**
 * The match's referees for this user. The hall's reporter and the office see the referees actually
 * planned, the office's unpublished assignment included: the reporter enters the match with them.
 * Everyone else sees what was published (or what the table set once the match is under way).
 */
async function refereeRowsFor(
  db: DbOrTx,
  user: SessionUser | null,
  matchId: number,
  hallData: Record<string, unknown> | null,
) {
  const planned = can(user, 'manageRefereeAssignments') || (hallData !== null && canReportMatch(user, { hallData }));
  if (!planned) return visibleMatchReferees(db, { matchIds: [matchId] });
  return db
    .select({ position: matchReferees.position, refereeId: matchReferees.refereeId })
    .from(matchReferees)
    .where(eq(matchReferees.matchId, matchId))
    .orderBy(asc(matchReferees.position));
}

/** The reporter's stopwatch as stored, null when never sent. */
async function storedClock(db: DbOrTx, matchId: number): Promise<MatchClock | null> {
  const [row] = await db
    .select({ running: matches.clockRunning, elapsedMs: matches.clockElapsedMs, at: matches.clockAt })
    .from(matches)
    .where(eq(matches.id, matchId));
  return row?.at ? { running: row.running, elapsedMs: row.elapsedMs, at: new Date(row.at).toISOString() } : null;
}

/** Match, events, roster, public referees, the stopwatch and the user's links (none for visitors). */
export async function getMatchDetail(db: DbOrTx, id: number, user: SessionUser | null): Promise<MatchDetail> {
  const match = await findMatch(db, id);
  const hallData = await reporterHallData(db, user, match);
  const [events, roster, refereeRows, stage, clock] = await Promise.all([
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
    refereeRowsFor(db, user, id, hallData),
    db.select({ code: matchStages.code }).from(matchStages).where(eq(matchStages.id, match.competitionMatchStageId)),
    storedClock(db, id),
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
    clock,
    referees: refereeRows.flatMap(({ position, refereeId }) => {
      const referee = refereeById.get(refereeId);
      return referee ? [{ position, referee }] : [];
    }),
    roster: roster.map(({ birthDate, ...person }) => ({ ...person, birthYear: Number(birthDate.slice(0, 4)) })),
    links: await linksFor(db, user, match, stageCode, hallData),
  };
}

export async function getMatchLive(db: DbOrTx, id: number): Promise<MatchLive> {
  const match = await findMatch(db, id);
  return { match, events: await listMatchEvents(db, id) };
}
