import { z } from 'zod';
import { MEAL_SLOTS } from '../catering';
import { ruleIssue } from '../errors';

// Catering (issue "accommodation, catering and training", items 1, 3 and 6): restaurants' seats per
// meal slot, the day's meal counts per restaurant and slot, and the referees' meal vouchers.

const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const mealSlot = z.enum(MEAL_SLOTS);

/** PUT /admin/places/{id}/meal-seats: a restaurant's seats per meal slot (0 or missing: not served). */
export const mealSeatsInput = z
  .object({
    seats: z.array(z.object({ meal: mealSlot, seats: z.number().int().min(0).max(100_000) })).max(MEAL_SLOTS.length),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.seats.forEach((row, index) => {
      if (seen.has(row.meal))
        ctx.addIssue({ code: 'custom', path: ['seats', index, 'meal'], ...ruleIssue('duplicate') });
      seen.add(row.meal);
    });
  });
export type MealSeatsInput = z.input<typeof mealSeatsInput>;
export const mealSeats = z.object({
  placeId: z.number(),
  seats: z.array(z.object({ meal: mealSlot, seats: z.number() })),
});
export type MealSeats = z.infer<typeof mealSeats>;

export const CATERING_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
/** GET /admin/catering: one day (default: the first with meals); with format, the file of the day or every day. */
export const cateringQuery = z.object({
  day: z.string().regex(CALENDAR_DATE).optional(),
  format: z.enum(CATERING_FORMATS).optional(),
  locale: z.enum(['cs', 'en']).optional(),
});
export type CateringQuery = z.infer<typeof cateringQuery>;

const seatedParty = z.object({
  kind: z.enum(['team', 'extraPerson', 'referee']),
  id: z.number(),
  /** The team's name, "Extra persons" of a club, the referee's name. */
  name: z.string(),
  clubName: z.string().nullable(),
  persons: z.number(),
});
export type SeatedPartyView = z.infer<typeof seatedParty>;

export const cateringSlot = z.object({
  meal: mealSlot,
  /** Everybody owed this meal. */
  total: z.number(),
  restaurants: z.array(
    z.object({
      placeId: z.number(),
      name: z.string(),
      seats: z.number(),
      count: z.number(),
      parties: z.array(seatedParty),
    }),
  ),
  /** Who no restaurant has a seat for (restaurants' seats are too few). */
  unseated: z.array(seatedParty),
});
export type CateringSlot = z.infer<typeof cateringSlot>;

export const cateringDay = z.object({
  day: z.string().nullable(),
  /** Every day anybody eats. */
  days: z.array(z.string()),
  slots: z.array(cateringSlot),
});
export type CateringDay = z.infer<typeof cateringDay>;

/** A row of the meal counts export. */
export type CateringCountRow = {
  day: string;
  restaurant: string;
  meal: (typeof MEAL_SLOTS)[number];
  seats: number;
  count: number;
};
