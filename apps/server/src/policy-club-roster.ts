import type { Link } from '@tms/domain/contract/common';
import { canEditClubRoster } from '@tms/domain/permission-window';
import type { SessionUser } from './plugins/session';
import { type ClubAccess, canManageClub, canViewClub } from './policy-clubs';

const WEB = '/api/v1/web';

// Club users and the club roster: the club's side of policy.ts, kept beside it.

/** The club's users and their permissions: its club admins and the organisers (admins). */
export const canManageClubUsers = canManageClub;

/** The links of one club user for who manages them. */
export function clubUserLinks(user: SessionUser | null, access: ClubAccess, userId: number): Link[] {
  if (!canManageClubUsers(user, access)) return [];
  const href = `${WEB}/clubs/${access.clubId}/users/${userId}`;
  return [
    { operationId: 'updateClubUser', method: 'PUT', href },
    { operationId: 'deleteClubUser', method: 'DELETE', href },
  ];
}

/**
 * Changes to the club roster at all: club managers and team admins, until roster_edit_till (super
 * admin always).
 */
export function canEditRoster(
  user: SessionUser | null,
  access: ClubAccess,
  rosterEditTill: Date | null,
  now = new Date(),
): boolean {
  if (!user || !canViewClub(user, access)) return false;
  if (!canManageClub(user, access) && access.teamIds.length === 0) return false;
  return canEditClubRoster(now, rosterEditTill, user.roles);
}

/** Assignments to this team: every team for club managers, the administered ones for team admins. */
export function canAssignToTeam(user: SessionUser | null, access: ClubAccess, teamId: number): boolean {
  return canManageClub(user, access) || (!!user && access.teamIds.includes(teamId));
}

/**
 * Changing or removing a participant: club managers any; a team admin one whose every team is theirs
 * (a participant of no team yet included), so a coach never takes a child from another coach's team.
 */
export function canChangeParticipant(
  user: SessionUser | null,
  access: ClubAccess,
  participantTeamIds: readonly number[],
): boolean {
  return participantTeamIds.every((teamId) => canAssignToTeam(user, access, teamId));
}

/** The links of one participant on the roster page. */
export function participantLinks(
  user: SessionUser | null,
  access: ClubAccess,
  participant: { id: number; teamIds: readonly number[] },
  editable: boolean,
): Link[] {
  if (!editable || !canChangeParticipant(user, access, participant.teamIds)) return [];
  const href = `${WEB}/clubs/${access.clubId}/participants/${participant.id}`;
  return [
    { operationId: 'updateClubParticipant', method: 'PUT', href },
    { operationId: 'deleteClubParticipant', method: 'DELETE', href },
  ];
}

/** The roster page's own links: adding participants while the roster may change. */
export function rosterLinks(access: ClubAccess, editable: boolean): Link[] {
  const href = `${WEB}/clubs/${access.clubId}/participants`;
  const links: Link[] = [{ operationId: 'listClubParticipants', method: 'GET', href }];
  if (editable) links.push({ operationId: 'createClubParticipant', method: 'POST', href });
  return links;
}

/** A team's match plan and match rosters: the team's admins, the club's admins and admins. */
export const canManageMatchRosters = canAssignToTeam;

/** The links of one match roster: saving and confirming while the club may still change it. */
export function matchRosterLinks(
  user: SessionUser | null,
  access: ClubAccess,
  roster: { matchId: number; side: 'home' | 'away'; teamId: number; closed: boolean },
): Link[] {
  if (roster.closed || !canManageMatchRosters(user, access, roster.teamId)) return [];
  const href = `${WEB}/matches/${roster.matchId}/rosters/${roster.side}`;
  return [
    { operationId: 'saveMatchRoster', method: 'PUT', href },
    { operationId: 'confirmMatchRoster', method: 'POST', href: `${href}/confirm` },
  ];
}
