// Roles of PRODUCT_SPEC §6 and the groups the product checks. The server's policy module and the
// web's guards read these lists; nobody writes a role list again.

export const ROLES = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_LATE_REGISTRATION',
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
] as const;
export type Role = (typeof ROLES)[number];

/** Route-level names of the specification (`user`, `superAdmin`, ...). */
export const ROLE_BY_NAME = {
  user: 'ROLE_USER',
  admin: 'ROLE_ADMIN',
  superAdmin: 'ROLE_SUPER_ADMIN',
  lateRegistration: 'ROLE_LATE_REGISTRATION',
  competitionReporter: 'ROLE_COMPETITION_REPORTER',
  competitionSuperReporter: 'ROLE_COMPETITION_SUPER_REPORTER',
} as const satisfies Record<string, Role>;

export const ROLE_GROUPS = {
  admins: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  superAdmins: ['ROLE_SUPER_ADMIN'],
  /** A user counts as reporter with reporter, super reporter, admin or super admin (§6). */
  reporters: ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  /** The reporter routes of §2: reporter, super reporter, super admin. */
  reporterRoutes: ['ROLE_COMPETITION_REPORTER', 'ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_SUPER_ADMIN'],
  /** Report in every hall and reopen an approved match. */
  allHalls: ['ROLE_COMPETITION_SUPER_REPORTER', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  /** Create and update registrations outside their windows (§4, §6). */
  windowBypass: ['ROLE_SUPER_ADMIN', 'ROLE_LATE_REGISTRATION'],
  /** Change teams after club_team_add_till. */
  teamDeadlineBypass: ['ROLE_SUPER_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Role checks pass when the user has any listed role (§6). */
export function hasAnyRole(roles: readonly string[] | null | undefined, allowed: readonly string[]): boolean {
  return !!roles && allowed.some((role) => roles.includes(role));
}

export function inRoleGroup(roles: readonly string[] | null | undefined, group: RoleGroup): boolean {
  return hasAnyRole(roles, ROLE_GROUPS[group]);
}
