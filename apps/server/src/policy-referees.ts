import type { Link } from '@tms/domain/contract/common';
import { type CompetitionDates, canUpdateReferee } from '@tms/domain/permission-window';
import { inRoleGroup } from '@tms/domain/roles';
import type { SessionUser } from './plugins/session';

// A referee registration's side of policy.ts (registering at all stays there, with the user's links).

const WEB = '/api/v1/web';

/** A full registration (contact, accommodation, bank): the account that registered it and the organisers. */
export function canManageReferee(user: SessionUser | null, referee: { userId: number | null }): boolean {
  return !!user && (referee.userId === user.id || inRoleGroup(user.roles, 'admins'));
}

/** Changing it: who manages it, inside referee_registration_edit_from/till or with a bypass role. */
export function canUpdateRefereeRegistration(
  user: SessionUser | null,
  referee: { userId: number | null },
  dates: CompetitionDates,
  now = new Date(),
): boolean {
  return !!user && canManageReferee(user, referee) && canUpdateReferee(now, dates, user.roles);
}

/** What the web may offer on a referee registration: read it, and change it while the window allows. */
export function refereeLinks(
  user: SessionUser | null,
  referee: { id: number; userId: number | null },
  dates: CompetitionDates,
  now = new Date(),
): Link[] {
  if (!canManageReferee(user, referee)) return [];
  const href = `${WEB}/referee-registrations/${referee.id}`;
  const links: Link[] = [{ operationId: 'getRefereeRegistration', method: 'GET', href }];
  if (canUpdateRefereeRegistration(user, referee, dates, now)) {
    links.push({ operationId: 'updateRefereeRegistration', method: 'PUT', href });
  }
  return links;
}
