import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs, partyColumns } from './clubs';
import { countries, pricelistItems } from './lookup-lists';
import { users } from './users';
import { editionId } from './editions';

/*
 * Club registration and finance (PRODUCT_SPEC §3 Registration, Extra person, Registration file,
 * Invoice item, Payment; DESIGN.md §4 "Club registration and pricing"). The registration's id is
 * the club's: the club row holds name, address, country, region and state, this file the rest.
 * Money is `numeric(12, 2)` read as strings, so exact amounts never pass through floating point.
 */

const money = () => numeric({ precision: 12, scale: 2, mode: 'string' });
const created = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Who invoices: the organiser, a hotel partner. Their accounts go on invoices and payment QR codes. */
export const suppliers = pgTable('suppliers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  street: text(),
  city: text(),
  zip: text(),
  countryCode: text(),
  /** Company id (IČO). */
  companyId: text(),
  /** VAT id (DIČ); null when not a VAT payer. */
  vatId: text(),
  email: text(),
  czkIban: text(),
  czkBic: text(),
  eurIban: text(),
  eurBic: text(),
  createdAt: created(),
});

/** The registration's own fields, one row per registered club. */
export const clubRegistrations = pgTable('club_registrations', {
  editionId: editionId(),
  clubId: integer()
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  /** The user who registered the club. */
  clubAdminId: integer().references(() => users.id, { onDelete: 'set null' }),
  tournamentContactFirstName: text(),
  tournamentContactLastName: text(),
  tournamentContactPhone: text(),
  arrivalDate: date({ mode: 'string' }),
  departureDate: date({ mode: 'string' }),
  differentBillingAddress: boolean().notNull().default(false),
  invoiceSubjectName: text(),
  invoiceStreet: text(),
  invoiceCity: text(),
  invoiceZip: text(),
  invoiceCountryId: integer().references(() => countries.id),
  tin: text(),
  vatin: text(),
  registrationNote: text(),
  internalNote: text(),
  agreeToTerms: boolean().notNull().default(false),
  createdAt: created(),
  updatedAt: created(),
});

export const extraPersons = pgTable(
  'extra_persons',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    ...partyColumns(),
    createdAt: created(),
  },
  (t) => [index().on(t.clubId)],
);

/**
 * Uploaded files, bodies included, so any instance can serve them. Unattached (clubId null) until a
 * registration lists it; only its uploader may attach or read it until then.
 */
export const registrationFiles = pgTable(
  'registration_files',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer().references(() => clubs.id, { onDelete: 'cascade' }),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    folder: text().notNull().default('club-registration'),
    filename: text().notNull(),
    extension: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: created(),
  },
  (t) => [index().on(t.clubId), index().on(t.uploadedById)],
);

/** An invoice of a club: a supplier's items, or one item billed separately. Numbered once, kept. */
export const invoices = pgTable(
  'invoices',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Stable within the club: `supplier-<id>` or `separate-<role>-<item>` (see stableInvoiceKey). */
    groupKey: text().notNull(),
    number: text().notNull().unique(),
    supplierId: integer().references(() => suppliers.id),
    separate: boolean().notNull().default(false),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    variableSymbol: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** Cancelled when its items are gone from the bill; a cancelled invoice keeps its number. */
    cancelledAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: created(),
    updatedAt: created(),
  },
  (t) => [unique().on(t.clubId, t.groupKey)],
);

/**
 * Invoice items: system items are derived from the registration each time it changes (unit prices
 * copied from the price list then, so a later price change never alters an issued invoice); manual
 * items come from the back-office and stay.
 */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    isSystem: boolean().notNull().default(false),
    /** teamFee, package, singleRoom, mondayLunch, vipParty or manual. */
    role: text().notNull().default('manual'),
    position: integer().notNull().default(0),
    nameCs: text().notNull(),
    nameEn: text().notNull(),
    quantity: integer().notNull(),
    unitType: text().notNull().default(''),
    currency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    unitPrice: money().notNull(),
    /** Percent with two decimals. */
    discountPercent: numeric({ precision: 5, scale: 2, mode: 'string' }).notNull().default('0'),
    pricelistItemId: integer().references(() => pricelistItems.id, { onDelete: 'set null' }),
    supplierId: integer().references(() => suppliers.id),
    separateInvoice: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [index().on(t.clubId), index().on(t.invoiceId)],
);

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card'] as const;

/** An imported bank statement: which file, whose account, who imported it and what it booked. */
export const bankStatements = pgTable('bank_statements', {
  editionId: editionId(),
  id: serial().primaryKey(),
  fileName: text().notNull(),
  /** The supplier whose account the statement is of; null when not told. */
  supplierId: integer().references(() => suppliers.id),
  importedById: integer().references(() => users.id, { onDelete: 'set null' }),
  /** Lines in the file, lines booked now, lines booked by an earlier import. */
  lineCount: integer().notNull(),
  bookedCount: integer().notNull(),
  alreadyBookedCount: integer().notNull().default(0),
  /** The column mapping and format the file was read with. */
  format: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: created(),
});

/** A payment received from a club; `orderAmount` is what it pays of the bill, in the bill's currency. */
export const payments = pgTable(
  'payments',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    supplierId: integer().references(() => suppliers.id),
    /** The invoice the payment was made for (matched by variable symbol and amount), when known. */
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    paymentDate: date({ mode: 'string' }).notNull(),
    orderAmount: money().notNull(),
    orderAmountCurrency: text({ enum: ['CZK', 'EUR'] }).notNull(),
    receivedAmount: money().notNull(),
    receivedAmountCurrency: text().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('bank_transfer'),
    cashReceivedById: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    accountingDocumentId: text(),
    /** The statement a bank line was booked from, and the line's key (the bank's transaction id). */
    bankStatementId: integer().references(() => bankStatements.id, { onDelete: 'set null' }),
    bankTransactionKey: text().unique(),
    createdAt: created(),
    updatedAt: created(),
  },
  (t) => [index().on(t.clubId)],
);

/**
 * The documents of the dashboard's "documents to download" card (PRODUCT_SPEC §3 "File", folder
 * `documents`): an uploaded file shown to the users of one language, in the office's order.
 */
export const dashboardDocuments = pgTable(
  'dashboard_documents',
  {
    editionId: editionId(),
    id: serial().primaryKey(),
    fileId: integer()
      .notNull()
      .unique()
      .references(() => registrationFiles.id, { onDelete: 'cascade' }),
    locale: varchar({ length: 5 }).notNull(),
    title: text().notNull(),
    position: integer().notNull(),
    createdAt: created(),
  },
  (t) => [index().on(t.locale, t.position)],
);
