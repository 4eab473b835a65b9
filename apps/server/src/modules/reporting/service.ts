import type { MatchDetail } from '@tms/domain/contract/competition';
import {
  type MatchEventInput,
  type RosterInput,
  WALKOVER_RESULTS,
  matchEventInput,
} from '@tms/domain/contract/reporting';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  competitionTeams,
  eventTypes,
  matchEvents,
  matchParticipants,
  matchReferees,
  matchStages,
  matches,
  participants,
  places,
  referees,
  teamParticipants,
  type MatchStageCode,
} from '../../db/schema/index';
import { conflict, forbidden, invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canReopenFinishedMatch, canReportInHall } from '../../policy';
import { getMatchDetail } from '../competition/match-detail-service';
import { recomputeMatchScores } from '../competition/match-scores-service';
import { recomputeGroups } from '../competition/standings-service';
import { notifyMatchChange } from '../live/notify';

const PLAY_STAGES: readonly MatchStageCode[] = ['1st_half', '2nd_half', 'shootout'];
const LOCKED_STAGES: readonly MatchStageCode[] = ['waiting_for_approval', 'finished'];
const SCORING_TYPES = new Set(['goal', 'shootout-goal']);

type MatchRow = typeof matches.$inferSelect;
type Stages = Awaited<ReturnType<typeof stageIds>>;
type Context = { match: MatchRow; stageCode: MatchStageCode; user: SessionUser; stages: Stages };

async function stageIds(db: DbOrTx) {
  const rows = await db.select({ id: matchStages.id, code: matchStages.code }).from(matchStages);
  return { byCode: new Map(rows.map((r) => [r.code, r.id])), byId: new Map(rows.map((r) => [r.id, r.code])) };
}

async function authorizeMatch(db: DbOrTx, user: SessionUser, match: MatchRow) {
  const [hall] = await db.select({ data: places.data }).from(places).where(eq(places.id, match.placeId));
  if (!canReportInHall(user, hall?.data ?? {})) {
    throw forbidden();
  }
}

/**
 * Every reporter write: lock the match row, check the hall, change, derive scores and tables,
 * announce, all in one transaction; answers the fresh match detail.
 */
async function writeMatch(
  db: Db,
  user: SessionUser,
  matchId: number,
  change: (tx: Tx, ctx: Context) => Promise<void>,
  options: { whenLocked?: boolean } = {},
): Promise<MatchDetail> {
  await db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
    if (!match) throw notFound('Match');
    await authorizeMatch(tx, user, match);
    const stages = await stageIds(tx);
    const stageCode = stages.byId.get(match.competitionMatchStageId)!;
    if (LOCKED_STAGES.includes(stageCode) && !options.whenLocked) {
      throw conflict('match_locked', 'The match is waiting for approval or finished; reopen it to change it');
    }
    await change(tx, { match, stageCode, user, stages });
    const [after] = await tx
      .update(matches)
      .set({ updatedAt: new Date().toISOString() })
      .where(eq(matches.id, matchId))
      .returning({ stageId: matches.competitionMatchStageId });
    await recomputeMatchScores(tx, [matchId]);
    // Tables count finished matches only: the many events of a running match leave them alone.
    if (stageCode === 'finished' || stages.byId.get(after.stageId) === 'finished') {
      await recomputeGroups(tx, [match.competitionGroupId]);
    }
    await notifyMatchChange(tx, matchId);
  });
  return getMatchDetail(db, matchId);
}

