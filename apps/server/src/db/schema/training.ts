import { TRAINING_STATES } from '@tms/domain/training-slots';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs, competitionTeams } from './clubs';
import { trainingTypes } from './lookup-lists';
import { places } from './places';
import { users } from './users';
import { editionId } from './editions';

/**
 * A club's request for training time in a hall, and the slot the office confirmed (or why it
 * refused). Times are minutes after midnight of the day, like the match schedule's.
 */
export const trainingRequests = pgTable(
  'training_requests',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    trainingTypeId: integer()
      .notNull()
      .references(() => trainingTypes.id),
    /** What the club asked for. */
    requestedPlaceId: integer()
      .notNull()
      .references(() => places.id),
    requestedDay: date({ mode: 'string' }).notNull(),
    requestedStart: integer().notNull(),
    requestedEnd: integer().notNull(),
    note: text(),
    state: text({ enum: TRAINING_STATES }).notNull().default('requested'),
    /** The confirmed slot: set with state confirmed. */
    slotPlaceId: integer().references(() => places.id),
    slotDay: date({ mode: 'string' }),
    slotStart: integer(),
    slotEnd: integer(),
    refusalReason: text(),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.clubId), index().on(t.state), index().on(t.slotPlaceId, t.slotDay)],
);
