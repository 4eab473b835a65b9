import type { Link } from '@tms/domain/contract/common';
import { type CompetitionDates, canChangeTeams, canCreateClub, canUpdateClub } from '@tms/domain/permission-window';
import { inRoleGroup } from '@tms/domain/roles';
import type { SessionUser } from './plugins/session';

// Who may do what with a club and its teams, and the links the club detail offers; the rest of the
// permissions are in policy.ts.

const WEB = '/api/v1/web';

/** How a user stands to one club: its admin, a user of the club, admin of some of its teams. */
export type ClubAccess = { clubId: number; isClubAdmin: boolean; isMember: boolean; teamIds: readonly number[] };

/** Registration and finance: the club's admins and the organisers (admins). */
export function canManageClub(user: SessionUser | null, access: ClubAccess): boolean {
  return !!user && (access.isClubAdmin || inRoleGroup(user.roles, 'admins'));
}

/** The club detail: who manages it, its users and its team admins (these without finance). */
export function canViewClub(user: SessionUser | null, access: ClubAccess): boolean {
  return canManageClub(user, access) || (!!user && (access.isMember || access.teamIds.length > 0));
}

/** Registering a club: inside club_registration_from/till, or always for super admin and late registration. */
export function canCreateClubRegistration(user: SessionUser | null, dates: CompetitionDates, now = new Date()) {
  return !!user && canCreateClub(now, dates, user.roles);
}

/** Changing the registration (beyond country and region): inside the update window or with a bypass role. */
export function canUpdateClubRegistration(
  user: SessionUser | null,
  access: ClubAccess,
  dates: CompetitionDates,
  now = new Date(),
): boolean {
  return !!user && canManageClub(user, access) && canUpdateClub(now, dates, user.roles);
}

/** Creating, changing or deleting teams: before club_team_add_till, or always for super admin. */
export function canChangeClubTeams(
  user: SessionUser | null,
  access: ClubAccess,
  dates: CompetitionDates,
  now = new Date(),
): boolean {
  return !!user && canManageClub(user, access) && canChangeTeams(now, dates, user.roles);
}

/**
 * What the web may offer on a club: read and update the registration, download its invoices, the
 * club roster and the club's users. Built by the functions that guard the routes.
 */
export function clubLinks(
  user: SessionUser | null,
  access: ClubAccess,
  dates: CompetitionDates,
  invoiceIds: readonly number[],
  now = new Date(),
): Link[] {
  const { clubId } = access;
  const links: Link[] = [];
  if (canManageClub(user, access)) {
    const registration = `${WEB}/club-registrations/${clubId}`;
    links.push({ operationId: 'getClubRegistration', method: 'GET', href: registration });
    if (canUpdateClubRegistration(user, access, dates, now)) {
      links.push({ operationId: 'updateClubRegistration', method: 'PUT', href: registration });
    }
    for (const invoiceId of invoiceIds) {
      links.push({ operationId: 'downloadInvoice', method: 'GET', href: invoiceUrl(clubId, invoiceId) });
    }
    links.push({ operationId: 'listClubUsers', method: 'GET', href: `${WEB}/clubs/${clubId}/users` });
    links.push({
      operationId: 'listClubTrainingRequests',
      method: 'GET',
      href: `${WEB}/clubs/${clubId}/training-requests`,
    });
  }
  if (canViewClub(user, access)) {
    links.push({ operationId: 'listClubParticipants', method: 'GET', href: `${WEB}/clubs/${clubId}/participants` });
  }
  return links;
}

/** A team on the club detail: its match plan and its part of the club roster. */
export function clubTeamLinks(user: SessionUser | null, access: ClubAccess, teamId: number): Link[] {
  if (!canViewClub(user, access)) return [];
  const links: Link[] = [
    {
      operationId: 'listClubParticipants',
      method: 'GET',
      href: `${WEB}/clubs/${access.clubId}/participants?teamId=${teamId}`,
    },
  ];
  // The match plan and rosters: the team's admins and the club's managers (policy-club-roster canManageMatchRosters).
  if (canManageClub(user, access) || access.teamIds.includes(teamId)) {
    links.unshift({ operationId: 'getTeamMatchPlan', method: 'GET', href: `${WEB}/teams/${teamId}/match-plan` });
  }
  return links;
}

export const invoiceUrl = (clubId: number, invoiceId: number) => `${WEB}/clubs/${clubId}/invoices/${invoiceId}`;
export const fileUrl = (fileId: number) => `${WEB}/files/${fileId}`;
