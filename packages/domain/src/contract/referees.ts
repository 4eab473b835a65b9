import { z } from 'zod';
import { stayAllocation } from './accommodation';
import { isValidBankCode, isValidBic, isValidCzechNumber, isValidCzechPrefix, isValidIban } from '../bank-account';
import { REFEREE_PAYMENT_TYPES, REFEREE_SEXES, REGISTRATION_STATES } from '../constants';
import { ruleIssue } from '../errors';
import { formatPhone, isValidEmail, isValidPhone } from '../phone';
import { refereePaymentIssues, stayIssues } from '../referee-registration';
import { multiline } from '../text-input';
import { link, optionalRecordId, optionalText, recordId, requiredText } from './common';
import { refereeInHall } from './referee-in-hall';

export {
  REFEREE_PAYMENT_TYPES,
  REFEREE_SEXES,
  REGISTRATION_STATES,
  type RefereePaymentType,
  type RefereeSex,
  type RegistrationState,
} from '../constants';

export { type RefereeInHall, refereeInHall } from './referee-in-hall';

/**
 * A full referee registration (PRODUCT_SPEC §3 "Referee registration"), with contact, accommodation
 * and bank details: only for the referee's own user and for admins. Everyone else sees the public
 * referee of the competition contract.
 */
export const refereeRegistration = z.object({
  id: z.number(),
  /** The account that registered the referee. */
  userId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number(),
  sex: z.enum(REFEREE_SEXES),
  email: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  countryId: z.number(),
  highestCompetition: z.string().nullable(),
  colleagueRefereeId: z.number().nullable(),
  colleagueRefereeRequested: z.boolean(),
  tshirtSizeId: z.number().nullable(),
  refereeProjectId: z.number().nullable(),
  refereeProjectName: z.string().nullable(),
  accommodationPlaceId: z.number().nullable(),
  wantsAccommodation: z.boolean(),
  wantsSingleRoom: z.boolean(),
  accompanimentPersons: z.number(),
  mealVouchers: z.number(),
  registrationNote: z.string().nullable(),
  /** YYYY-MM-DD; nights are the whole days between arrival and departure. */
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  refereeInHalls: z.array(refereeInHall),
  agreeToTerms: z.boolean(),
  registrationState: z.enum(REGISTRATION_STATES),
  paymentType: z.enum(REFEREE_PAYMENT_TYPES).nullable(),
  accountPrefix: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
  iban: z.string().nullable(),
  bicOrSwiftCode: z.string().nullable(),
  accountHoldersName: z.string().nullable(),
  accountStreet: z.string().nullable(),
  accountCity: z.string().nullable(),
  accountZip: z.string().nullable(),
  accountCountryId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefereeRegistration = z.infer<typeof refereeRegistration>;

// ---- the registration form (PRODUCT_SPEC §3 "Referee registration", §5) ------------------------

const id = recordId;
const optionalId = optionalRecordId;
/** Accompanying persons, meal vouchers: whole numbers from 0; missing is 0. */
const count = z
  .number()
  .int()
  .min(0)
  .max(99)
  .nullish()
  .transform((value) => value ?? 0);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value === true);
/** A bank field that is checked as soon as it is typed (the payment type decides whether it is required). */
const bankText = (max: number, valid: (value: string) => boolean, key: Parameters<typeof ruleIssue>[0]) =>
  optionalText(max).refine((value) => value === null || valid(value), ruleIssue(key));

/** Birth years a form accepts; whether the referee is old enough is only a hint (refereeAgeHint). */
export const REFEREE_BIRTH_YEAR = { min: 1930, max: 2020 } as const;

/**
 * Body of POST /referee-registrations and PUT /referee-registrations/{id}. Sections of the form:
 * personal data, experience, stay, accommodation, meals, T-shirt, colleague, payment, note, terms.
 * Whether the bank fields are required depends on `referee_bank_account_enabled`: the server checks
 * that with `refereePaymentIssues`, the form with `refereeRegistrationForm`.
 */
export const refereeRegistrationInput = z
  .object({
    // personal data
    firstName: requiredText(100),
    lastName: requiredText(100),
    birthYear: z.number().int().min(REFEREE_BIRTH_YEAR.min).max(REFEREE_BIRTH_YEAR.max),
    sex: z.enum(REFEREE_SEXES),
    email: z
      .string()
      .trim()
      .min(1)
      .max(254)
      .refine((value) => isValidEmail(value), ruleIssue('email')),
    /** International format with a + prefix; stored in the spaced international form. */
    phone: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((value) => isValidPhone(value), ruleIssue('phoneInvalid'))
      .transform((value) => formatPhone(value) ?? value),
    street: optionalText(200),
    city: optionalText(100),
    zip: optionalText(20),
    countryId: id,
    // experience
    highestCompetition: optionalText(200),
    refereeProjectId: optionalId,
    refereeProjectName: optionalText(200),
    // stay: nights are the whole days between arrival and departure
    arrivalDate: z.iso.date(),
    departureDate: z.iso.date(),
    // accommodation and meals
    wantsAccommodation: flag,
    /** One of the places with `defaultRefereeAccommodation`; only with wantsAccommodation. */
    accommodationPlaceId: optionalId,
    wantsSingleRoom: flag,
    accompanimentPersons: count,
    mealVouchers: count,
    tshirtSizeId: optionalId,
    // colleague: a registered referee, or ask the organisers for one
    colleagueRefereeId: optionalId,
    colleagueRefereeRequested: flag,
    // payment
    paymentType: z
      .enum(REFEREE_PAYMENT_TYPES)
      .nullish()
      .transform((value) => value ?? null),
    accountPrefix: bankText(6, isValidCzechPrefix, 'czechAccountPrefixInvalid'),
    accountNumber: bankText(10, isValidCzechNumber, 'czechAccountInvalid'),
    bankCode: bankText(4, isValidBankCode, 'bankCodeInvalid'),
    iban: bankText(42, isValidIban, 'ibanInvalid'),
    bicOrSwiftCode: bankText(11, isValidBic, 'bicInvalid'),
    accountHoldersName: optionalText(200),
    accountStreet: optionalText(200),
    accountCity: optionalText(100),
    accountZip: optionalText(20),
    accountCountryId: optionalId,
    registrationNote: multiline(optionalText(2000)),
    agreeToTerms: flag.refine((value) => value, ruleIssue('refereeTermsRequired')),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(stayIssues(value.arrivalDate, value.departureDate))) {
      if (message)
        ctx.addIssue({
          code: 'custom',
          path: [path],
          input: value[path as 'departureDate'],
          ...ruleIssue(message.key),
        });
    }
  });