async function validateEvent(tx: Tx, ctx: Context, input: MatchEventInput) {
  const { stages } = ctx;
  const [type] = await tx.select().from(eventTypes).where(eq(eventTypes.id, input.competitionEventTypeId));
  if (!type) throw invalid({ competitionEventTypeId: { key: 'invalidValue' } });

  let stageId = input.competitionMatchStageId;
  if (stageId === undefined) {
    stageId = PLAY_STAGES.includes(ctx.stageCode) ? ctx.match.competitionMatchStageId : stages.byCode.get('1st_half')!;
  }
  const stageCode = stages.byId.get(stageId);
  if (!stageCode || !PLAY_STAGES.includes(stageCode))
    throw invalid({ competitionMatchStageId: { key: 'invalidValue' } });
  if ((type.code === 'shootout-goal') !== (stageCode === 'shootout') && SCORING_TYPES.has(type.code)) {
    throw invalid({ competitionEventTypeId: { key: 'wrongStage' } });
  }
  const length = ctx.match.matchLength;
  if (stageCode !== 'shootout' && input.minute * 60 + input.second > length * 60) {
    throw invalid({ minute: { key: 'max', params: { max: length } } });
  }

  const ids = [input.competitionMatchParticipantId, input.secondaryParticipantId].filter((v): v is number => !!v);
  const roster = await tx
    .select({ id: matchParticipants.id, isLeader: matchParticipants.isLeader })
    .from(matchParticipants)
    .where(and(eq(matchParticipants.matchId, ctx.match.id), inArray(matchParticipants.id, ids)));
  const primary = roster.find((p) => p.id === input.competitionMatchParticipantId);
  if (!primary) throw invalid({ competitionMatchParticipantId: { key: 'notOnRoster' } });
  if (primary.isLeader && SCORING_TYPES.has(type.code)) {
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
async function startIfNotStarted(tx: Tx, ctx: Context, stageId: number) {
  if (ctx.stageCode === 'not_started') {
    await tx.update(matches).set({ competitionMatchStageId: stageId }).where(eq(matches.id, ctx.match.id));
  }
}

export async function createEvent(db: Db, user: SessionUser, matchId: number, raw: MatchEventInput) {
  const input = matchEventInput.parse(raw);
  // Offline clients resend: the same (match, createdTimestamp) is the same event, even after approval.
  const [existing] = await db
    .select({ id: matchEvents.id, matchId: matchEvents.matchId })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.createdTimestamp, input.createdTimestamp)));
  if (existing) {
    const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
    await authorizeMatch(db, user, match);
    return getMatchDetail(db, matchId);
  }
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    const values = await validateEvent(tx, ctx, input);
    await tx.insert(matchEvents).values(values).onConflictDoNothing();
    await startIfNotStarted(tx, ctx, values.competitionMatchStageId);
  });
}

export async function updateEvent(db: Db, user: SessionUser, matchId: number, eventId: number, raw: MatchEventInput) {
  const input = matchEventInput.parse(raw);
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    const [event] = await tx
      .select({ id: matchEvents.id, createdTimestamp: matchEvents.createdTimestamp })
      .from(matchEvents)
      .where(and(eq(matchEvents.id, eventId), eq(matchEvents.matchId, matchId)));
    if (!event) throw notFound('Event');
    const { createdTimestamp: _keep, ...values } = await validateEvent(tx, ctx, input);
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

export async function changeStage(db: Db, user: SessionUser, matchId: number, stageId: number) {
  return writeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      const target = ctx.stages.byId.get(stageId);
      if (!target) throw notFound('Stage');
      // Approval is the only way out of waiting_for_approval; a finished match is only reopened.
      const allowed =
        ctx.stageCode === 'waiting_for_approval'
          ? target === 'finished'
          : ctx.stageCode !== 'finished' && target !== 'finished';
      if (!allowed) {
        throw conflict('invalid_transition', `A match cannot go from ${ctx.stageCode} to ${target}`);
      }
      if (target === 'waiting_for_approval' && (ctx.match.homeTeamId === null || ctx.match.awayTeamId === null)) {
        throw conflict('teams_unknown', 'Both teams must be known before the match is finished');
      }
      await tx.update(matches).set({ competitionMatchStageId: stageId }).where(eq(matches.id, matchId));
    },
    { whenLocked: true },
  );
}

export async function reopen(db: Db, user: SessionUser, matchId: number) {
  return writeMatch(
    db,
    user,
    matchId,
    async (tx, ctx) => {
      if (!LOCKED_STAGES.includes(ctx.stageCode)) {
        throw conflict('invalid_transition', 'Only a match waiting for approval or finished can be reopened');
      }
      if (ctx.stageCode === 'finished' && !canReopenFinishedMatch(user)) {
        throw forbidden('Only a super reporter or an admin can reopen an approved match');
      }
      // Back to where play stopped: the shoot-out if it had one, the start if nothing was played.
      const played = await tx
        .selectDistinct({ stageId: matchEvents.competitionMatchStageId })
        .from(matchEvents)
        .where(eq(matchEvents.matchId, matchId));
      const playedCodes = new Set(played.map((row) => ctx.stages.byId.get(row.stageId)));
      const back: MatchStageCode = playedCodes.has('shootout')
        ? 'shootout'
        : playedCodes.size > 0 || (!ctx.match.walkOver && !ctx.match.scoreEntered)
          ? '2nd_half'
          : 'not_started';
      await tx
        .update(matches)
        .set({ competitionMatchStageId: ctx.stages.byCode.get(back)!, walkOver: false, scoreEntered: false })
        .where(eq(matches.id, matchId));
    },
    { whenLocked: true },
  );
}

