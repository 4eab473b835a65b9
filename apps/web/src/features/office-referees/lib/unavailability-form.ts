import { localDateTime } from '@tms/domain/contract/referee-assignments';
import { ruleIssue } from '@tms/domain/errors';
import { z } from 'zod';

/** A period a referee is unavailable, as the browser's date-time inputs give it (YYYY-MM-DDTHH:MM). */
export const unavailabilityForm = z
  .object({ from: localDateTime, till: localDateTime, note: z.string().trim().max(500) })
  .superRefine((values, context) => {
    if (values.till <= values.from) context.addIssue({ code: 'custom', path: ['till'], ...ruleIssue('invalidValue') });
  })
  .transform((values) => ({ ...values, note: values.note || null }));
