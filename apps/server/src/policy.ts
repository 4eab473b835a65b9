import { SUPER_ADMIN_CONFIGURATION_KEYS } from '@tms/domain/config-value';
import type { MatchStageCode } from '@tms/domain/constants';
import type { Link } from '@tms/domain/contract/common';
import { canReopenStage } from '@tms/domain/match-stages';
import { type CompetitionDates, canCreateReferee } from '@tms/domain/permission-window';
import { ROLE_BY_NAME, type RoleGroup, hasAnyRole, inRoleGroup } from '@tms/domain/roles';
import { forbidden, unauthorized } from './lib/http-error';
import type { SessionUser } from './plugins/session';
import { canCreateClubRegistration } from './policy-clubs';

const WEB = '/api/v1/web';

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
  | 'updateConfiguration'
  | 'listConfigurationHistory'
  | 'updateTranslations'
  | 'listReporterHalls'
  | 'reportMatch'
  | 'createClubRegistration'
  | 'uploadFile'
  | 'viewClub'
  | 'createRefereeRegistration'
  | 'listAudit'
  | 'manageClubRegistrations'
  | 'managePayments'
  | 'manageRefereeRegistrations'
  | 'exportRefereeBankDetails'
  | 'manageRefereeAssignments'
  | 'listRefereePayouts'
  | 'manageMessages'
  | 'manageDocuments'
  | 'manageHalls'
  | 'manageUsers'
  | 'manageCompetition'
  | 'managePlaces'
  | 'manageAccommodation'
  | 'manageLookupLists'
  | 'listDocuments'
  | 'manageCatering'
  | 'manageTraining'
  | 'printMatchSheets'
  | 'manageEditions';

const signedIn = () => true;
const inGroup = (group: RoleGroup) => (user: SessionUser) => inRoleGroup(user.roles, group);

