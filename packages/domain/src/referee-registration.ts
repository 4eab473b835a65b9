import {
  type BankFieldErrors,
  czechAccountToIban,
  normalizeBic,
  normalizeIban,
  validateCzechAccount,
  validateForeignAccount,
} from './bank-account';
import { nights, parseCalendarDate } from './calendar-date';
import type { Currency } from './money';
import type { RuleMessage } from './rule-keys';

// Rules of the referee registration form (PRODUCT_SPEC §3, §5) beside its zod contract: the
// stay, the age hint, and the bank details the office needs to pay referees. Referees are paid in
// CZK to a Czech account or in EUR to a foreign one; the office only asks for an account when
// `referee_bank_account_enabled` is on.

export const REFEREE_PAYMENT_TYPES = ['czk_payment', 'foreign_eur_payment'] as const;
export type RefereePaymentType = (typeof REFEREE_PAYMENT_TYPES)[number];

/** PRODUCT_SPEC §9: a referee should be over 18. */
export const REFEREE_MIN_AGE = 18;

export function paymentCurrency(type: RefereePaymentType): Currency {
  return type === 'czk_payment' ? 'CZK' : 'EUR';
}

/** Nights of the referee's stay: whole days between arrival and departure; null when it cannot be counted. */
export function refereeNights(arrival: string | null | undefined, departure: string | null | undefined): number | null {
  return nights(arrival, departure);
}

/** `departureDate: departureBeforeArrival` when both dates are valid and in the wrong order. */
export function stayIssues(
  arrival: string | null | undefined,
  departure: string | null | undefined,
): Partial<Record<'departureDate', RuleMessage>> {
  const valid = parseCalendarDate(arrival) && parseCalendarDate(departure);
  return valid && nights(arrival, departure) === null ? { departureDate: { key: 'departureBeforeArrival' } } : {};
}

/**
 * The form's hint on the birth year. Only the year is asked, so on the first tournament day a
 * referee born in `year - 18` may or may not be 18 yet: the hint shows unless they surely are.
 * Null when no hint is due (or the year is missing); `certain` tells whether they surely are not.
 */
export function refereeAgeHint(
  birthYear: number | null | undefined,
  firstTournamentDay: string,
  minAge: number = REFEREE_MIN_AGE,
): RuleMessage | null {
  const day = parseCalendarDate(firstTournamentDay);
  if (birthYear == null || !Number.isInteger(birthYear) || !day) return null;
  // Whoever was born in that year has had the birthday by 31 December, by no earlier day for sure.
  const ageAtMost = day.year - birthYear;
  const ageAtLeast = day.month === 12 && day.day === 31 ? ageAtMost : ageAtMost - 1;
  if (ageAtLeast >= minAge) return null;
  return { key: 'refereeMinAge', params: { minAge, date: firstTournamentDay, certain: ageAtMost < minAge } };
}

export type RefereeBankFields = {
  paymentType?: string | null;
  accountPrefix?: string | null;
  accountNumber?: string | null;
  bankCode?: string | null;
  iban?: string | null;
  bicOrSwiftCode?: string | null;
  accountHoldersName?: string | null;
  accountStreet?: string | null;
  accountCity?: string | null;
  accountZip?: string | null;
  accountCountryId?: number | null;
};

const blank = (value: string | number | null | undefined) => value == null || String(value).trim() === '';

/**
 * Field messages of the payment part. With bank accounts disabled nothing is asked. `czk_payment`
 * needs a valid Czech account and the holder's name; `foreign_eur_payment` a valid IBAN, BIC, the
 * holder's name and address (street, city, zip, country), which SEPA transfers outside the EEA need.
 */
export function refereePaymentIssues(
  fields: RefereeBankFields,
  options: { bankAccountsEnabled: boolean },
): BankFieldErrors {
  if (!options.bankAccountsEnabled) return {};
  const type = fields.paymentType;
  if (blank(type)) return { paymentType: { key: 'required' } };
  const required = (names: (keyof RefereeBankFields)[]): BankFieldErrors =>
    Object.fromEntries(names.filter((name) => blank(fields[name])).map((name) => [name, { key: 'required' }]));
  if (type === 'czk_payment') {
    return { ...validateCzechAccount(fields), ...required(['accountHoldersName']) };
  }
  if (type === 'foreign_eur_payment') {
    return {
      ...validateForeignAccount(fields),
      ...required(['accountHoldersName', 'accountStreet', 'accountCity', 'accountZip', 'accountCountryId']),
    };
  }
  return { paymentType: { key: 'invalidValue' } };
}

/** Where to send a referee's money: IBAN (a Czech account converted) and BIC; null when incomplete or invalid. */
export function refereePayoutAccount(fields: RefereeBankFields): { iban: string; bic: string | null } | null {
  if (Object.keys(refereePaymentIssues(fields, { bankAccountsEnabled: true })).length > 0) return null;
  if (fields.paymentType === 'czk_payment') {
    const iban = czechAccountToIban({
      prefix: (fields.accountPrefix ?? '').trim(),
      number: (fields.accountNumber ?? '').trim(),
      bankCode: (fields.bankCode ?? '').trim(),
    });
    return iban ? { iban, bic: null } : null;
  }
  return { iban: normalizeIban(fields.iban)!, bic: normalizeBic(fields.bicOrSwiftCode) };
}
