import { z } from 'zod';
import { MANAGED_ROLES } from '../role-management';
import { ROLES } from '../roles';
import { link } from './common';
import { listPage, listQuery } from './list';

// Users in the back-office (/api/v1/admin/users): who has which role, which clubs and referee
// registrations an account holds, and blocking an account (PRODUCT_SPEC §6).

export const USER_STATES = ['active', 'blocked'] as const;

/** GET /admin/users: `q` (or `search`) finds a name or an e-mail; `role` the holders of a role. */
export const userListQuery = listQuery({
  sort: ['name', 'email', 'createdAt', 'lastSignInAt'],
  filters: {
    search: z.string().trim().max(200).optional(),
    role: z.enum(ROLES).optional(),
    state: z.enum(USER_STATES).optional(),
  },
});
export type UserListQuery = z.output<typeof userListQuery>;

export const adminUserRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** The names of the clubs the account belongs to. */
  clubs: z.array(z.string()),
  /** How many referee registrations the account holds. */
  referees: z.number(),
  blocked: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const userPage = listPage(adminUserRow);

export const adminUserDetail = adminUserRow.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  blockedAt: z.string().nullable(),
  clubList: z.array(z.object({ id: z.number(), name: z.string(), isAdmin: z.boolean() })),
  teams: z.array(z.object({ id: z.number(), name: z.string(), clubName: z.string(), category: z.string() })),
  refereeRegistrations: z.array(z.object({ id: z.number(), name: z.string(), registrationState: z.string() })),
  /** The roles the current user may grant or revoke on this account. */
  changeableRoles: z.array(z.enum(MANAGED_ROLES)),
  /** setUserRoles, blockUser or unblockUser, sendUserPasswordReset: what the current user may do. */
  links: z.array(link),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** PUT /admin/users/{id}/roles: the account's managed roles after the change (ROLE_USER stays). */
export const userRolesInput = z.object({ roles: z.array(z.enum(ROLES)).max(ROLES.length) });
export type UserRolesInput = z.input<typeof userRolesInput>;
