import { z } from 'zod';
import { STATEMENT_FIELDS } from '../statement-fields';
import { ruleIssue } from '../errors';
import { MATCH_STATUSES } from '../payment-matching';
import { CURRENCIES } from '../money';
import { multiline } from '../text-input';
import { PAYMENT_METHODS, currency, decimalAmount } from './club-registration';
import { idString, optionalRecordId, optionalText, recordId } from './common';
import { listPage, listQuery } from './list';

// Payments in the back-office (DESIGN.md §3 "Back-office": /api/v1/admin/payments and
// /api/v1/admin/bank-statements): payments recorded by hand, bank statements matched to clubs by
// variable symbol and amount and booked once per bank line, and reminders of amounts past due.

/** A positive amount with at most two decimals. */
const positiveAmount = z
  .string()
  .trim()
  .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) > 0, ruleIssue('amountInvalid'));

/**
 * POST /admin/payments: a payment received by hand. `orderAmount` (what it pays of the bill, in the
 * bill's currency) is needed only when the money came in another currency.
 */
export const paymentInput = z
  .object({
    clubId: recordId,
    paymentDate: z.iso.date(),
    amount: positiveAmount,
    currency: z.enum(CURRENCIES),
    orderAmount: positiveAmount.nullish().transform((value) => value ?? null),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** Who took the cash; required for cash. */
    cashReceivedById: optionalRecordId,
    supplierId: optionalRecordId,
    note: multiline(optionalText(1000)),
    accountingDocumentId: optionalText(60),
  })
  .superRefine((value, ctx) => {
    if (value.paymentMethod === 'cash' && value.cashReceivedById === null) {
      ctx.addIssue({ code: 'custom', path: ['cashReceivedById'], input: undefined });
    }
  });
export type PaymentInput = z.input<typeof paymentInput>;

export const PAYMENT_SOURCES = ['manual', 'bank'] as const;

export const paymentListQuery = listQuery({
  sort: ['paymentDate', 'amount', 'club', 'createdAt'],
  defaultSort: '-paymentDate',
  filters: {
    clubId: idString.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    currency: z.enum(CURRENCIES).optional(),
    source: z.enum(PAYMENT_SOURCES).optional(),
    bankStatementId: idString.optional(),
  },
});
export type PaymentListQuery = z.output<typeof paymentListQuery>;

export const paymentRow = z.object({
  id: z.number(),
  clubId: z.number(),
  clubName: z.string(),
  paymentDate: z.string(),
  orderAmount: decimalAmount,
  orderAmountCurrency: currency,
  receivedAmount: decimalAmount,
  receivedAmountCurrency: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  cashReceivedBy: z.string().nullable(),
  supplierName: z.string().nullable(),
  note: z.string().nullable(),
  bankStatementId: z.number().nullable(),
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentPage = listPage(paymentRow);

// ---- bank statements ----------------------------------------------------------------------------

/** Which column (0-based) holds each field of a line. */
export const columnMapping = z.partialRecord(z.enum(STATEMENT_FIELDS), z.number().int().min(0).max(200));

/** The file as the browser read it, with what the user confirmed of its reading. */
export const statementFileInput = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** The file's bytes in base64 (at most about 3 MB). */
  content: z.string().max(4_000_000),
  /** Null: guessed from the file. */
  mapping: columnMapping.nullish().transform((value) => value ?? null),
  delimiter: z
    .enum([';', ',', '\t', '|'])
    .nullish()
    .transform((value) => value ?? null),
  headerRow: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullish()
    .transform((value) => value ?? null),
  /** The account's currency, for files without a currency column. */
  currency: z.enum(CURRENCIES).default('CZK'),
  /** The supplier whose account the statement is of, if known. */
  supplierId: optionalRecordId,
});
export type StatementFileInput = z.input<typeof statementFileInput>;

/** POST /admin/bank-statements: the file again with the rows the user confirmed for booking. */
export const statementImportInput = statementFileInput.extend({
  book: z.array(z.number().int().min(1)).max(10_000),
});
export type StatementImportInput = z.input<typeof statementImportInput>;

export const statementLine = z.object({
  row: z.number(),
  key: z.string(),
  date: z.string().nullable(),
  amount: decimalAmount.nullable(),
  currency: z.string(),
  variableSymbol: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(MATCH_STATUSES),
  clubId: z.number().nullable(),
  clubName: z.string().nullable(),
  invoiceId: z.number().nullable(),
  /** What the club owed before the line and would owe after it. */
  restBefore: decimalAmount.nullable(),
  restAfter: decimalAmount.nullable(),
  bookable: z.boolean(),
});
export type StatementLineView = z.infer<typeof statementLine>;

/** POST /admin/bank-statements/preview: how the file reads and what each line would book. Writes nothing. */
export const statementPreview = z.object({
  format: z.object({
    encoding: z.string(),
    delimiter: z.string(),
    headerRow: z.number(),
    decimalComma: z.boolean(),
    bank: z.string().nullable(),
  }),
  header: z.array(z.string()),
  mapping: columnMapping,
  /** Date and amount must be mapped before anything can be matched. */
  mappingComplete: z.boolean(),
  lines: z.array(statementLine),
  counts: z.partialRecord(z.enum(MATCH_STATUSES), z.number()),
});
export type StatementPreview = z.infer<typeof statementPreview>;

/** The answer of an import: the statement recorded and what it booked. */
export const statementImportResult = z.object({
  statementId: z.number(),
  booked: z.number(),
  /** Rows asked for that an earlier import (or a concurrent one) had booked. */
  alreadyBooked: z.number(),
  /** Rows asked for that are not bookable (any more). */
  skipped: z.number(),
});

export const bankStatementListQuery = listQuery({
  sort: ['createdAt', 'fileName', 'booked'],
  defaultSort: '-createdAt',
  filters: {},
});
export const bankStatementRow = z.object({
  id: z.number(),
  fileName: z.string(),
  supplierName: z.string().nullable(),
  importedBy: z.string().nullable(),
  lineCount: z.number(),
  bookedCount: z.number(),
  alreadyBookedCount: z.number(),
  createdAt: z.string(),
});
export type BankStatementRow = z.infer<typeof bankStatementRow>;
export const bankStatementPage = listPage(bankStatementRow);

// ---- reminders --------------------------------------------------------------------------------

/** GET /admin/payments/reminders: who would get a reminder now (an amount due past an invoice's due date). */
export const reminderCandidate = z.object({
  clubId: z.number(),
  clubName: z.string(),
  recipients: z.array(z.string()),
  currency,
  rest: decimalAmount,
  overdueInvoices: z.array(z.object({ number: z.string(), rest: decimalAmount, dueDate: z.string() })),
  lastReminderAt: z.string().nullable(),
});
export type ReminderCandidate = z.infer<typeof reminderCandidate>;

/** POST /admin/payments/reminders: the clubs of the preview the user confirmed. */
export const reminderInput = z.object({ clubIds: z.array(recordId).min(1).max(2000) });
/** `clubs`: the clubs reminded; `skipped`: chosen clubs still due that have no club admin to write to. */
export const reminderResult = z.object({ sent: z.number(), clubs: z.number(), skipped: z.number() });
