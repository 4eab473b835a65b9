import { z } from 'zod';
import { categoryFormatSchema } from '../schedule/format';
import { HARD_RULES } from '../schedule/rules';

// The organiser's competition builder (admin area): formats, draw, schedule, match-day changes, publish.

const id = z.number().int().positive();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
const seed = z.number().int().min(0).max(2_147_483_647);

export const categoryFormatItem = z.object({
  categoryId: id,
  code: z.string(),
  teams: z.number().int(),
  /** Whether the format is the 2025 default (nothing stored yet). */
  isDefault: z.boolean(),
  format: categoryFormatSchema,
});
export type CategoryFormatItem = z.infer<typeof categoryFormatItem>;
export const categoryFormatList = z.object({ items: z.array(categoryFormatItem), days: z.array(isoDay) });
export const categoryFormatInput = categoryFormatSchema;

export const drawInput = z.object({ categoryId: id, seed: seed.optional() });
export const drawnGroup = z.object({ label: z.string().min(1).max(8), teamIds: z.array(id).min(1).max(64) });
export const drawWarning = z.object({
  rule: z.enum(['club', 'country', 'seeded']),
  groupLabel: z.string(),
  teamIds: z.array(z.number()),
});
export const drawResult = z.object({ seed, groups: z.array(drawnGroup), warnings: z.array(drawWarning) });
export type DrawResult = z.infer<typeof drawResult>;
export const groupsInput = z.object({ groups: z.array(drawnGroup).min(1).max(32) });
export const groupsResult = z.object({ categoryId: id, groups: z.array(drawnGroup), warnings: z.array(drawWarning) });

export const slotSide = z.union([
  z.object({ teamId: z.number() }),
  z.object({ slot: z.string(), groupLabel: z.string(), rank: z.number() }),
]);
export const plannedMatch = z.object({
  key: z.string().min(1).max(40),
  categoryId: id,
  groupLabel: z.string(),
  roundLevel: z.string(),
  home: slotSide,
  away: slotSide,
  day: isoDay,
  time,
  placeId: id,
  length: z.number().int(),
});
export type PlannedMatch = z.infer<typeof plannedMatch>;
export const scheduleConflict = z.object({ rule: z.enum(HARD_RULES), matchIds: z.array(z.string()) });
export const scheduleQuality = z.object({
  matches: z.number(),
  placed: z.number(),
  minRestMinutes: z.number().nullable(),
  averageRestMinutes: z.number().nullable(),
  hallChanges: z.number(),
  teamDaysWithHallChange: z.number(),
  youngestAtEdges: z.number(),
  finalsOffTarget: z.number(),
  clubSplits: z.number(),
});
export const scheduleInput = z.object({ categoryIds: z.array(id).max(50).optional(), seed: seed.optional() });
export const schedulePlan = z.object({
  /** The seed the plan was made from; sent back, it reproduces the plan. */
  seed,
  matches: z.array(plannedMatch),
  conflicts: z.array(scheduleConflict),
  unplaced: z.array(z.string()),
  quality: scheduleQuality,
});
export const scheduleApplyInput = z.object({
  categoryIds: z.array(id).max(50).optional(),
  matches: z.array(z.object({ key: z.string().min(1).max(40), day: isoDay, time, placeId: id })).max(10_000),
});
export const scheduleApplyResult = z.object({ matches: z.number() });

export const matchPatchInput = z.object({
  day: isoDay.optional(),
  time: time.optional(),
  placeId: id.optional(),
  streamUrl: z.url().max(500).nullable().optional(),
  /** Why a soft goal is overridden; kept with the change. */
  note: z.string().trim().max(500).optional(),
});
export const swapInput = z.object({
  matchIds: z.tuple([id, id]),
  /** Why the swap is made (e.g. a soft goal given up); kept with both changes. */
  note: z.string().trim().max(500).optional(),
});
export const scheduledMatch = z.object({
  id,
  categoryId: id,
  day: isoDay,
  time,
  placeId: id,
  length: z.number(),
  streamUrl: z.string().nullable(),
});
export type ScheduledMatch = z.infer<typeof scheduledMatch>;
export const swapResult = z.object({ matches: z.array(scheduledMatch) });
export const publishResult = z.object({ changedMatches: z.number(), mails: z.number() });
/** What the next publication makes public: matches the public has never seen, and matches moved since. */
export const schedulePublication = z.object({ newMatches: z.number(), movedMatches: z.number() });
export type SchedulePublication = z.infer<typeof schedulePublication>;
