import { PUSH_DELIVERY_STATES, PUSH_LOCALES, PUSH_URGENCIES } from '@tms/domain/contract/push';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { editionId } from './editions';

/**
 * The application server's key pair for VAPID (RFC 8292), made on the first start unless the
 * environment gives one: one row, shared by every instance and kept across restarts, since every
 * browser subscription is bound to the public key it was made with.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer().primaryKey().default(1),
    /** Uncompressed P-256 point, base64url: what browsers get as `applicationServerKey`. */
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A browser's push subscription (no account): its push service address and encryption keys, the
 * language its notices are written in and the teams it follows. Belongs to the edition whose teams it
 * follows; the endpoint is the browser's secret, so it identifies the subscription.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    locale: text({ enum: PUSH_LOCALES }).notNull(),
    teamIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.editionId, t.endpoint), index().using('gin', t.teamIds)],
);

/**
 * The push outbox: one notice for one subscription. Shared by every edition (not edition-owned): the
 * sender delivers whatever is due whichever edition is current, and a row goes with its subscription.
 * `(subscriptionId, eventKey)` is unique, so an event announced twice (two instances, a job run twice)
 * is queued once per subscription.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `final:812:3:2` or `soon:812:2025-04-21T12:40`. */
    eventKey: text().notNull(),
    /** The notice the service worker shows: title, body, the page to open, a tag. */
    payload: jsonb().$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
    urgency: text({ enum: PUSH_URGENCIES }).notNull().default('normal'),
    /** After this the notice is no news: not sent any more, and its TTL counts down to it. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text({ enum: PUSH_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When the sender may try next; while one tries, a lease that keeps other instances off. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    error: text(),
  },
  (t) => [unique().on(t.subscriptionId, t.eventKey), index().on(t.status, t.nextAttemptAt)],
);
