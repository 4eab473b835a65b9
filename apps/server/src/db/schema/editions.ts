import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A tournament edition: one year's event. Everything that happens in one year belongs to one
 * edition (the tables of `EDITION_TABLES`); users, halls and places, countries and the lists of
 * built-in values are shared by all editions.
 */
export const editions = pgTable(
  'editions',
  {
    id: serial().primaryKey(),
    year: integer().notNull().unique(),
    name: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** The edition every read and write sees unless a request names another one. */
    isCurrent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('editions_one_current_idx').on(t.isCurrent).where(sql`${t.isCurrent}`)],
);

/**
 * The owning edition of a row. In the database each edition-owned table `x` is a view over `x_all`
 * that shows the rows of `current_edition_id()` only: the current edition, or the one a transaction
 * set in `app.edition` (see `withEdition`). Rows written through the view get that edition.
 */
export function editionId() {
  return integer()
    .notNull()
    .default(sql`current_edition_id()`)
    .references(() => editions.id);
}
