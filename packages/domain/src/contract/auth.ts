import { z } from 'zod';
import { REGISTRATION_STATES } from '../constants';
import { link } from './common';

export { type Link, link } from './common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Trimmed and lower-cased, so one address is one account whatever the typing. */
export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());
export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const personName = z.string().trim().min(1).max(100);

export const loginInput = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX) });
export type LoginInput = z.input<typeof loginInput>;

export const registerInput = z.object({
  firstName: personName,
  lastName: personName,
  email,
  password,
  locale: z.enum(['cs', 'en']).optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

/** 201 of POST /api/v1/auth/register. */
export const registeredUser = z.object({ id: z.number() });
export type RegisteredUser = z.infer<typeof registeredUser>;

export const forgotPasswordInput = z.object({ email, locale: z.enum(['cs', 'en']).optional() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({ token: z.string().min(20).max(200), password });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const dashboardMessage = z.object({
  id: z.number(),
  internalName: z.string(),
  recipientType: z.enum(['all', 'club', 'referee']),
  textCs: z.string(),
  textEn: z.string(),
  state: z.enum(['draft', 'published']),
  sentAt: z.string().nullable(),
});
export type DashboardMessage = z.infer<typeof dashboardMessage>;

/** GET /api/v1/web/users/me */
export const currentUser = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  locale: z.string(),
  createdAt: z.string(),
  leadingTeams: z.array(
    z.object({
      id: z.number(),
      name: z.string().nullable(),
      teamNumber: z.number(),
      clubId: z.number(),
      clubName: z.string(),
      teamCategoryCode: z.string(),
    }),
  ),
  referees: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      registrationState: z.enum(REGISTRATION_STATES),
      /** `getRefereeRegistration`, and `updateRefereeRegistration` while the edit window allows. */
      links: z.array(link),
    }),
  ),
  administratedClubs: z.array(
    z.object({ id: z.number(), name: z.string(), registrationState: z.enum(REGISTRATION_STATES) }),
  ),
  dashboardMessages: z.array(dashboardMessage),
  links: z.array(link),
});
export type CurrentUser = z.infer<typeof currentUser>;
