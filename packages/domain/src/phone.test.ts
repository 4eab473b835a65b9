import { describe, expect, it } from 'vitest';
import {
  emailIssue,
  emailLookupKey,
  formatPhone,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  phoneIssue,
} from './phone';

describe('phone', () => {
  it.each([
    ['+420 601 123 456', '+420601123456'],
    ['+420601123456', '+420601123456'],
    ['+420 601-123-456', '+420601123456'],
    [' +44 20 7946 0958 ', '+442079460958'],
    ['+1 (212) 555-0123', '+12125550123'],
    ['+49 30 123456', '+4930123456'],
    ['+386 1 234 56 78', '+38612345678'],
  ])('accepts %j in international format', (value, e164) => {
    expect(isValidPhone(value)).toBe(true);
    expect(phoneIssue(value)).toBeNull();
    expect(normalizePhone(value)).toBe(e164);
  });

  it.each([
    ['601123456'], // no country prefix
    ['00420601123456'], // prefix written with 00
    ['+420 123'], // too short for the Czech plan
    ['+4206011234567'], // too long
    ['+999 123456'], // no such country
    ['+420 601 123 456 ext 1'],
    ['tel: +420601123456'],
    ['+420 601 123 456 / +420 602 000 000'],
    ['+'],
  ])('refuses %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
    expect(phoneIssue(value)).toEqual({ key: 'phoneInvalid' });
    expect(normalizePhone(value)).toBeNull();
  });

  it('skips the check when empty', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('   ')).toBe(true);
    expect(isValidPhone(null)).toBe(true);
    expect(phoneIssue(undefined)).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('formats for display', () => {
    expect(formatPhone('+420601123456')).toBe('+420 601 123 456');
    expect(formatPhone('nonsense')).toBeNull();
  });
});

describe('e-mail', () => {
  it.each([
    ['jan.novak@example.com'],
    ['Jan.Novak@Example.CZ'],
    ['o.neil+hc@mail.club-prague.cz'],
    ["o'brien@example.ie"],
  ])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
    expect(emailIssue(value)).toBeNull();
  });

  it.each([
    [' jan@example.com'], // changed by normalising: surrounding blank
    ['jan@example.com '],
    ['jan@example'], // no top-level domain
    ['jan@@example.com'],
    ['jan..novak@example.com'],
    ['.jan@example.com'],
    ['jan@-example.com'],
    ['jan@example..com'],
    ['jan novak@example.com'],
    ['jiří@example.cz'],
    [`${'a'.repeat(65)}@example.com`],
    ['@example.com'],
  ])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(emailIssue(value)).toEqual({ key: 'email' });
  });

  it('refuses a value that composing its Unicode would change', () => {
    // 'e' followed by a combining acute accent is not the stored 'é'.
    expect(isValidEmail('jose\u0301@example.com')).toBe(false);
  });

  it('leaves an empty value to the required check', () => {
    expect(emailIssue('')).toBeNull();
    expect(emailIssue(null)).toBeNull();
    expect(isValidEmail('')).toBe(false);
  });

  it('looks users up without regard to case', () => {
    expect(emailLookupKey(' Jan.Novak@Example.CZ ')).toBe('jan.novak@example.cz');
  });
});
