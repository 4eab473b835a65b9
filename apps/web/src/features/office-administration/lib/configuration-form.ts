import { configValueProblem } from '@tms/domain/config-value';
import { ruleIssue } from '@tms/domain/errors';
import { z } from 'zod';
import type { AdminConfigurationEntry } from '@/api/get-admin-configuration';

/** The value of one entry, checked by its data type (and the colour as #RRGGBB) before it is sent. */
export function configurationFormSchema(entry: Pick<AdminConfigurationEntry, 'key' | 'dataType'>) {
  return z.object({ value: z.string() }).superRefine(({ value }, ctx) => {
    const problem = configValueProblem(entry.key, entry.dataType, value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], input: value, ...ruleIssue(problem.key) });
  });
}

/** The text sent for the form's value: an empty field clears the value (except for booleans). */
export function valueToSend(value: string): string | null {
  return value.trim() === '' ? null : value;
}
