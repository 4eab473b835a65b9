import type { EventType, MatchStageCode } from '@tms/domain/contract/competition';
import { z } from 'zod';

/** Messages are keys of `reporter:form.*`, translated when shown. */
export type EventFormMessage = 'typeRequired' | 'playerRequired' | 'minuteRange' | 'secondRange' | 'timeTooLate';

export const MAX_MINUTE = 200;

export function eventFormSchema(matchLength: number, shootout: boolean) {
  return z
    .object({
      typeId: z.number({ error: 'typeRequired' }).int().positive({ error: 'typeRequired' }),
      team: z.enum(['home', 'away']),
      participantId: z
        .number({ error: 'playerRequired' })
        .int()
        .positive({ error: 'playerRequired' })
        .nullable()
        .refine((value) => value !== null, { error: 'playerRequired' }),
      secondaryId: z.number().int().positive().nullable(),
      sevenMeter: z.boolean(),
      minute: z
        .number({ error: 'minuteRange' })
        .int({ error: 'minuteRange' })
        .min(0, { error: 'minuteRange' })
        .max(MAX_MINUTE, { error: 'minuteRange' }),
      second: z
        .number({ error: 'secondRange' })
        .int({ error: 'secondRange' })
        .min(0, { error: 'secondRange' })
        .max(59, { error: 'secondRange' }),
    })
    .refine((values) => shootout || values.minute * 60 + values.second <= matchLength * 60, {
      path: ['minute'],
      error: 'timeTooLate',
    });
}

export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;

const SCORING = new Set(['goal', 'shootout-goal']);

/** Goals and shoot-out goals; team leaders cannot get them. */
export function isScoring(type: Pick<EventType, 'code'> | undefined): boolean {
  return type ? SCORING.has(type.code) : false;
}

/** A shoot-out goal only in the shoot-out, a goal only outside it (the server's rule). */
export function typeAllowedInStage(type: Pick<EventType, 'code'>, stage: MatchStageCode | null): boolean {
  if (type.code === 'shootout-goal') return stage === 'shootout';
  if (type.code === 'goal') return stage !== 'shootout';
  return true;
}

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
  if (configured && typeAllowedInStage(configured, stage)) return configured;
  return types.find((type) => typeAllowedInStage(type, stage));
}
