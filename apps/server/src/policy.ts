import type { Link } from '@tms/domain/contract/common';
import type { Role } from './db/schema/index';
import { forbidden, unauthorized } from './lib/http-error';
import type { SessionUser } from './plugins/session';

/**
 * The one place that decides permissions. Routes ask `authorize`, and the `links` attached to
 * records come from the same `can`, so the web never offers what the server would refuse.
 */
export type Action =
  | 'getCurrentUser'
  | 'logout'
  | 'listWebReferees'
  | 'listAllReferees'
  | 'getAdminConfiguration'
  | 'listMailOutbox'
  | 'createClubRegistration'
  | 'createRefereeRegistration'
  | 'listReporterHalls'
  | 'reportMatch';

export type { Link };

export const hasAnyRole = (user: SessionUser | null, roles: readonly Role[]) =>
  !!user && user.roles.some((role) => roles.includes(role));
export const isSuperAdmin = (user: SessionUser | null) => hasAnyRole(user, ['ROLE_SUPER_ADMIN']);
export const isAdmin = (user: SessionUser | null) => hasAnyRole(user, ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);
/** Admins count as reporters (PRODUCT_SPEC §6). */
export const isReporter = (user: SessionUser | null) =>
  hasAnyRole(user, ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);

/** Super reporters and admins report in every hall; a reporter in the halls whose data names them. */
export function canReportInHall(user: SessionUser | null, hallData: Record<string, unknown>): boolean {
  if (!user) return false;
  if (hasAnyRole(user, ['ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'])) return true;
  const reporter = hallData.hall_reporter;
  return hasAnyRole(user, ['ROLE_COMPETITION_REPORTER']) && reporter != null && String(reporter) === String(user.id);
}

/** A finished (approved) match is reopened only by super reporters and admins. */
export const canReopenFinishedMatch = (user: SessionUser | null) =>
  hasAnyRole(user, ['ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN']);

const rules: Record<Action, (user: SessionUser) => boolean> = {
  getCurrentUser: () => true,
  logout: () => true,
  listWebReferees: () => true,
  listAllReferees: isAdmin,
  getAdminConfiguration: isAdmin,
  listMailOutbox: isSuperAdmin,
  createClubRegistration: () => true,
  createRefereeRegistration: () => true,
  listReporterHalls: isReporter,
  // Which halls is decided per match by canReportInHall.
  reportMatch: isReporter,
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

const userLinks: Record<string, Link> = {
  logout: { operationId: 'logout', method: 'POST', href: '/api/v1/logout' },
  getAdminConfiguration: { operationId: 'getAdminConfiguration', method: 'GET', href: '/api/v1/admin/configuration' },
  listMailOutbox: { operationId: 'listMailOutbox', method: 'GET', href: '/api/v1/admin/mail-outbox' },
  listWebReferees: { operationId: 'getWebReferees', method: 'GET', href: '/api/v1/web/referees' },
  listReporterHalls: { operationId: 'listReporterHalls', method: 'GET', href: '/api/v1/reporter/halls' },
};

/** Operations the signed-in user may start from their own record. */
export function currentUserLinks(user: SessionUser): Link[] {
  return (Object.keys(userLinks) as Action[]).filter((action) => can(user, action)).map((action) => userLinks[action]);
}
