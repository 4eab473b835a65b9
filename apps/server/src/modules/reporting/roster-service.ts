import type { RosterCandidate, RosterInput } from '@tms/domain/contract/reporting';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionTeams, participants, teamCategories, teamParticipants } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { closeMatchRoster, replaceMatchRoster } from '../match-rosters/replace';
import { enforceTeamRoster, loadTeamRosterRules } from '../match-rosters/rules';
import { reportableMatch, writeMatch } from './write-match';

/**
 * Replaces one team's match roster. The hall reporter may change it after the club closed it, by
 * the same rules (checkMatchRoster), but never drops a participant who already has events in the
 * match, nor makes a scorer a leader. The change closes the roster for the club.
 */
export async function changeRoster(db: Db, user: SessionUser, matchId: number, teamId: number, input: RosterInput) {
  return writeMatch(db, user, matchId, async (tx, ctx) => {
    if (teamId !== ctx.match.homeTeamId && teamId !== ctx.match.awayTeamId) throw notFound('Team of this match');
    enforceTeamRoster(input, await loadTeamRosterRules(tx, teamId), 'reporter');
    await replaceMatchRoster(tx, matchId, teamId, input);
    await closeMatchRoster(tx, matchId, teamId, user.id);
  });
}

/**
 * Club participants assigned to the two teams: what a reporter may put on the match roster, each
 * marked when of the other gender than the team's category (the category allows only so many).
 */
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
      otherGender: sql<boolean>`${participants.gender} <> ${teamCategories.gender}`,
    })
    .from(teamParticipants)
    .innerJoin(participants, eq(participants.id, teamParticipants.participantId))
    .innerJoin(competitionTeams, eq(competitionTeams.id, teamParticipants.teamId))
    .innerJoin(teamCategories, eq(teamCategories.id, competitionTeams.teamCategoryId))
    .where(inArray(teamParticipants.teamId, teamIds))
    .orderBy(asc(teamParticipants.teamId), asc(teamParticipants.isLeader), asc(participants.lastName));
}
