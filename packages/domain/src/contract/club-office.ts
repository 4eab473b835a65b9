import { z } from 'zod';
import { REGISTRATION_STATES } from '../constants';
import { ruleIssue } from '../errors';
import { multiline } from '../text-input';
import { clubRegistration, currency, decimalAmount } from './club-registration';
import { idString, link, optionalRecordId, optionalText, requiredText } from './common';
import { listPage, listQuery } from './list';

// The back-office side of club registrations (DESIGN.md §3 "Back-office", /api/v1/admin/club-registrations):
// the list with its amounts, the detail with the office's actions, state changes with a reason,
// the internal note and the manual invoice items and discounts.

/** Which rows by what they owe: something left to pay, paid in full, paid more than the bill. */
export const BALANCE_FILTERS = ['due', 'paid', 'overpaid'] as const;

export const CLUB_REGISTRATION_SORTS = [
  'createdAt',
  'name',
  'state',
  'country',
  'teams',
  'persons',
  'toPay',
  'paid',
  'rest',
] as const;

export const clubRegistrationListQuery = listQuery({
  sort: CLUB_REGISTRATION_SORTS,
  defaultSort: '-createdAt',
  filters: {
    state: z.enum(REGISTRATION_STATES).optional(),
    countryId: idString.optional(),
    balance: z.enum(BALANCE_FILTERS).optional(),
  },
});
export type ClubRegistrationListQuery = z.output<typeof clubRegistrationListQuery>;

/** A row of the list; amounts in the club's currency, as exact decimal strings. */
export const clubRegistrationRow = z.object({
  id: z.number(),
  name: z.string(),
  registrationState: z.enum(REGISTRATION_STATES),
  countryId: z.number(),
  countryCode: z.string(),
  city: z.string().nullable(),
  clubAdminEmail: z.string().nullable(),
  teams: z.number(),
  /** Persons in packages: the teams' and the extra persons'. */
  persons: z.number(),
  currency,
  toPay: decimalAmount,
  paid: decimalAmount,
  rest: decimalAmount,
  variableSymbol: z.string(),
  createdAt: z.string(),
});
export type ClubRegistrationRow = z.infer<typeof clubRegistrationRow>;
export const clubRegistrationPage = listPage(clubRegistrationRow);

export const supplierOption = z.object({ id: z.number(), name: z.string() });
export type SupplierOption = z.infer<typeof supplierOption>;

/** GET /admin/club-registrations/{id}: the whole registration and what the office may do with it. */
export const adminClubRegistration = z.object({
  registration: clubRegistration,
  countryCode: z.string(),
  variableSymbol: z.string(),
  /** The states the current user may move it to now. */
  nextStates: z.array(z.enum(REGISTRATION_STATES)),
  suppliers: z.array(supplierOption),
  links: z.array(link),
});
export type AdminClubRegistration = z.infer<typeof adminClubRegistration>;

/** POST /admin/club-registrations/{id}/state: the new state and the reason told to the club. */
export const clubStateChangeInput = z.object({
  state: z.enum(REGISTRATION_STATES),
  reason: multiline(optionalText(2000)),
});
export type ClubStateChangeInput = z.input<typeof clubStateChangeInput>;

/** PUT /admin/club-registrations/{id}/internal-note: the office's note, never shown to the club. */
export const internalNoteInput = z.object({ internalNote: multiline(optionalText(4000)) });

/** An amount with at most two decimals and a dot; negative for a discount line. */
export const signedAmountText = z
  .string()
  .trim()
  .refine((value) => /^-?\d{1,9}(\.\d{1,2})?$/.test(value), ruleIssue('amountInvalid'));
/** A discount in percent, 0 to 100 with at most two decimals. */
export const percentText = z
  .string()
  .trim()
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value), ruleIssue('invalidValue'))
  .refine((value) => Number(value) <= 100, ruleIssue('max', { max: 100 }));

/** A manual invoice item (a fee, a correction, a discount with a negative price), in the bill's currency. */
export const invoiceItemInput = z.object({
  nameCs: requiredText(200),
  nameEn: requiredText(200),
  quantity: z.number().int().min(1).max(9999),
  unitType: optionalText(40),
  unitPrice: signedAmountText,
  discountPercent: percentText.default('0'),
  supplierId: optionalRecordId,
  separateInvoice: z.boolean().default(false),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInput>;

/** PUT …/invoice-items/{itemId}/discount: a discount on any item, system items included (kept on re-pricing). */
export const invoiceItemDiscountInput = z.object({ discountPercent: percentText });

const perNight = z.array(z.number());

/**
 * GET /admin/club-registrations/summary: accommodation and board per place (or package, before a
 * place is assigned) and night, Monday lunch and VIP party persons, and per category the teams
 * against its capacity. Cancelled registrations are not counted.
 */
export const clubRegistrationSummary = z.object({
  nights: z.array(z.string()),
  accommodation: z.array(
    z.object({
      placeId: z.number().nullable(),
      placeName: z.string().nullable(),
      packageId: z.number().nullable(),
      packageName: z.string().nullable(),
      persons: perNight,
      singleRooms: perNight,
      board: perNight,
    }),
  ),
  totals: z.object({ persons: perNight, singleRooms: perNight, board: perNight }),
  mondayLunch: z.number(),
  vipParty: z.number(),
  categories: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      /** Teams of waiting, accepted and processed registrations. */
      teams: z.number(),
      /** Of them, teams of accepted and processed registrations. */
      confirmed: z.number(),
      /** Null: no limit set. */
      capacity: z.number().nullable(),
      /** Capacity less teams; negative when over. */
      free: z.number().nullable(),
    }),
  ),
});
export type ClubRegistrationSummary = z.infer<typeof clubRegistrationSummary>;
