import { ruleIssue } from '@tms/domain/errors';
import { z } from 'zod';

/** The referees card: two pickers (option values are referee ids); referee 1 required, referee 2 someone else. */
export const refereesForm = z
  .object({ referee1: z.string().nullable(), referee2: z.string().nullable() })
  .superRefine((values, context) => {
    if (!values.referee1) context.addIssue({ code: 'custom', path: ['referee1'], ...ruleIssue('referee1Required') });
    else if (values.referee2 && values.referee2 === values.referee1)
      context.addIssue({ code: 'custom', path: ['referee2'], ...ruleIssue('duplicate') });
  })
  .transform((values) => ({
    referee1Id: Number(values.referee1),
    referee2Id: values.referee2 ? Number(values.referee2) : null,
  }));

/** The server's body fields on the card's pickers. */
export function refereeField(path: string): string | null {
  if (path === 'referee1Id') return 'referee1';
  if (path === 'referee2Id') return 'referee2';
  return null;
}
