import { z } from 'zod';

// Apart from the referee registration contract: the public competition data names a referee's halls
// too, and the results pages must not load the registration's phone and bank account validation.

/** A day's hall of a referee. */
export const refereeInHall = z.object({
  /** YYYY-MM-DD */
  day: z.string(),
  placeId: z.number(),
});
export type RefereeInHall = z.infer<typeof refereeInHall>;
