import { MAIL_STATES } from '@tms/domain/contract/admin';
import type { Role } from '@tms/domain/roles';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { editionId } from './editions';

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
    /** Set while the back-office blocks the account: no sign-in, no session. */
    blockedAt: timestamp({ withTimezone: true, mode: 'string' }),
    lastSignInAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Server-side sessions; the cookie carries a random id whose SHA-256 is the key here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Single-use password reset tokens; only their SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Counted attempts for rate limits (failed sign-ins, reset requests), shared by all instances.
 * `key` is e.g. `login:account:<email>` or `login:ip:<address>`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.key, t.at)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Set when an SMTP server accepted the message; null in outbox-only mode. */
    sentAt: timestamp({ withTimezone: true, mode: 'string' }),
    error: text(),
    /** pending until an SMTP server accepts it (sent) or the attempts run out (failed). */
    status: text({ enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When the worker may try next; while one tries, a lease that keeps other instances off. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.status, t.nextAttemptAt)],
);

export const MESSAGE_RECIPIENT_TYPES = ['all', 'club', 'referee'] as const;

export const dashboardMessages = pgTable('dashboard_messages', {
  editionId: editionId(),
  id: serial().primaryKey(),
  internalName: text().notNull(),
  recipientType: text({ enum: MESSAGE_RECIPIENT_TYPES }).notNull(),
  textCs: text().notNull(),
  textEn: text().notNull(),
  state: text({ enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  sentAt: timestamp({ withTimezone: true, mode: 'string' }),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
