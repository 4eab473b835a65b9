import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  getCountrySpecifications,
  isValidBIC,
  validateIBAN,
} from 'ibantools';
import type { RuleMessage } from './rule-keys';

// Bank accounts of referees (paid fees and travel costs) and of suppliers (the QR payments on
// invoices). A mistyped account sends money to a stranger or bounces weeks later, so the checks
// the banks themselves use are applied as the user types: the Czech mod-11 rule, IBAN mod-97
// with each country's length, and the BIC format.

/** A Czech domestic account, digits only: prefix '' when absent. */
export type CzechAccount = { prefix: string; number: string; bankCode: string };

/** Field messages by field name of the form (`accountNumber`, `iban`, ...); absent when valid. */
export type BankFieldErrors = Partial<Record<string, RuleMessage>>;

/** Weights of the Czech mod-11 check (ČNB decree 169/2011), applied right-aligned. */
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const DIGITS = /^\d+$/;
const ACCOUNT_TEXT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** Digits whose weighted sum (weights aligned to the last digit) is divisible by 11. */
export function passesCzechMod11(digits: string): boolean {
  if (!DIGITS.test(digits) || digits.length > WEIGHTS.length) return false;
  const offset = WEIGHTS.length - digits.length;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * WEIGHTS[offset + i];
  return sum % 11 === 0;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Prefix: empty, or up to 6 digits passing mod 11 (an all-zero prefix means none). */
export function isValidCzechPrefix(prefix: string | null | undefined): boolean {
  const value = clean(prefix);
  return value === '' || (value.length <= 6 && passesCzechMod11(value));
}

/** Basic number: 2 to 10 digits, at least two of them non-zero, passing mod 11. */
export function isValidCzechNumber(number: string | null | undefined): boolean {
  const value = clean(number);
  return value.length >= 2 && value.length <= 10 && passesCzechMod11(value) && value.replace(/0/g, '').length >= 2;
}

export function isValidBankCode(bankCode: string | null | undefined): boolean {
  return /^\d{4}$/.test(clean(bankCode));
}

/**
 * Field messages of a Czech account as the form has it: `accountPrefix`, `accountNumber`,
 * `bankCode`. Empty number or bank code is `required`; the prefix is optional.
 */
export function validateCzechAccount(fields: {
  accountPrefix?: string | null;
  accountNumber?: string | null;
  bankCode?: string | null;
}): BankFieldErrors {
  const errors: BankFieldErrors = {};
  if (!isValidCzechPrefix(fields.accountPrefix)) errors.accountPrefix = { key: 'czechAccountPrefixInvalid' };
  if (clean(fields.accountNumber) === '') errors.accountNumber = { key: 'required' };
  else if (!isValidCzechNumber(fields.accountNumber)) errors.accountNumber = { key: 'czechAccountInvalid' };
  if (clean(fields.bankCode) === '') errors.bankCode = { key: 'required' };
  else if (!isValidBankCode(fields.bankCode)) errors.bankCode = { key: 'bankCodeInvalid' };
  return errors;
}

/** '19-2000145399/0800' or '2000145399/0800' (spaces ignored) as a valid account; null otherwise. */
export function parseCzechAccount(text: string | null | undefined): CzechAccount | null {
  const match = ACCOUNT_TEXT.exec(clean(text).replace(/\s+/g, ''));
  if (!match) return null;
  const account = { prefix: match[1] ?? '', number: match[2], bankCode: match[3] };
  return isValidCzechAccount(account) ? account : null;
}

export function isValidCzechAccount(account: CzechAccount): boolean {
  return (
    Object.keys(
      validateCzechAccount({
        accountPrefix: account.prefix,
        accountNumber: account.number,
        bankCode: account.bankCode,
      }),
    ).length === 0
  );
}

/** The usual written form: leading zeros dropped, no prefix when it is zero ('19-2000145399/0800'). */
export function formatCzechAccount(account: CzechAccount): string {
  const prefix = account.prefix.replace(/^0+/, '');
  const number = account.number.replace(/^0+(?=\d{2})/, '');
  return `${prefix ? `${prefix}-` : ''}${number}/${account.bankCode}`;
}

/** Remainder of a decimal string modulo 97, digit by digit (ISO 7064 MOD 97-10). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** Letters as their ISO 13616 numbers (A = 10 ... Z = 35), digits unchanged. */
function lettersToDigits(text: string): string {
  return [...text.toUpperCase()].map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('');
}

/**
 * The two mod-97 check digits that make `${tag}${check}${body}` valid, shared by IBAN (tag = the
 * country code) and the ISO 11649 creditor reference (tag = 'RF').
 */
export function mod97CheckDigits(tag: string, body: string): string {
  const remainder = mod97(lettersToDigits(`${body}${tag}00`));
  return String(98 - remainder).padStart(2, '0');
}

/** Whether `${tag}${check}${body}` passes mod 97 (remainder 1). */
export function passesMod97(text: string): boolean {
  const value = text.toUpperCase();
  if (!/^[A-Z0-9]{5,}$/.test(value)) return false;
  return mod97(lettersToDigits(`${value.slice(4)}${value.slice(0, 4)}`)) === 1;
}

/** The IBAN of a valid Czech account (CZkk BBBB PPPPPP NNNNNNNNNN, electronic form); null when invalid. */
export function czechAccountToIban(account: CzechAccount): string | null {
  if (!isValidCzechAccount(account)) return null;
  const bban = `${account.bankCode}${account.prefix.padStart(6, '0')}${account.number.padStart(10, '0')}`;
  return `CZ${mod97CheckDigits('CZ', bban)}${bban}`;
}

/** The Czech account inside a valid CZ IBAN (for matching bank statements); null otherwise. */
export function ibanToCzechAccount(iban: string | null | undefined): CzechAccount | null {
  const value = normalizeIban(iban);
  if (!value?.startsWith('CZ') || !isValidIban(value)) return null;
  const account = {
    bankCode: value.slice(4, 8),
    prefix: value.slice(8, 14).replace(/^0+/, ''),
    number: value.slice(14).replace(/^0+(?=\d{2})/, ''),
  };
  return isValidCzechAccount(account) ? account : null;
}

/** Electronic form: no spaces, upper case ('cz65 0800 …' -> 'CZ650800…'); null when empty. */
export function normalizeIban(iban: string | null | undefined): string | null {
  const value = electronicFormatIBAN(clean(iban));
  return value ? value : null;
}

/** Check digits and the country's length and format (ibantools' registry), national checks included. */
export function isValidIban(iban: string | null | undefined): boolean {
  const value = normalizeIban(iban);
  return value !== null && validateIBAN(value).valid;
}

/** The IBAN registry's BBAN format of a country ('^[0-9]{18}$' for DE); null where IBANs are not used. */
export function bbanPattern(countryCode: string): string | null {
  return getCountrySpecifications()[countryCode.toUpperCase()]?.bban_regexp ?? null;
}

/** Groups of four for print ('CZ65 0800 0000 1920 0014 5399'); the input when it cannot be read. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normalizeIban(iban) ?? iban) ?? iban;
}

export function normalizeBic(bic: string | null | undefined): string | null {
  const value = clean(bic).replace(/\s+/g, '').toUpperCase();
  return value ? value : null;
}

/** 8 or 11 characters: bank (4 letters), country (ISO code), location (2), optional branch (3). */
export function isValidBic(bic: string | null | undefined): boolean {
  const value = normalizeBic(bic);
  return value !== null && isValidBIC(value);
}

/** Field messages of a foreign account: `iban` and `bicOrSwiftCode`, both required. */
export function validateForeignAccount(fields: {
  iban?: string | null;
  bicOrSwiftCode?: string | null;
}): BankFieldErrors {
  const errors: BankFieldErrors = {};
  if (!normalizeIban(fields.iban)) errors.iban = { key: 'required' };
  else if (!isValidIban(fields.iban)) errors.iban = { key: 'ibanInvalid' };
  if (!normalizeBic(fields.bicOrSwiftCode)) errors.bicOrSwiftCode = { key: 'required' };
  else if (!isValidBic(fields.bicOrSwiftCode)) errors.bicOrSwiftCode = { key: 'bicInvalid' };
  return errors;
}
