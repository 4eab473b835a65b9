import { REFEREE_PAYMENT_TYPES, REFEREE_SEXES, REGISTRATION_STATES } from '@tms/domain/constants';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries, tshirtSizes } from './lookup-lists';
import { places } from './places';
import { users } from './users';
import { editionId } from './editions';

export const referees = pgTable(
  'referees',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthYear: integer().notNull(),
    sex: text({ enum: REFEREE_SEXES }).notNull(),
    email: text().notNull(),
    phone: text(),
    street: text(),
    city: text(),
    zip: text(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    highestCompetition: text(),
    colleagueRefereeId: integer().references((): AnyPgColumn => referees.id, { onDelete: 'set null' }),
    colleagueRefereeRequested: boolean().notNull().default(false),
    tshirtSizeId: integer().references(() => tshirtSizes.id),
    refereeProjectId: integer(),
    refereeProjectName: text(),
    accommodationPlaceId: integer().references(() => places.id),
    wantsAccommodation: boolean().notNull().default(false),
    wantsSingleRoom: boolean().notNull().default(false),
    accompanimentPersons: integer().notNull().default(0),
    mealVouchers: integer().notNull().default(0),
    registrationNote: text(),
    arrivalDate: date({ mode: 'string' }),
    departureDate: date({ mode: 'string' }),
    agreeToTerms: boolean().notNull().default(false),
    registrationState: text({ enum: REGISTRATION_STATES }).notNull().default('new'),
    paymentType: text({ enum: REFEREE_PAYMENT_TYPES }),
    accountPrefix: text(),
    accountNumber: text(),
    bankCode: text(),
    iban: text(),
    bicOrSwiftCode: text(),
    accountHoldersName: text(),
    accountStreet: text(),
    accountCity: text(),
    accountZip: text(),
    accountCountryId: integer().references(() => countries.id),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.countryId), index().on(t.registrationState)],
);

/** The halls a referee works in, per tournament day. */
export const refereeInHalls = pgTable(
  'referee_in_halls',
  {
    editionId: editionId(),
    refereeId: integer()
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    placeId: integer()
      .notNull()
      .references(() => places.id),
  },
  (t) => [primaryKey({ columns: [t.refereeId, t.day] })],
);
