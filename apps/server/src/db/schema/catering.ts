import { MEAL_SLOTS } from '@tms/domain/catering';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { places } from './places';
import { editionId } from './editions';

/**
 * A restaurant's seats per meal slot (issue "catering"): how many guests it seats at breakfast,
 * lunch, dinner, the Monday lunch and the VIP party on each tournament day. A slot without a row
 * is one the restaurant does not serve; the catering plan never seats more guests than this.
 */
export const restaurantMealSeats = pgTable(
  'restaurant_meal_seats',
  {
    editionId: editionId(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    meal: text({ enum: MEAL_SLOTS }).notNull(),
    seats: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.meal] }), check('restaurant_meal_seats_positive', sql`${t.seats} >= 0`)],
);
