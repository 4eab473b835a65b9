import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { REGISTRATION_STATES } from '@tms/domain/constants';
import { countries, pricelistItems, regions, serviceLevels, teamCategories } from './lookup-lists';
import { places } from './places';
import { users } from './users';
import { editionId } from './editions';

/**
 * Package and person counts of a team or an extra person, and what the organiser assigns later
 * (halls and classrooms as text, the accommodation place). A function, so each table gets its own
 * column builders.
 */
export function partyColumns() {
  return {
    bundlePricelistItemId: integer().references(() => pricelistItems.id),
    bundlePersons: integer().notNull().default(0),
    /** Monday lunch in the handball restaurant. */
    handballPersons: integer().notNull().default(0),
    vipPartyPersons: integer().notNull().default(0),
    singleRoomPersons: integer().notNull().default(0),
    halls: text().array().notNull().default(sql`'{}'::text[]`),
    classrooms: text().array().notNull().default(sql`'{}'::text[]`),
    placeId: integer().references(() => places.id),
  };
}

export const clubs = pgTable(
  'clubs',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    name: text().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    regionId: integer().references(() => regions.id),
    street: text(),
    city: text(),
    zip: text(),
    registrationState: text({ enum: REGISTRATION_STATES }).notNull().default('new'),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.countryId)],
);

/** Users of a club; `isAdmin` marks the club admins who manage the club and its users. */
export const clubUsers = pgTable(
  'club_users',
  {
    editionId: editionId(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index().on(t.userId)],
);

export const competitionTeams = pgTable(
  'competition_teams',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    /** Explicit name; when empty the team is shown as club name plus roman team number. */
    name: text(),
    teamNumber: integer().notNull().default(1),
    persons: integer().notNull().default(0),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    teamCategoryId: integer()
      .notNull()
      .references(() => teamCategories.id),
    // Team (registration), PRODUCT_SPEC §3: the package and person counts the club ordered.
    ...partyColumns(),
    /** Service level whose team fee applies; null: the generic fee. */
    teamStartServiceLevelId: integer().references(() => serviceLevels.id),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.clubId, t.teamCategoryId, t.teamNumber), index().on(t.teamCategoryId)],
);

/** Per-team permission: the user administers that team. */
export const teamAdmins = pgTable(
  'team_admins',
  {
    editionId: editionId(),
    teamId: integer()
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index().on(t.userId)],
);

/** A person on the club roster (player or leader). */
export const participants = pgTable(
  'participants',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    gender: text({ enum: ['male', 'female'] }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.clubId)],
);

/** Assignment of a club participant to a team, as player or leader. */
export const teamParticipants = pgTable(
  'team_participants',
  {
    editionId: editionId(),
    teamId: integer()
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    isLeader: boolean().notNull().default(false),
    jerseyNumber: integer(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.participantId] }), index().on(t.participantId)],
);
