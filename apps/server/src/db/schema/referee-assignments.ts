import { REFEREE_SOURCES } from '@tms/domain/contract/referee-assignments';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { matches } from './competition';
import { referees } from './referees';
import { users } from './users';
import { editionId } from './editions';

/**
 * The office's referees of a match (position 1 and 2), as planned or edited by hand. The match's
 * referees (`competition_match_referees`) start equal; a change at the table changes only those,
 * so the difference is the deviation shown to the office.
 */
export const refereeAssignments = pgTable(
  'referee_assignments',
  {
    editionId: editionId(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    refereeId: integer()
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    /** A locked match keeps its referees when the plan is run again. */
    locked: boolean().notNull().default(false),
    assignedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.position] }), index().on(t.refereeId)],
);

/**
 * The match referees as last published by the office: what the public and the referees see of a
 * match that has not started and whose referees the table has not set. The office's assignment is
 * its draft until published (POST /admin/referee-assignments/publish copies it here).
 */
export const publishedMatchReferees = pgTable(
  'referee_published_assignments',
  {
    editionId: editionId(),
    matchId: integer()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    refereeId: integer()
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.position] }), index().on(t.refereeId)],
);

/** Periods the office marked a referee unavailable, in local tournament time (Europe/Prague). */
export const refereeUnavailability = pgTable(
  'referee_unavailability',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    refereeId: integer()
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DDTHH:MM`, local. */
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.refereeId)],
);

/** The rank of a `highestCompetition` level as the office sets it (higher is better). */
export const refereeRanks = pgTable('referee_ranks', {
  highestCompetition: text().primaryKey(),
  rank: integer().notNull(),
});

export { REFEREE_SOURCES };
