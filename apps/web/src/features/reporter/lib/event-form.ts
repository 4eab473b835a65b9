import { ruleIssue } from '@tms/domain/errors';
import { eventTimeWithinMatch, eventTypeAllowedInStage } from '@tms/domain/match-events';
import type { EventType, MatchStageCode } from '@tms/domain/contract/competition';
import { z } from 'zod';

export const MAX_MINUTE = 200;

/** The event form's rules; messages are the domain's field messages, worded by the form where it helps. */
export function eventFormSchema(matchLength: number, shootout: boolean) {
  return z
    .object({
      typeId: z
        .number()
        .int()
        .refine((id) => id > 0, ruleIssue('required')),
      team: z.enum(['home', 'away']),
      participantId: z
        .number()
        .int()
        .positive()
        .nullable()
        .refine((id) => id !== null, ruleIssue('required')),
      secondaryId: z.number().int().positive().nullable(),
      sevenMeter: z.boolean(),
      minute: z.number().int().min(0).max(MAX_MINUTE),
      second: z.number().int().min(0).max(59),
    })
    .refine((values) => eventTimeWithinMatch(values, matchLength, shootout ? 'shootout' : null), {
      path: ['minute'],
      ...ruleIssue('max', { max: matchLength }),
    });
}

export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;

/**
 * The type a new event starts with: the configured position in the type list
 * (competition_match.default_selected_event_type_position, default 0), or the first type the stage
 * allows when that one is not possible now.
 */
export function defaultEventType<T extends Pick<EventType, 'id' | 'code'>>(
  types: readonly T[],
  configuredPosition: string | null,
  stage: MatchStageCode | null,
): T | undefined {
  const parsed = configuredPosition === null ? 0 : Number.parseInt(configuredPosition, 10);
  const position = Number.isInteger(parsed) && parsed >= 0 && parsed < types.length ? parsed : 0;
  const configured = types[position];
  if (configured && eventTypeAllowedInStage(configured.code, stage)) return configured;
  return types.find((type) => eventTypeAllowedInStage(type.code, stage));
}
