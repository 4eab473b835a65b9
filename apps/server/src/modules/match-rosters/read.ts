import type { MatchRosterView, RosterSide, TeamMatchPlan } from '@tms/domain/contract/match-rosters';
import { isRosterClosed } from '@tms/domain/match-roster';
import { teamDisplayName } from '@tms/domain/team-name';
import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  competitionGroups,
  competitionTeams,
  matchParticipants,
  matchRosters,
  matchStages,
  matches,
  placeTranslations,
  places,
} from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { canManageMatchRosters, matchRosterLinks } from '../../policy-club-roster';
import { loadClubAccess } from '../clubs/club-access';
import { isPublished, publishedPlacement } from '../competition/columns';
import { loadTeamRosterRules } from './rules';

type PlanMatch = TeamMatchPlan['matches'][number];

/** 403 unless the user manages the team's match rosters (its admins, the club's admins, admins); then 404 for no team. */
export async function teamAccess(db: DbOrTx, user: SessionUser, teamId: number) {
  const [team] = await db
    .select({ clubId: competitionTeams.clubId })
    .from(competitionTeams)
    .where(eq(competitionTeams.id, teamId));
  // A team that does not exist: who is not an admin meets the 403 first and learns nothing.
  const access = await loadClubAccess(db, user, team?.clubId ?? 0);
  if (!canManageMatchRosters(user, access, teamId)) throw forbidden();
  if (!team) throw notFound('Team');
  return access;
}

const opponentTeam = alias(competitionTeams, 'opponent_team');
const opponentClub = alias(clubs, 'opponent_club');

/** The team's matches (or one of them) as the match plan shows them, each with its roster's state. */
async function planMatches(db: DbOrTx, teamId: number, matchId?: number): Promise<PlanMatch[]> {
  const rows = await db
    .select({
      // The club sees the published day, time and hall, never the office's unpublished draft.
      match: { ...getTableColumns(matches), ...publishedPlacement },
      stageCode: matchStages.code,
      groupLabel: competitionGroups.label,
      hallCode: places.code,
      opponentName: opponentTeam.name,
      opponentNumber: opponentTeam.teamNumber,
      opponentClub: opponentClub.name,
      confirmedAt: matchRosters.confirmedAt,
      savedAt: matchRosters.savedAt,
    })
    .from(matches)
    .innerJoin(matchStages, eq(matchStages.id, matches.competitionMatchStageId))
    .innerJoin(competitionGroups, eq(competitionGroups.id, matches.competitionGroupId))
    .innerJoin(places, eq(places.id, matches.publishedPlaceId))
    .leftJoin(
      opponentTeam,
      or(
        and(eq(matches.homeTeamId, teamId), eq(opponentTeam.id, matches.awayTeamId)),
        and(eq(matches.awayTeamId, teamId), eq(opponentTeam.id, matches.homeTeamId)),
      ),
    )
    .leftJoin(opponentClub, eq(opponentClub.id, opponentTeam.clubId))
    .leftJoin(matchRosters, and(eq(matchRosters.matchId, matches.id), eq(matchRosters.teamId, teamId)))
    .where(
      and(
        or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
        matchId ? eq(matches.id, matchId) : undefined,
        isPublished,
      ),
    )
    .orderBy(asc(matches.publishedDay), asc(matches.publishedTime), asc(matches.id));
  const placeIds = [...new Set(rows.map((r) => r.match.placeId))];
  const names =
    placeIds.length === 0
      ? []
      : await db
          .select({
            placeId: placeTranslations.placeId,
            locale: placeTranslations.locale,
            name: placeTranslations.name,
          })
          .from(placeTranslations)
          .where(inArray(placeTranslations.placeId, placeIds));
  return rows.map((row) => {
    const closed = isRosterClosed({ confirmedAt: row.confirmedAt, matchStageCode: row.stageCode });
    return {
      id: row.match.id,
      matchNumber: row.match.matchNumber,
      day: row.match.day,
      time: row.match.time,
      hall: {
        id: row.match.placeId,
        code: row.hallCode,
        names: Object.fromEntries(names.filter((n) => n.placeId === row.match.placeId).map((n) => [n.locale, n.name])),
      },
      side: row.match.homeTeamId === teamId ? 'home' : 'away',
      opponent:
        row.opponentClub === null
          ? null
          : teamDisplayName({
              name: row.opponentName,
              clubName: row.opponentClub,
              teamNumber: row.opponentNumber ?? 1,
            }),
      groupLabel: row.groupLabel,
      stageCode: row.stageCode,
      rosterState: closed ? 'closed' : row.savedAt ? 'saved' : 'empty',
    };
  });
}

/** GET /teams/{teamId}/match-plan. */
export async function teamMatchPlan(db: DbOrTx, user: SessionUser, teamId: number): Promise<TeamMatchPlan> {
  await teamAccess(db, user, teamId);
  const rules = await loadTeamRosterRules(db, teamId);
  return { club: rules.club, team: rules.team, matches: await planMatches(db, teamId) };
}

/** The team of the match on that side; 404 when the match does not exist or the side is not decided yet. */
export async function teamOnSide(db: DbOrTx, matchId: number, side: RosterSide, lock = false) {
  const query = db.select().from(matches).where(eq(matches.id, matchId));
  const [match] = lock ? await query.for('update') : await query;
  if (!match) throw notFound('Match');
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  if (teamId === null) throw notFound('Team of this match');
  return { match, teamId };
}

/** GET /matches/{matchId}/rosters/{side}: the people to pick from and the roster as it stands. */
export async function matchRosterView(
  db: DbOrTx,
  user: SessionUser,
  matchId: number,
  side: RosterSide,
): Promise<MatchRosterView> {
  const { teamId } = await teamOnSide(db, matchId, side);
  const access = await teamAccess(db, user, teamId);
  const [rules, [match], [roster], official] = await Promise.all([
    loadTeamRosterRules(db, teamId),
    planMatches(db, teamId, matchId),
    db
      .select()
      .from(matchRosters)
      .where(and(eq(matchRosters.matchId, matchId), eq(matchRosters.teamId, teamId))),
    db
      .select({
        participantId: matchParticipants.participantId,
        jerseyNumber: matchParticipants.jerseyNumber,
        isLeader: matchParticipants.isLeader,
      })
      .from(matchParticipants)
      .where(and(eq(matchParticipants.matchId, matchId), eq(matchParticipants.teamId, teamId)))
      .orderBy(asc(matchParticipants.isLeader), asc(matchParticipants.jerseyNumber)),
  ]);
  const closed = match.rosterState === 'closed';
  // Once closed the official roster is the truth (the hall staff may have changed it); before, the club's draft.
  const entries = closed && official.length > 0 ? official : (roster?.draft ?? (official.length > 0 ? official : null));
  return {
    match,
    club: rules.club,
    team: rules.team,
    candidates: rules.candidates,
    entries,
    limits: rules.context.limits,
    otherGenderMax: rules.context.otherGender.max,
    jerseyNumberEdit: rules.jerseyNumberEdit,
    closed,
    confirmedAt: roster?.confirmedAt ?? null,
    links: matchRosterLinks(user, access, { matchId, side, teamId, closed }),
  };
}