export async function walkover(db: Db, user: SessionUser, matchId: number, result: keyof typeof WALKOVER_RESULTS) {
  const [homeScore, awayScore] = WALKOVER_RESULTS[result];
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    await tx
      .update(matches)
      .set({
        walkOver: true,
        homeScore,
        awayScore,
        competitionMatchStageId: ctx.stages.byCode.get('waiting_for_approval')!,
      })
      .where(eq(matches.id, matchId));
  });
}

export async function enterScore(db: Db, user: SessionUser, matchId: number, homeScore: number, awayScore: number) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    await tx
      .update(matches)
      .set({
        scoreEntered: true,
        walkOver: false,
        homeScore,
        awayScore,
        competitionMatchStageId: ctx.stages.byCode.get('waiting_for_approval')!,
      })
      .where(eq(matches.id, matchId));
  });
}

export async function changeRoster(db: Db, user: SessionUser, matchId: number, teamId: number, input: RosterInput) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    if (teamId !== ctx.match.homeTeamId && teamId !== ctx.match.awayTeamId) throw notFound('Team of this match');
    const [team] = await tx.select().from(competitionTeams).where(eq(competitionTeams.id, teamId));
    const ids = input.participants.map((p) => p.participantId);
    if (new Set(ids).size !== ids.length) throw invalid({ participants: { key: 'duplicate' } });
    const numbers = input.participants.map((p) => p.jerseyNumber).filter((n) => n !== null);
    const duplicated = [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
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
            inArray(eventTypes.code, ['goal', 'shootout-goal']),
          ),
        );
      if (scoring.n > 0)
        throw invalid({ participants: { key: 'leaderCannotScore' } }, 'The participant cannot be a team leader');
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

export async function setReferees(
  db: Db,
  user: SessionUser,
  matchId: number,
  referee1Id: number | null,
  referee2Id: number | null | undefined,
) {
  if (!referee1Id) throw invalid({ referee1Id: { key: 'referee1Required' } }, 'Referee 1 is required');
  if (referee2Id && referee2Id === referee1Id) throw invalid({ referee2Id: { key: 'duplicate' } });
  const ids = [referee1Id, referee2Id].filter((v): v is number => !!v);
  const approved = await db
    .select({ id: referees.id })
    .from(referees)
    .where(and(inArray(referees.id, ids), eq(referees.registrationState, 'approved')));
  if (approved.length !== ids.length) {
    const field = approved.some((r) => r.id === referee1Id) ? 'referee2Id' : 'referee1Id';
    throw invalid({ [field]: { key: 'invalidValue' } });
  }
  // Referees may be corrected after the match as well.
  return writeMatch(
    db,
    user,
    matchId,
    async (tx) => {
      await tx.delete(matchReferees).where(eq(matchReferees.matchId, matchId));
      await tx.insert(matchReferees).values(ids.map((refereeId, i) => ({ matchId, refereeId, position: i + 1 })));
    },
    { whenLocked: true },
  );
}

/** Club participants assigned to the two teams: what a reporter may put on the match roster. */
export async function rosterCandidates(db: Db, user: SessionUser, matchId: number) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('Match');
  await authorizeMatch(db, user, match);
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

/** Halls this user reports in: every hall for super reporters and admins. */
export async function reporterHalls(db: Db, user: SessionUser) {
  const halls = await db
    .select({ id: places.id, data: places.data })
    .from(places)
    .where(and(eq(places.placeTypeId, 1), eq(places.isActive, true)))
    .orderBy(asc(places.id));
  return halls.filter((hall) => canReportInHall(user, hall.data)).map((hall) => ({ placeId: hall.id }));
}
