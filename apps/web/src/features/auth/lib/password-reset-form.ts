import { password, resetPasswordInput } from '@tms/domain/contract/auth';
import { ruleIssue } from '@tms/domain/errors';
import { z } from 'zod';

/** New password typed twice; the contract's password rule plus a match check on the second field. */
export const passwordResetForm = z
  .object({ password, confirmation: z.string().min(1) })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    ...ruleIssue('passwordMismatch'),
  });

/** A token that cannot be valid is not worth a request: the page says so straight away. */
export function isPlausibleResetToken(token: string | null): token is string {
  return token !== null && resetPasswordInput.shape.token.safeParse(token).success;
}
