import { isValidCzechNumber, isValidIban } from '@tms/domain/bank-account';
import { describe, expect, it } from 'vitest';
import { czechAccountNumber, demoIban } from './bank-accounts';
import { COUNTRIES } from './countries';

describe('demo bank accounts', () => {
  it('are valid Czech account numbers and IBANs of every demo country that has IBANs', () => {
    for (const start of [100_000_000, 1_234_567_890, 2_999_999_999]) {
      expect(isValidCzechNumber(czechAccountNumber(start))).toBe(true);
    }
    const digits = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3];
    for (const { code } of COUNTRIES) {
      const iban = demoIban(code, digits);
      if (iban !== null) expect(isValidIban(iban), code).toBe(true);
    }
    expect(demoIban('DE', digits)).toMatch(/^DE\d{20}$/);
    expect(demoIban('NL', digits)).toMatch(/^NL\d\d[A-Z]{4}\d{10}$/);
    expect(demoIban('US', digits)).toBeNull();
  });
});
