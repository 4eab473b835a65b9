import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './competition';
import { teamCategories } from './lookup-lists';
import { users } from './users';
import { editionId } from './editions';

/** A category's competition format (`@tms/domain/schedule/format`); a category without a row uses the 2025 defaults. */
export const categoryFormats = pgTable('category_formats', {
  editionId: editionId(),
  teamCategoryId: integer()
    .primaryKey()
    .references(() => teamCategories.id, { onDelete: 'cascade' }),
  format: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * A match-day change of a match's hall, day or time: kept until the next publish, which mails the
 * clubs (and referees) concerned one list of every change since the last publish.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    before: jsonb().$type<{ day: string; time: string; placeId: number }>().notNull(),
    after: jsonb().$type<{ day: string; time: string; placeId: number }>().notNull(),
    note: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [index().on(t.publishedAt), index().on(t.matchId)],
);
