import fc from 'fast-check';
import { validateIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  czechAccountToIban,
  formatCzechAccount,
  formatIban,
  ibanToCzechAccount,
  isValidBankCode,
  isValidBic,
  isValidCzechNumber,
  isValidCzechPrefix,
  isValidIban,
  mod97CheckDigits,
  normalizeIban,
  parseCzechAccount,
  passesCzechMod11,
  passesMod97,
  validateCzechAccount,
  validateForeignAccount,
} from './bank-account';

// Numbers of 2-10 digits that pass mod 11 with at least two non-zero digits, built by appending the
// digit that completes the weighted sum (redrawn when no digit does).
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const validNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 9 })
  .map((head) => {
    const offset = 10 - head.length - 1;
    const sum = head.reduce((s, d, i) => s + d * WEIGHTS[offset + i], 0);
    const last = (11 - (sum % 11)) % 11;
    return last === 10 ? null : `${head.join('')}${last}`;
  })
  .filter((n): n is string => n !== null && n.replace(/0/g, '').length >= 2);

describe('Czech account numbers', () => {
  it('accepts numbers that pass mod 11 with the official weights', () => {
    expect(isValidCzechNumber('2000145399')).toBe(true);
    expect(isValidCzechNumber('19')).toBe(true); // 1×2 + 9×1 = 11
    expect(isValidCzechNumber('0000000019')).toBe(true);
    expect(isValidCzechNumber('123457')).toBe(true);
  });

  it('refuses a wrong check, wrong length, too few significant digits or other characters', () => {
    expect(isValidCzechNumber('2000145398')).toBe(false);
    expect(isValidCzechNumber('11')).toBe(false);
    expect(isValidCzechNumber('1')).toBe(false);
    expect(isValidCzechNumber('02000145399')).toBe(false); // 11 digits
    expect(isValidCzechNumber('0000000000')).toBe(false); // passes mod 11 but is no account
    expect(isValidCzechNumber('0000000011')).toBe(false);
    expect(isValidCzechNumber('20001-45399')).toBe(false);
    expect(isValidCzechNumber('')).toBe(false);
  });

  it('checks the prefix right-aligned on the last six weights', () => {
    expect(isValidCzechPrefix('19')).toBe(true);
    expect(isValidCzechPrefix('000019')).toBe(true);
    expect(isValidCzechPrefix('')).toBe(true);
    expect(isValidCzechPrefix(null)).toBe(true);
    expect(isValidCzechPrefix('000000')).toBe(true);
    expect(isValidCzechPrefix('18')).toBe(false);
    expect(isValidCzechPrefix('0000019')).toBe(false); // 7 digits
    expect(passesCzechMod11('35')).toBe(true);
  });

  it('needs a four-digit bank code', () => {
    expect(isValidBankCode('0800')).toBe(true);
    expect(isValidBankCode(' 2010 ')).toBe(true);
    expect(isValidBankCode('800')).toBe(false);
    expect(isValidBankCode('08000')).toBe(false);
    expect(isValidBankCode('08O0')).toBe(false);
  });

  it('detects every single mistyped digit of a valid number', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, delta) => {
        const i = at % number.length;
        const typo = `${number.slice(0, i)}${(Number(number[i]) + delta) % 10}${number.slice(i + 1)}`;
        expect(isValidCzechNumber(number)).toBe(true);
        expect(passesCzechMod11(typo)).toBe(false);
      }),
    );
  });

  it('answers each field with its message key', () => {
    expect(validateCzechAccount({ accountPrefix: '19', accountNumber: '2000145399', bankCode: '0800' })).toEqual({});
    expect(validateCzechAccount({ accountPrefix: '18', accountNumber: '2000145398', bankCode: '800' })).toEqual({
      accountPrefix: { key: 'czechAccountPrefixInvalid' },
      accountNumber: { key: 'czechAccountInvalid' },
      bankCode: { key: 'bankCodeInvalid' },
    });
    expect(validateCzechAccount({ accountNumber: ' ', bankCode: null })).toEqual({
      accountNumber: { key: 'required' },
      bankCode: { key: 'required' },
    });
  });

  it('reads and writes the usual text form', () => {
    expect(parseCzechAccount('19-2000145399/0800')).toEqual({ prefix: '19', number: '2000145399', bankCode: '0800' });
    expect(parseCzechAccount(' 123457 / 0100 ')).toEqual({ prefix: '', number: '123457', bankCode: '0100' });
    expect(parseCzechAccount('19-2000145398/0800')).toBeNull();
    expect(parseCzechAccount('2000145399')).toBeNull();
    expect(formatCzechAccount({ prefix: '000019', number: '2000145399', bankCode: '0800' })).toBe('19-2000145399/0800');
    expect(formatCzechAccount({ prefix: '000000', number: '0000000019', bankCode: '0100' })).toBe('19/0100');
  });
});

