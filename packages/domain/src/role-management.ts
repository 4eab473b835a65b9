import { ROLE_GROUPS, type Role, hasAnyRole } from './roles';

// Who may grant, revoke and block whom (PRODUCT_SPEC §6, the users' administration). The server
// refuses with these rules and the web offers only what they allow.

/** The roles the back-office grants and revokes; every account keeps ROLE_USER. */
export const MANAGED_ROLES = [
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
  'ROLE_ADMIN',
  'ROLE_LATE_REGISTRATION',
  'ROLE_SUPER_ADMIN',
] as const satisfies readonly Role[];
export type ManagedRole = (typeof MANAGED_ROLES)[number];

/** Who manages users: admins and super admins. */
export const canManageUsers = (actorRoles: readonly string[] | null | undefined) =>
  hasAnyRole(actorRoles, ROLE_GROUPS.admins);

/** The super admin role is granted and revoked by a super admin only; the other roles by any admin. */
export function canChangeRole(actorRoles: readonly string[] | null | undefined, role: ManagedRole): boolean {
  if (!canManageUsers(actorRoles)) return false;
  return role !== 'ROLE_SUPER_ADMIN' || hasAnyRole(actorRoles, ROLE_GROUPS.superAdmins);
}

/** The account's roles after a change: ROLE_USER, then the requested managed roles, once each. */
export function normaliseRoles(requested: readonly string[]): Role[] {
  return ['ROLE_USER', ...MANAGED_ROLES.filter((role) => requested.includes(role))];
}

export type RoleChangeRefusal = 'forbidden' | 'own_admin_role' | 'last_super_admin';

/**
 * Why a role change is refused, or null when it may happen. `superAdmins` is how many accounts
 * (not blocked) hold the super admin role now. The last super admin keeps his role (checked first:
 * it says more than the next rule); removing one's own admin or super admin role is refused so
 * nobody locks himself out.
 */
export function roleChangeRefusal(change: {
  actor: { id: number; roles: readonly string[] };
  target: { id: number; roles: readonly string[] };
  roles: readonly string[];
  superAdmins: number;
}): RoleChangeRefusal | null {
  const { actor, target, superAdmins } = change;
  const after = normaliseRoles(change.roles);
  const changed = MANAGED_ROLES.filter((role) => target.roles.includes(role) !== after.includes(role));
  if (changed.some((role) => !canChangeRole(actor.roles, role))) return 'forbidden';
  const losesSuperAdmin = target.roles.includes('ROLE_SUPER_ADMIN') && !after.includes('ROLE_SUPER_ADMIN');
  if (losesSuperAdmin && superAdmins <= 1) return 'last_super_admin';
  const losesAdmin = target.roles.includes('ROLE_ADMIN') && !after.includes('ROLE_ADMIN');
  if (actor.id === target.id && (losesSuperAdmin || losesAdmin)) return 'own_admin_role';
  return null;
}

export type BlockRefusal = 'forbidden' | 'own_account' | 'last_super_admin';

/** Nobody blocks himself; a super admin is blocked by a super admin only, and never the last one. */
export function blockRefusal(change: {
  actor: { id: number; roles: readonly string[] };
  target: { id: number; roles: readonly string[] };
  superAdmins: number;
}): BlockRefusal | null {
  const { actor, target, superAdmins } = change;
  if (!canManageUsers(actor.roles)) return 'forbidden';
  if (actor.id === target.id) return 'own_account';
  if (target.roles.includes('ROLE_SUPER_ADMIN')) {
    if (!hasAnyRole(actor.roles, ROLE_GROUPS.superAdmins)) return 'forbidden';
    if (superAdmins <= 1) return 'last_super_admin';
  }
  return null;
}
