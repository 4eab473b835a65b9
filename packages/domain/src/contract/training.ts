import { z } from 'zod';
import { parseCalendarDate } from '../calendar-date';
import { ruleIssue } from '../errors';
import { TRAINING_CLASHES, TRAINING_STATES, parseTime } from '../training-slots';
import { link, optionalText, recordId, requiredText } from './common';

// Training slots (issue "accommodation, catering and training", item 4): clubs ask for hall time,
// the office confirms a free slot or refuses with a reason, the club sees what was confirmed.

/** A day that exists (2025-02-30 does not): the database would refuse it. */
const calendarDay = z.string().refine((value) => parseCalendarDate(value) !== null, ruleIssue('invalidValue'));
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A hall, a day and a time from–to; the end after the start. */
const slotShape = { placeId: recordId, day: calendarDay, from: time, to: time };
const endAfterStart = (slot: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if ((parseTime(slot.to) ?? 0) <= (parseTime(slot.from) ?? 0))
    ctx.addIssue({ code: 'custom', path: ['to'], ...ruleIssue('trainingEndBeforeStart') });
};

/** POST /web/clubs/{clubId}/training-requests. */
export const trainingRequestInput = z
  .object({ teamId: recordId, trainingTypeId: recordId, ...slotShape, note: optionalText(500) })
  .superRefine(endAfterStart);
export type TrainingRequestInput = z.input<typeof trainingRequestInput>;
export type TrainingRequestValues = z.output<typeof trainingRequestInput>;

/** POST /admin/training-requests/{id}/confirm: the slot the office gives (often the one asked for). */
export const trainingConfirmInput = z.object(slotShape).superRefine(endAfterStart);
export type TrainingConfirmInput = z.input<typeof trainingConfirmInput>;

/** POST /admin/training-requests/{id}/refuse. */
export const trainingRefuseInput = z.object({ reason: requiredText(500) });
export type TrainingRefuseInput = z.input<typeof trainingRefuseInput>;

const slot = z.object({
  placeId: z.number(),
  placeName: z.string(),
  day: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TrainingSlotView = z.infer<typeof slot>;

export const trainingRequest = z.object({
  id: z.number(),
  clubId: z.number(),
  clubName: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  trainingTypeId: z.number(),
  state: z.enum(TRAINING_STATES),
  requested: slot,
  /** Set once confirmed. */
  slot: slot.nullable(),
  note: z.string().nullable(),
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  links: z.array(link),
});
export type TrainingRequest = z.infer<typeof trainingRequest>;

/** GET /admin/training-requests. */
export const trainingRequestsQuery = z.object({
  state: z.enum(TRAINING_STATES).optional(),
  locale: z.enum(['cs', 'en']).optional(),
});
export const trainingHall = z.object({
  id: z.number(),
  name: z.string(),
  allowedTrainingTypesIds: z.array(z.number()),
});
export type TrainingHallView = z.infer<typeof trainingHall>;

export const adminTrainingRequests = z.object({
  items: z.array(trainingRequest),
  halls: z.array(trainingHall),
});
export type AdminTrainingRequests = z.infer<typeof adminTrainingRequests>;

/** GET /web/clubs/{clubId}/training-requests: the club's requests, its teams and the halls to ask for. */
export const clubTrainingRequests = z.object({
  items: z.array(trainingRequest),
  teams: z.array(z.object({ id: z.number(), name: z.string() })),
  halls: z.array(trainingHall),
  links: z.array(link),
});
export type ClubTrainingRequests = z.infer<typeof clubTrainingRequests>;

/** GET /admin/training-requests/{id}/free-time?day=&placeId=: the hall's free stretches that day. */
export const freeTimeQuery = z.object({
  placeId: z.coerce.number().int().positive().max(2_147_483_647),
  day: calendarDay,
});
export const freeTime = z.object({ slots: z.array(z.object({ from: z.string(), to: z.string() })) });
export const trainingClashRule = z.enum(TRAINING_CLASHES);
