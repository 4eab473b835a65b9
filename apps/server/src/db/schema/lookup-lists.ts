import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { ACCOMMODATION_KINDS } from '@tms/domain/accommodation';
import { users } from './users';
import { editionId } from './editions';

/*
 * Tables of the lookup lists (countries and regions, configuration, team categories, service
 * levels, t-shirt sizes, training types, pricelist): data the forms offer, not database enums.
 */

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  countryCode: varchar({ length: 2 }).notNull().unique(),
  currencyCode: varchar({ length: 3 }),
  languageCode: varchar({ length: 5 }),
  /** An inactive country is no longer offered to new registrations; the records using it keep it. */
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const regions = pgTable(
  'regions',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: varchar({ length: 16 }).notNull(),
    name: text().notNull(),
  },
  (t) => [unique().on(t.countryId, t.code)],
);

export const countryTranslations = pgTable(
  'country_translations',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    locale: varchar({ length: 5 }).notNull(),
    name: text().notNull(),
    description: text(),
  },
  (t) => [unique().on(t.countryId, t.locale)],
);

export const configurations = pgTable(
  'configurations',
  {
    editionId: editionId(),
    key: text().notNull(),
    dataType: text({ enum: ['string', 'integer', 'float', 'datetime', 'boolean'] }).notNull(),
    value: text(),
    format: text(),
    label: text(),
    description: text(),
    isPublic: boolean().notNull().default(true),
    protected: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.key] })],
);

/** Every change of a configuration value: who, when, the value before and after. */
export const configurationChanges = pgTable(
  'configuration_changes',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    key: text().notNull(),
    // The history outlives a removed account.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    oldValue: text(),
    newValue: text(),
  },
  (t) => [
    index().on(t.key, t.changedAt),
    foreignKey({
      columns: [t.editionId, t.key],
      foreignColumns: [configurations.editionId, configurations.key],
    }).onDelete('cascade'),
  ],
);

export const teamCategories = pgTable(
  'team_categories',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    code: varchar({ length: 8 }).notNull(),
    gender: text({ enum: ['male', 'female'] }).notNull(),
    birthDateMin: date({ mode: 'string' }).notNull(),
    birthDateMax: date({ mode: 'string' }),
    /** Whole match length in minutes (two halves). */
    matchLength: integer().notNull().default(30),
    weight: integer().notNull().default(0),
    /** Teams the category takes (its groups and match slots); null: no limit set. */
    maxTeams: integer(),
    /** Players of the other gender a team may include (MD/ME: girls, WE: boys); 0: single-gender. */
    otherGenderMax: integer().notNull().default(0),
    /** Whole match length in minutes by round level id where it differs from `matchLength`. */
    matchLengthByRoundLevel: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Match roster limits of the category; null: the configured defaults. */
    rosterPlayersMin: integer(),
    rosterPlayersMax: integer(),
    rosterLeadersMin: integer(),
    rosterLeadersMax: integer(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [unique().on(t.editionId, t.code)],
);

export const serviceLevels = pgTable('service_levels', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
});

export const tshirtSizes = pgTable('tshirt_sizes', {
  id: serial().primaryKey(),
  code: varchar({ length: 8 }).notNull().unique(),
});

export const trainingTypes = pgTable('training_types', {
  id: serial().primaryKey(),
  code: varchar({ length: 32 }).notNull().unique(),
  nameCs: text().notNull(),
  nameEn: text().notNull(),
});

export const pricelistItems = pgTable('pricelist_items', {
  editionId: editionId(),
  id: serial().primaryKey(),
  unit: text().notNull(),
  priceEur: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
  priceCzk: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
  nameCs: text().notNull(),
  nameEn: text().notNull(),
  availabilityFilter: text(),
  cateringType: text(),
  cateringTypeId: integer(),
  serviceTypeId: integer(),
  serviceLevelId: integer().references(() => serviceLevels.id),
  supplierId: integer(),
  separateInvoice: boolean().notNull().default(false),
  isSystem: boolean().notNull().default(false),
  singleRoomAvailable: boolean().notNull().default(false),
  /** Where an accommodation package sleeps: 'hotel' or 'school'; null: no accommodation. */
  accommodationKind: text({ enum: ACCOMMODATION_KINDS }),
  handballRestaurantAvailable: boolean().notNull().default(false),
  vipPartyAvailable: boolean().notNull().default(false),
  /** An inactive item is no longer offered; registrations and invoices that have it keep it. */
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
});
