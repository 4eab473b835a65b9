import { bbanPattern, isValidIban, mod97CheckDigits, passesCzechMod11 } from '@tms/domain/bank-account';

// Demo bank accounts that pass the same checks as the registration form: a referee who opens their
// registration must not be told their own (demo) account is invalid.

/** The first number from `start` up that passes the Czech mod-11 check (one in eleven does). */
export function czechAccountNumber(start: number): string {
  let number = start;
  while (!passesCzechMod11(String(number)) || String(number).replace(/0/g, '').length < 2) number++;
  return String(number);
}

const TOKEN = /\[([^\]]+)\]\{(\d+)\}/g;

/**
 * A valid IBAN of the country built from the given digits (its format from the IBAN registry,
 * letters where the format wants them), or null for countries without IBANs. National check
 * digits some countries add are found by trying the last two digits.
 */
export function demoIban(countryCode: string, digits: readonly number[]): string | null {
  const pattern = bbanPattern(countryCode);
  if (!pattern) return null;
  let i = 0;
  const next = () => digits[i++ % digits.length];
  let bban = '';
  for (const [, chars, length] of pattern.matchAll(TOKEN)) {
    for (let k = 0; k < Number(length); k++) {
      bban += chars === 'A-Z' ? String.fromCharCode(65 + next()) : String(next());
    }
  }
  const iban = (body: string) => `${countryCode}${mod97CheckDigits(countryCode, body)}${body}`;
  if (isValidIban(iban(bban))) return iban(bban);
  if (!/\d\d$/.test(bban)) return null;
  for (let tail = 0; tail < 100; tail++) {
    const candidate = iban(`${bban.slice(0, -2)}${String(tail).padStart(2, '0')}`);
    if (isValidIban(candidate)) return candidate;
  }
  return null;
}
