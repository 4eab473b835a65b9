import { ACCOMMODATION_KINDS, ACCOMMODATION_UNIT_KINDS } from '@tms/domain/accommodation';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { extraPersons } from './club-registrations';
import { clubs, competitionTeams } from './clubs';
import { places } from './places';
import { referees } from './referees';
import { editionId } from './editions';

/*
 * Accommodation capacity and allocation (issue "Accommodation, catering and training", items 1-2):
 * which places sleep people, their rooms or classrooms with beds, and who sleeps where per night.
 */

/** A place that sleeps people, and of which kind: hotel packages go to hotels, school packages to schools. */
export const accommodationPlaces = pgTable('accommodation_places', {
  placeId: integer()
    .primaryKey()
    .references(() => places.id, { onDelete: 'cascade' }),
  kind: text({ enum: ACCOMMODATION_KINDS }).notNull(),
});

/** A room (hotel) or classroom (school) with its beds; `nights` empty: available every night. */
export const accommodationUnits = pgTable(
  'accommodation_units',
  {
    id: serial().primaryKey(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ACCOMMODATION_UNIT_KINDS }).notNull(),
    beds: integer().notNull(),
    nights: date({ mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    position: integer().notNull().default(0),
  },
  (t) => [unique().on(t.placeId, t.name), check('accommodation_units_beds', sql`${t.beds} > 0`)],
);

/**
 * Beds of one unit given to one party (a team, an extra person booking or a referee) for its nights.
 * `publishedAt` null: changed since the last publishing, so the party is mailed next time.
 */
export const accommodationAllocations = pgTable(
  'accommodation_allocations',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    teamId: integer().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    extraPersonId: integer().references(() => extraPersons.id, { onDelete: 'cascade' }),
    refereeId: integer().references(() => referees.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => accommodationUnits.id, { onDelete: 'cascade' }),
    beds: integer().notNull(),
    nights: date({ mode: 'string' }).array().notNull(),
    publishedAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.teamId),
    index().on(t.extraPersonId),
    index().on(t.refereeId),
    index().on(t.unitId),
    check(
      'accommodation_allocations_one_party',
      sql`num_nonnulls(${t.teamId}, ${t.extraPersonId}, ${t.refereeId}) = 1`,
    ),
  ],
);

/**
 * A stay the party was told of (published) and the office has since changed or removed: the next
 * publishing tells the party its accommodation was changed (it has a new allocation) or cancelled
 * (it has none), then forgets the row. Name and club are kept because a removed party may no longer
 * be among those that booked a bed.
 */
export const accommodationWithdrawals = pgTable(
  'accommodation_withdrawals',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    teamId: integer().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    extraPersonId: integer().references(() => extraPersons.id, { onDelete: 'cascade' }),
    refereeId: integer().references(() => referees.id, { onDelete: 'cascade' }),
    partyName: text().notNull(),
    clubId: integer().references(() => clubs.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    nights: date({ mode: 'string' }).array().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'accommodation_withdrawals_one_party',
      sql`num_nonnulls(${t.teamId}, ${t.extraPersonId}, ${t.refereeId}) = 1`,
    ),
  ],
);

/**
 * The allocation as last published: what clubs and referees see of their stays. Applying changes
 * only the office's draft (`accommodation_allocations`); publishing copies it here.
 */
export const accommodationPublishedStays = pgTable(
  'accommodation_published_stays',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    teamId: integer().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    extraPersonId: integer().references(() => extraPersons.id, { onDelete: 'cascade' }),
    refereeId: integer().references(() => referees.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => accommodationUnits.id, { onDelete: 'cascade' }),
    beds: integer().notNull(),
    nights: date({ mode: 'string' }).array().notNull(),
  },
  (t) => [index().on(t.teamId), index().on(t.extraPersonId), index().on(t.refereeId)],
);