const rules: Record<Action, (user: SessionUser) => boolean> = {
  getCurrentUser: signedIn,
  logout: signedIn,
  listWebReferees: signedIn,
  listAllReferees: inGroup('admins'),
  getAdminConfiguration: inGroup('admins'),
  listMailOutbox: inGroup('superAdmins'),
  // Which entries is decided per entry by canChangeConfiguration.
  updateConfiguration: inGroup('admins'),
  listConfigurationHistory: inGroup('admins'),
  updateTranslations: inGroup('superAdmins'),
  listReporterHalls: inGroup('reporters'),
  // Which matches is decided per match by canReportMatch.
  reportMatch: inGroup('reporters'),
  // The window is checked by canCreateClubRegistration; which club by the club functions below.
  createClubRegistration: signedIn,
  uploadFile: signedIn,
  viewClub: signedIn,
  // The window is checked by canCreateRefereeRegistration; which registration by canManageReferee.
  createRefereeRegistration: signedIn,
  // The back-office (admin area): admins and super admins.
  listAudit: inGroup('admins'),
  // Which state changes is decided per step by canChangeClubState (@tms/domain/registration-state).
  manageClubRegistrations: inGroup('admins'),
  managePayments: inGroup('admins'),
  // Which state changes is decided per step by canChangeRefereeState.
  manageRefereeRegistrations: inGroup('admins'),
  // Bank details of every referee: the organisers who pay them, no other role.
  exportRefereeBankDetails: inGroup('admins'),
  // Halls per day, unavailability, ranks, plans, manual edits and publishing of referees.
  manageRefereeAssignments: inGroup('admins'),
  // What every referee is owed, with the bank details for the payout: admins only.
  listRefereePayouts: inGroup('admins'),
  manageMessages: inGroup('admins'),
  manageDocuments: inGroup('admins'),
  manageHalls: inGroup('admins'),
  // Which roles and accounts is decided per change by @tms/domain/role-management.
  manageUsers: inGroup('admins'),
  // Formats, draw, schedule and match-day moves of the competition.
  manageCompetition: inGroup('admins'),
  managePlaces: inGroup('admins'),
  manageAccommodation: inGroup('admins'),
  // Categories, service levels, the pricelist and countries.
  manageLookupLists: inGroup('admins'),
  // The catering plan, meal counts and vouchers; the training slots the clubs ask for.
  manageCatering: inGroup('admins'),
  manageTraining: inGroup('admins'),
  listDocuments: signedIn,
  // Every match sheet of a day at once, for the office's printer.
  printMatchSheets: inGroup('admins'),
  // A new edition copies the whole configuration: the super admins who own the site.
  manageEditions: inGroup('superAdmins'),
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
  manageEditions: { operationId: 'listEditions', method: 'GET', href: '/api/v1/admin/editions' },
  updateTranslations: { operationId: 'updateTranslations', method: 'PUT', href: '/api/v1/admin/translations' },
  listWebReferees: { operationId: 'getWebReferees', method: 'GET', href: '/api/v1/web/referees' },
  listReporterHalls: { operationId: 'listReporterHalls', method: 'GET', href: '/api/v1/reporter/halls' },
  // The same route answers admins every referee's full registration.
  listAllReferees: { operationId: 'listAllReferees', method: 'GET', href: '/api/v1/web/referees' },
  // The admin area's sections (its navigation shows those whose link the user has).
  listAudit: { operationId: 'listAudit', method: 'GET', href: '/api/v1/admin/audit' },
  manageClubRegistrations: {
    operationId: 'listAdminClubRegistrations',
    method: 'GET',
    href: '/api/v1/admin/club-registrations',
  },
  managePayments: { operationId: 'listPayments', method: 'GET', href: '/api/v1/admin/payments' },
  manageRefereeRegistrations: {
    operationId: 'listAdminRefereeRegistrations',
    method: 'GET',
    href: '/api/v1/admin/referee-registrations',
  },
  exportRefereeBankDetails: {
    operationId: 'listRefereeBankDetails',
    method: 'GET',
    href: '/api/v1/admin/referee-registrations/bank-details',
  },
  manageRefereeAssignments: {
    operationId: 'listRefereeAssignments',
    method: 'GET',
    href: '/api/v1/admin/referee-assignments',
  },
  listRefereePayouts: { operationId: 'listRefereePayouts', method: 'GET', href: '/api/v1/admin/referee-payouts' },
  manageMessages: { operationId: 'listDashboardMessages', method: 'GET', href: '/api/v1/admin/messages' },
  manageDocuments: { operationId: 'listAdminDocuments', method: 'GET', href: '/api/v1/admin/documents' },
  manageHalls: { operationId: 'listAdminHalls', method: 'GET', href: '/api/v1/admin/halls' },
  manageUsers: { operationId: 'listAdminUsers', method: 'GET', href: '/api/v1/admin/users' },
  manageCompetition: { operationId: 'listCategoryFormats', method: 'GET', href: '/api/v1/admin/competition/formats' },
  managePlaces: { operationId: 'listAdminPlaces', method: 'GET', href: '/api/v1/admin/places' },
  manageAccommodation: { operationId: 'getAccommodation', method: 'GET', href: '/api/v1/admin/accommodation' },
  manageLookupLists: { operationId: 'listAdminTeamCategories', method: 'GET', href: '/api/v1/admin/team-categories' },
  manageCatering: { operationId: 'getCatering', method: 'GET', href: '/api/v1/admin/catering' },
  manageTraining: { operationId: 'listTrainingRequests', method: 'GET', href: '/api/v1/admin/training-requests' },
};

/** Operations the signed-in user may start from their own record; with the dates, registering a club. */
export function currentUserLinks(user: SessionUser, dates?: CompetitionDates, now = new Date()): Link[] {
  const links = (Object.keys(userLinks) as Action[]).flatMap((action) => {
    const link = userLinks[action];
    return link && can(user, action) ? [link] : [];
  });
  if (dates && canCreateClubRegistration(user, dates, now)) {
    links.push({ operationId: 'createClubRegistration', method: 'POST', href: `${WEB}/club-registrations` });
  }
  if (dates && canCreateRefereeRegistration(user, dates, now)) {
    links.push({ operationId: 'createRefereeRegistration', method: 'POST', href: `${WEB}/referee-registrations` });
  }
  return links;
}

// ---- configuration ------------------------------------------------------------------------------

/** Admins change unprotected entries; the translations and the theme colour only super admins. */
export function canChangeConfiguration(user: SessionUser | null, entry: { key: string; protected: boolean }) {
  if (!user || entry.protected || !can(user, 'updateConfiguration')) return false;
  return !SUPER_ADMIN_CONFIGURATION_KEYS.includes(entry.key) || can(user, 'updateTranslations');
}

// ---- referees ---------------------------------------------------------------------------------

/** Registering a referee: inside referee_registration_from/till, or always for super admin and late registration. */
export function canCreateRefereeRegistration(user: SessionUser | null, dates: CompetitionDates, now = new Date()) {
  return !!user && canCreateReferee(now, dates, user.roles);
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
