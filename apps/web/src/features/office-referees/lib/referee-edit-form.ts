import { ruleIssue } from '@tms/domain/errors';
import { z } from 'zod';

/**
 * A match's referees by hand: two pickers (option values are referee ids) and the lock. Both empty
 * unassigns the match; referee 2 alone is not a pair, and nobody is on a match twice.
 */
export const refereeEditForm = z
  .object({ referee1: z.string().nullable(), referee2: z.string().nullable(), locked: z.boolean() })
  .superRefine((values, context) => {
    if (!values.referee1 && values.referee2)
      context.addIssue({ code: 'custom', path: ['referee1'], ...ruleIssue('referee1Required') });
    else if (values.referee2 && values.referee2 === values.referee1)
      context.addIssue({ code: 'custom', path: ['referee2'], ...ruleIssue('duplicate') });
  })
  .transform((values) => ({
    refereeIds: [values.referee1, values.referee2].filter((id): id is string => Boolean(id)).map(Number),
    locked: values.locked,
  }));

/** The server's `refereeIds.0` and `refereeIds.1` on the pickers. */
export function refereeEditField(path: string): string | null {
  if (path === 'refereeIds.0') return 'referee1';
  if (path === 'refereeIds.1') return 'referee2';
  return null;
}
