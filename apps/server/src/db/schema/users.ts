import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const ROLES = [
  'ROLE_USER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_LATE_REGISTRATION',
  'ROLE_COMPETITION_REPORTER',
  'ROLE_COMPETITION_SUPER_REPORTER',
] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** The e-mail address, stored lower-cased. */
    username: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    passwordHash: text(),
    locale: varchar({ length: 5 }).notNull().default('cs'),
    roles: text().array().$type<Role[]>().notNull().default(sql`'{ROLE_USER}'::text[]`),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);