export type RefereeRegistrationInput = z.input<typeof refereeRegistrationInput>;
export type RefereeRegistrationData = z.output<typeof refereeRegistrationInput>;

/**
 * The form's schema: the body's rules plus the payment part's required fields when bank accounts
 * are enabled (the same check the server applies).
 */
export function refereeRegistrationForm(options: { bankAccountsEnabled: boolean }) {
  return refereeRegistrationInput.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(refereePaymentIssues(value, options))) {
      if (!message) continue;
      // A missing value reads as `required` through the domain's mapping; the rest carry their key.
      if (message.key === 'required') ctx.addIssue({ code: 'custom', path: [path], input: undefined });
      else {
        const input = (value as Record<string, unknown>)[path];
        ctx.addIssue({ code: 'custom', path: [path], input, ...ruleIssue(message.key, message.params) });
      }
    }
  });
}

/** GET, POST and PUT answers: the registration, its nights and what the user may do with it. */
export const refereeRegistrationDetail = refereeRegistration.extend({
  /** Whole days between arrival and departure; null without both dates. */
  nights: z.number().nullable(),
  /** The allocated room and nights; null (or absent) while clubzone.show_referee_accommodation is off. */
  stay: stayAllocation.nullable().optional(),
  /** `getRefereeRegistration`, `updateRefereeRegistration` (inside the edit window). */
  links: z.array(link),
});
export type RefereeRegistrationDetail = z.infer<typeof refereeRegistrationDetail>;
