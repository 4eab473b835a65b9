import { z } from 'zod';
import { REFEREE_PAYMENT_TYPES, REGISTRATION_STATES } from '../constants';
import { multiline } from '../text-input';
import { currency } from './club-registration';
import { booleanFilter, listPage, listQuery } from './list';
import { idString, link, optionalText, recordId } from './common';
import { refereeInHall, refereeRegistrationDetail } from './referees';

// The back-office side of referee registrations (DESIGN.md §3 "Back-office",
// /api/v1/admin/referee-registrations): the list with its filters, the detail with the state
// changes and the halls per day, the accommodation summary and the bank details for the payout.

export const REFEREE_REGISTRATION_SORTS = ['lastName', 'createdAt', 'state', 'country', 'arrivalDate'] as const;

export const refereeRegistrationListQuery = listQuery({
  sort: REFEREE_REGISTRATION_SORTS,
  filters: {
    state: z.enum(REGISTRATION_STATES).optional(),
    countryId: idString.optional(),
    /** Whether the referee asked for accommodation. */
    accommodation: booleanFilter,
    paymentType: z.enum(REFEREE_PAYMENT_TYPES).optional(),
  },
});
export type RefereeRegistrationListQuery = z.output<typeof refereeRegistrationListQuery>;

export const refereeRegistrationRow = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registrationState: z.enum(REGISTRATION_STATES),
  countryId: z.number(),
  countryCode: z.string(),
  wantsAccommodation: z.boolean(),
  wantsSingleRoom: z.boolean(),
  accommodationPlaceId: z.number().nullable(),
  accompanimentPersons: z.number(),
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  nights: z.number().nullable(),
  paymentType: z.enum(REFEREE_PAYMENT_TYPES).nullable(),
  /** Days with a hall assigned. */
  hallDays: z.number(),
  createdAt: z.string(),
});
export type RefereeRegistrationRow = z.infer<typeof refereeRegistrationRow>;
export const refereeRegistrationPage = listPage(refereeRegistrationRow);

/** GET /admin/referee-registrations/{id}: the whole registration and what the office may do with it. */
export const adminRefereeRegistration = z.object({
  registration: refereeRegistrationDetail,
  countryCode: z.string(),
  /** The states the current user may move it to now. */
  nextStates: z.array(z.enum(REGISTRATION_STATES)),
  /** The tournament days a hall may be assigned on (YYYY-MM-DD). */
  days: z.array(z.string()),
  links: z.array(link),
});
export type AdminRefereeRegistration = z.infer<typeof adminRefereeRegistration>;

/** POST /admin/referee-registrations/{id}/state: the new state and the reason told to the referee. */
export const refereeStateChangeInput = z.object({
  state: z.enum(REGISTRATION_STATES),
  reason: multiline(optionalText(2000)),
});
export type RefereeStateChangeInput = z.input<typeof refereeStateChangeInput>;

/** PUT /admin/referee-registrations/{id}/halls: the hall of each day the referee works (days left out: none). */
export const refereeHallsInput = z.object({
  refereeInHalls: z.array(refereeInHall.extend({ day: z.iso.date(), placeId: recordId })).max(31),
});
export type RefereeHallsInput = z.input<typeof refereeHallsInput>;

const perNight = z.array(z.number());

/**
 * GET /admin/referee-registrations/summary: the referees who asked for accommodation per place and
 * night (the referee and the accompanying persons; single rooms), and the meal vouchers. Cancelled
 * registrations are not counted; `confirmed` counts the accepted ones only.
 */
export const refereeAccommodationSummary = z.object({
  nights: z.array(z.string()),
  places: z.array(
    z.object({
      placeId: z.number().nullable(),
      placeName: z.string().nullable(),
      persons: perNight,
      confirmed: perNight,
      singleRooms: perNight,
    }),
  ),
  totals: z.object({ persons: perNight, confirmed: perNight, singleRooms: perNight }),
  referees: z.number(),
  withAccommodation: z.number(),
  mealVouchers: z.number(),
});
export type RefereeAccommodationSummary = z.infer<typeof refereeAccommodationSummary>;

/**
 * GET /admin/referee-registrations/bank-details: where to send each referee's money, one currency at
 * a time (a Czech account in CZK, a foreign one in EUR); with format=csv|xlsx the payout file.
 */
export const refereeBankDetailsQuery = listQuery({
  sort: ['lastName', 'country'],
  filters: {
    currency,
    state: z.enum(REGISTRATION_STATES).optional(),
  },
});
export type RefereeBankDetailsQuery = z.output<typeof refereeBankDetailsQuery>;

export const refereeBankDetailsRow = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  registrationState: z.enum(REGISTRATION_STATES),
  accountHoldersName: z.string().nullable(),
  /** CZK: the Czech account as written (prefix-number/bank code). */
  account: z.string().nullable(),
  /** The IBAN (a Czech account converted); null when the details are incomplete. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** EUR: the account holder's address. */
  address: z.string().nullable(),
  /** False when the details are incomplete or invalid: the payout needs them corrected first. */
  complete: z.boolean(),
});
export type RefereeBankDetailsRow = z.infer<typeof refereeBankDetailsRow>;
export const refereeBankDetailsPage = listPage(refereeBankDetailsRow);
