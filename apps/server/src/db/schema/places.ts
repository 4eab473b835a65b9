import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** Fixed ids: hall=1, hotel=2, restaurant=3, attraction=4. */
export const placeTypes = pgTable('place_types', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const places = pgTable(
  'places',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 16 }),
    address: text(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    link: text(),
    /** Free-form settings; `hall_reporter` holds the reporter's user id. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    visibleOnMap: boolean().notNull().default(true),
    defaultRefereeAccommodation: boolean().notNull().default(false),
    placeTypeId: integer()
      .notNull()
      .references(() => placeTypes.id),
    allowedTrainingTypesIds: integer().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.placeTypeId), unique().on(t.code)],
);

export const placeTranslations = pgTable(
  'place_translations',
  {
    id: serial().primaryKey(),
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    locale: varchar({ length: 5 }).notNull(),
    name: text().notNull(),
    description: text(),
  },
  (t) => [unique().on(t.placeId, t.locale)],
);

export const files = pgTable('files', {
  id: serial().primaryKey(),
  url: text().notNull(),
  filename: text().notNull(),
  extension: varchar({ length: 16 }).notNull(),
  folder: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const placeFiles = pgTable(
  'place_files',
  {
    placeId: integer()
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The order the place's photos and files are shown in. */
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.fileId] })],
);
