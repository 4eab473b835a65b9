import { z } from 'zod';
import { ruleIssue } from '../errors';
import { formatPhone, isValidPhone } from '../phone';
import { email } from './auth';
import { link, optionalText, recordId } from './common';

// Club users (DESIGN.md §3 "Club zone", PRODUCT_SPEC §2 club-users and §5): the club's admins and
// the admins of its teams. A club admin adds people by e-mail; a new address gets an account and a
// link to set its password, a known one keeps its name and phone.

export const CLUB_USER_LIMITS = { teams: 60 } as const;

/** The club permissions of one user: club admin, and admin of some of the club's teams. */
const permissions = {
  isClubAdmin: z.boolean(),
  teamIds: z.array(recordId).max(CLUB_USER_LIMITS.teams),
};

/** 'At least one permission must be selected' sits on `permissions`, where the form shows it. */
function atLeastOnePermission(value: { isClubAdmin: boolean; teamIds: number[] }, ctx: z.RefinementCtx) {
  if (value.isClubAdmin || value.teamIds.length > 0) return;
  ctx.addIssue({ code: 'custom', path: ['permissions'], input: value, ...ruleIssue('permissionRequired') });
}

const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isValidPhone(value), ruleIssue('phoneInvalid'))
  .transform((value) => (value === null ? null : (formatPhone(value) ?? value)));

/**
 * POST /clubs/{id}/users. Names are needed only for an address without an account (the server says
 * `required` on them then); an existing user keeps theirs.
 */
export const clubUserCreateInput = z
  .object({
    email,
    firstName: optionalText(100),
    lastName: optionalText(100),
    phone: optionalPhone,
    ...permissions,
    /** The language of the screen it was added on: a new account's mail and its start language. */
    locale: z.enum(['cs', 'en']).optional(),
  })
  .superRefine(atLeastOnePermission);
export type ClubUserCreateInput = z.input<typeof clubUserCreateInput>;

/** PUT /clubs/{id}/users/{userId}: the permissions; removing them all is DELETE. */
export const clubUserUpdateInput = z.object(permissions).superRefine(atLeastOnePermission);
export type ClubUserUpdateInput = z.input<typeof clubUserUpdateInput>;

/** A user of the club; `links`: updateClubUser and deleteClubUser where the caller may. */
export const clubUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** System roles (ROLE_...). */
  roles: z.array(z.string()),
  isClubAdmin: z.boolean(),
  teamIds: z.array(z.number()),
  links: z.array(link),
});
export type ClubUser = z.infer<typeof clubUser>;

/** GET /clubs/{id}/users: the users and the teams a permission may name. */
export const clubUsersPage = z.object({
  club: z.object({ id: z.number(), name: z.string() }),
  users: z.array(clubUser),
  teams: z.array(z.object({ id: z.number(), displayName: z.string(), teamCategoryCode: z.string() })),
  links: z.array(link),
});
export type ClubUsersPage = z.infer<typeof clubUsersPage>;

/** GET /users/lookup?email=: whether an account exists (no names: a club admin learns only that). */
export const userLookupQuery = z.object({ email });
export const userLookup = z.object({ exists: z.boolean() });
export type UserLookup = z.infer<typeof userLookup>;
