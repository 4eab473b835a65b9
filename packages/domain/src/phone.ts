import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { RuleMessage } from './rule-keys';

// Contact checks of PRODUCT_SPEC §5. Tournament contacts and referees come from 30 countries and
// are called during the tournament weekend, so a phone must carry its country prefix; the checks
// run in the web form and again on the server with the same answers.

/** National number length bounds of §5. */
export const PHONE_NATIONAL_NUMBER_LENGTH = { min: 2, max: 17 } as const;

// A '+' and what people type between digits; letters (extensions, words) are refused.
const PHONE_TEXT = /^\+[0-9][0-9 ()./-]*$/;

function parseInternational(value: string) {
  const text = value.trim();
  if (!PHONE_TEXT.test(text)) return undefined;
  // extract: false — the whole text must be the number, not merely contain one.
  const phone = parsePhoneNumberFromString(text, { extract: false });
  if (!phone?.isValid()) return undefined;
  const length = phone.nationalNumber.length;
  if (length < PHONE_NATIONAL_NUMBER_LENGTH.min || length > PHONE_NATIONAL_NUMBER_LENGTH.max) return undefined;
  return phone;
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * International format with a '+' country prefix that passes the country's numbering plan
 * (libphonenumber's minimal metadata) and has a national number of 2-17 digits. An empty value
 * passes: whether the phone is required is the form's decision, not this check's.
 */
export function isValidPhone(value: string | null | undefined): boolean {
  return isBlank(value) || parseInternational(value!) !== undefined;
}

/** `{ key: 'phoneInvalid' }` for a value that is filled in and not valid; null otherwise. */
export function phoneIssue(value: string | null | undefined): RuleMessage | null {
  return isValidPhone(value) ? null : { key: 'phoneInvalid' };
}

/** E.164 for storage and comparison ('+420 601 123 456' -> '+420601123456'); null when empty or invalid. */
export function normalizePhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return null;
  return parseInternational(value!)?.number ?? null;
}

/** Spaced international form for display ('+420 601 123 456'); null when empty or invalid. */
export function formatPhone(value: string | null | undefined): string | null {
  if (isBlank(value)) return null;
  return parseInternational(value!)?.formatInternational() ?? null;
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** What an e-mail must survive unchanged: no surrounding blanks, Unicode in composed form (NFC). */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC');
}

/**
 * §5: a pattern test (ASCII local part and domain with a top-level domain, lengths per RFC 5321)
 * that also requires the value to be unchanged by normalizeEmail, so what is stored is exactly what
 * the user saw and typed.
 */
export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || normalizeEmail(value) !== value || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/** `{ key: 'email' }` for a value that is filled in and not valid; null otherwise (empty is the form's `required`). */
export function emailIssue(value: string | null | undefined): RuleMessage | null {
  return isBlank(value) || isValidEmail(value) ? null : { key: 'email' };
}

/** Key to find a user by e-mail: addresses differ only in case are the same mailbox in practice. */
export function emailLookupKey(value: string): string {
  return normalizeEmail(value).toLowerCase();
}