describe('IBAN', () => {
  it('converts a Czech account to its IBAN', () => {
    expect(czechAccountToIban({ prefix: '19', number: '2000145399', bankCode: '0800' })).toBe(
      'CZ6508000000192000145399',
    );
    expect(czechAccountToIban({ prefix: '', number: '123457', bankCode: '0100' })).toBe('CZ7001000000000000123457');
    expect(czechAccountToIban({ prefix: '', number: '123456', bankCode: '0100' })).toBeNull();
  });

  it('round-trips every valid Czech account through an IBAN the library accepts', () => {
    const account = fc.record({
      prefix: fc.oneof(
        fc.constant(''),
        validNumber.filter((n) => n.length <= 6),
      ),
      number: validNumber,
      bankCode: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    });
    fc.assert(
      fc.property(account, (acc) => {
        const iban = czechAccountToIban(acc)!;
        expect(iban).toHaveLength(24);
        expect(validateIBAN(iban).valid).toBe(true);
        const back = ibanToCzechAccount(iban)!;
        expect(formatCzechAccount(back)).toBe(formatCzechAccount(acc));
      }),
    );
  });

  it('validates check digits and each country’s length', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('cz6508000000192000145399')).toBe(true);
    expect(isValidIban('SK3112000000198742637541')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('CZ6608000000192000145399')).toBe(false); // check digits
    expect(isValidIban('DE8937040044053201300')).toBe(false); // 21 characters
    expect(isValidIban('XX89370400440532013000')).toBe(false); // no such country
    expect(isValidIban('')).toBe(false);
    expect(ibanToCzechAccount('DE89370400440532013000')).toBeNull();
  });

  it('normalises and prints in groups of four', () => {
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('  ')).toBeNull();
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });

  it('computes mod-97 check digits for IBANs and creditor references', () => {
    expect(mod97CheckDigits('CZ', '08000000192000145399')).toBe('65');
    expect(mod97CheckDigits('RF', '539007547034')).toBe('18');
    expect(passesMod97('RF18539007547034')).toBe(true);
    expect(passesMod97('RF19539007547034')).toBe(false);
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters with a known country', () => {
    expect(isValidBic('GIBACZPX')).toBe(true);
    expect(isValidBic('KOMBCZPPXXX')).toBe(true);
    expect(isValidBic(' giba cz px ')).toBe(true);
    expect(isValidBic('GIBACZP')).toBe(false);
    expect(isValidBic('GIBACZPXXX')).toBe(false);
    expect(isValidBic('GIBAXXPX')).toBe(false);
    expect(isValidBic('G1BACZPX')).toBe(false);
    expect(isValidBic('')).toBe(false);
  });

  it('answers the foreign account fields with message keys', () => {
    expect(validateForeignAccount({ iban: 'DE89370400440532013000', bicOrSwiftCode: 'COBADEFFXXX' })).toEqual({});
    expect(validateForeignAccount({ iban: 'DE89370400440532013001', bicOrSwiftCode: 'COBADE' })).toEqual({
      iban: { key: 'ibanInvalid' },
      bicOrSwiftCode: { key: 'bicInvalid' },
    });
    expect(validateForeignAccount({})).toEqual({ iban: { key: 'required' }, bicOrSwiftCode: { key: 'required' } });
  });
});
