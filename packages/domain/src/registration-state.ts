import type { RegistrationState } from './constants';
import { inRoleGroup } from './roles';

// How the office moves a club registration through its states (PRODUCT_SPEC §4: new "Waiting",
// approved "Accepted", declined "Cancelled", processed "Processed"). A waiting registration is
// accepted or cancelled; an accepted one processed (everything settled) or cancelled; a cancelled
// one may be accepted after all. Taking a processed registration back to accepted undoes the office's
// closing of it, so only super admins may.

export const CLUB_STATE_TRANSITIONS: Readonly<Record<RegistrationState, readonly RegistrationState[]>> = {
  new: ['approved', 'declined'],
  approved: ['processed', 'declined'],
  declined: ['approved'],
  processed: ['approved'],
};

const SUPER_ADMIN_ONLY: readonly `${RegistrationState}>${RegistrationState}`[] = ['processed>approved'];

/** Whether a user with these roles may move a registration from `from` to `to`. */
export function canChangeClubState(
  from: RegistrationState,
  to: RegistrationState,
  roles: readonly string[] | null | undefined,
): boolean {
  if (!inRoleGroup(roles, 'admins') || !CLUB_STATE_TRANSITIONS[from].includes(to)) return false;
  return !SUPER_ADMIN_ONLY.includes(`${from}>${to}`) || inRoleGroup(roles, 'superAdmins');
}

/** The states a user may move a registration to now. */
export function nextClubStates(from: RegistrationState, roles: readonly string[] | null | undefined) {
  return CLUB_STATE_TRANSITIONS[from].filter((to) => canChangeClubState(from, to, roles));
}

/** Cancelling tells the club why; the other steps may carry a reason. */
export function stateChangeNeedsReason(to: RegistrationState): boolean {
  return to === 'declined';
}

// Referees (PRODUCT_SPEC §4: new "Waiting", approved "Accepted", declined "Cancelled"): the office
// accepts or cancels a waiting registration, cancels an accepted one (a referee who withdrew) and may
// accept a cancelled one after all. Referees are never "processed": nothing is billed to them.

export const REFEREE_STATE_TRANSITIONS: Readonly<Record<RegistrationState, readonly RegistrationState[]>> = {
  new: ['approved', 'declined'],
  approved: ['declined'],
  declined: ['approved'],
  processed: [],
};

/** Whether a user with these roles may move a referee registration from `from` to `to`. */
export function canChangeRefereeState(
  from: RegistrationState,
  to: RegistrationState,
  roles: readonly string[] | null | undefined,
): boolean {
  return inRoleGroup(roles, 'admins') && REFEREE_STATE_TRANSITIONS[from].includes(to);
}

/** The states a user may move a referee registration to now. */
export function nextRefereeStates(from: RegistrationState, roles: readonly string[] | null | undefined) {
  return REFEREE_STATE_TRANSITIONS[from].filter((to) => canChangeRefereeState(from, to, roles));
}
