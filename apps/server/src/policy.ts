import type { MatchStageCode } from '@tms/domain/constants';
import type { Link } from '@tms/domain/contract/common';
import { canReopenStage } from '@tms/domain/match-stages';
import { ROLE_BY_NAME, type RoleGroup, hasAnyRole, inRoleGroup } from '@tms/domain/roles';
import { forbidden, unauthorized } from './lib/http-error';
import type { SessionUser } from './plugins/session';

/**
 * The one place that decides permissions. Routes ask `authorize` (or a record's `can…` function),
 * and the `links` attached to records come from the same functions, so the web never offers what
 * the server would refuse (DESIGN.md §3). Role lists come from the domain's role groups.
 */
export type Action =
  | 'getCurrentUser'
  | 'logout'
  | 'listWebReferees'
  | 'listAllReferees'
  | 'getAdminConfiguration'
  | 'listMailOutbox'
  | 'listReporterHalls'
  | 'reportMatch';

const signedIn = () => true;
const inGroup = (group: RoleGroup) => (user: SessionUser) => inRoleGroup(user.roles, group);

const rules: Record<Action, (user: SessionUser) => boolean> = {
  getCurrentUser: signedIn,
  logout: signedIn,
  listWebReferees: signedIn,
  listAllReferees: inGroup('admins'),
  getAdminConfiguration: inGroup('admins'),
  listMailOutbox: inGroup('superAdmins'),
  listReporterHalls: inGroup('reporters'),
  // Which matches is decided per match by canReportMatch.
  reportMatch: inGroup('reporters'),
};

export function can(user: SessionUser | null, action: Action): boolean {
  return !!user && rules[action](user);
}

/** 401 for nobody signed in, 403 for a user without the permission. */
export async function authorize(
  request: { currentUser(): Promise<SessionUser | null> },
  action: Action,
): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  if (!can(user, action)) throw forbidden();
  return user;
}

const userLinks: Partial<Record<Action, Link>> = {
  logout: { operationId: 'logout', method: 'POST', href: '/api/v1/logout' },
  getAdminConfiguration: { operationId: 'getAdminConfiguration', method: 'GET', href: '/api/v1/admin/configuration' },
  listMailOutbox: { operationId: 'listMailOutbox', method: 'GET', href: '/api/v1/admin/mail-outbox' },
  listWebReferees: { operationId: 'getWebReferees', method: 'GET', href: '/api/v1/web/referees' },
  listReporterHalls: { operationId: 'listReporterHalls', method: 'GET', href: '/api/v1/reporter/halls' },
};

/** Operations the signed-in user may start from their own record. */
export function currentUserLinks(user: SessionUser): Link[] {
  return (Object.keys(userLinks) as Action[]).flatMap((action) => {
    const link = userLinks[action];
    return link && can(user, action) ? [link] : [];
  });
}

/** What the policy reads of a match: its hall's data (`hall_reporter` names the reporter) and its stage. */
export type MatchAccess = { id: number; hallData: Record<string, unknown>; stageCode: MatchStageCode };

/** Reporters report in the halls whose data names them; super reporters and admins in every hall. */
export function canReportMatch(user: SessionUser | null, match: Pick<MatchAccess, 'hallData'>): boolean {
  if (!user || !can(user, 'reportMatch')) return false;
  if (inRoleGroup(user.roles, 'allHalls')) return true;
  const reporter = match.hallData.hall_reporter;
  return (
    hasAnyRole(user.roles, [ROLE_BY_NAME.competitionReporter]) &&
    reporter != null &&
    String(reporter) === String(user.id)
  );
}

/**
 * Reopening now: a match whose reporting is over, in a hall this user reports in. An approved
 * (finished) match only by super reporters and admins.
 */
export function canReopenMatch(user: SessionUser | null, match: MatchAccess): boolean {
  if (!canReportMatch(user, match) || !canReopenStage(match.stageCode)) return false;
  return match.stageCode !== 'finished' || inRoleGroup(user?.roles, 'allHalls');
}

/** The operations on a match the user may perform: report it (the reporter screen) and reopen it. */
export function matchLinks(user: SessionUser | null, match: MatchAccess): Link[] {
  const href = `/api/v1/competition/match/${match.id}`;
  const links: Link[] = [];
  if (canReportMatch(user, match))
    links.push({ operationId: 'createMatchEvent', method: 'POST', href: `${href}/events` });
  if (canReopenMatch(user, match)) links.push({ operationId: 'reopenMatch', method: 'POST', href: `${href}/reopen` });
  return links;
}
