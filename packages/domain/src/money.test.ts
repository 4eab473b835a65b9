import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  formatMoney,
  money,
  moneyFromDecimal,
  multiplyMoney,
  parseMinor,
  parsePercent,
  percentOf,
  priceLine,
  sumByCurrency,
  sumMoney,
  toDecimalString,
} from './money';

const czk = (minor: number) => money('CZK', minor);
const eur = (minor: number) => money('EUR', minor);
// Intl separates groups with a no-break (or narrow no-break) space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parseMinor', () => {
  it.each([
    ['1234.5', 123_450],
    ['1234.50', 123_450],
    ['139', 13_900],
    [' 0.05 ', 5],
    ['-12.34', -1234],
    ['12.340', 1234],
    ['+7', 700],
    ['-0', 0],
    [139, 13_900],
    [3490.5, 349_050],
    [0.07, 7],
    [-0.01, -1],
  ])('reads %j as %d hundredths', (value, minor) => {
    expect(parseMinor(value)).toBe(minor);
  });

  it.each([
    ['12.345'],
    ['0.001'],
    [0.1 + 0.2],
    ['1e3'],
    [1e21],
    ['12,50'],
    ['1 234.50'],
    ['.5'],
    ['5.'],
    [''],
    [' '],
    ['abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['90071992547409.92'],
    [null],
    [undefined],
  ])('refuses %j', (value) => {
    expect(parseMinor(value)).toBeNull();
  });

  it('keeps the largest safe amount exact', () => {
    expect(parseMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('round-trips through toDecimalString for every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(parseMinor(toDecimalString(czk(minor)))).toBe(minor);
      }),
    );
  });
});

describe('moneyFromDecimal and toDecimalString', () => {
  it('carries the currency and prints two decimals', () => {
    expect(moneyFromDecimal('EUR', '139.5')).toEqual({ currency: 'EUR', minor: 13_950 });
    expect(moneyFromDecimal('CZK', '1.005')).toBeNull();
    expect(toDecimalString(eur(13_950))).toBe('139.50');
    expect(toDecimalString(czk(-5))).toBe('-0.05');
    expect(toDecimalString(czk(0))).toBe('0.00');
  });

  it('refuses a fractional or unsafe number of hundredths', () => {
    expect(() => money('CZK', 1.5)).toThrow(RangeError);
    expect(() => money('CZK', 2 ** 53)).toThrow(RangeError);
    expect(money('CZK', -0).minor).toBe(0);
    expect(Object.is(money('CZK', -0).minor, 0)).toBe(true);
  });
});

describe('sums', () => {
  it('adds within one currency and refuses to mix', () => {
    expect(addMoney(czk(10), czk(-3))).toEqual(czk(7));
    expect(() => addMoney(czk(1), eur(1))).toThrow(RangeError);
    expect(sumMoney('EUR', [])).toEqual(eur(0));
    expect(() => sumMoney('EUR', [eur(1), czk(1)])).toThrow(RangeError);
  });

  it('adds 0.10 ten thousand times to exactly 1000.00', () => {
    const dime = moneyFromDecimal('EUR', 0.1)!;
    expect(
      sumMoney(
        'EUR',
        Array.from({ length: 10_000 }, () => dime),
      ),
    ).toEqual(eur(100_000));
  });

  it('gives one total per currency in a fixed order', () => {
    expect(sumByCurrency([eur(5), czk(100), eur(7), czk(-1)])).toEqual([czk(99), eur(12)]);
    expect(sumByCurrency([eur(5)])).toEqual([eur(5)]);
    expect(sumByCurrency([])).toEqual([]);
  });

  it('refuses a sum beyond the safe range instead of losing precision', () => {
    expect(() => addMoney(czk(Number.MAX_SAFE_INTEGER), czk(1))).toThrow(RangeError);
    expect(() => multiplyMoney(czk(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
    expect(() => multiplyMoney(czk(100), 1.5)).toThrow(RangeError);
  });

  it('is independent of the order of the amounts', () => {
    const amounts = fc.array(fc.integer({ min: -1e9, max: 1e9 }).map(czk), { maxLength: 50 });
    fc.assert(
      fc.property(amounts, (list) => {
        expect(sumMoney('CZK', [...list].reverse())).toEqual(sumMoney('CZK', list));
      }),
    );
  });
});

describe('percent discount', () => {
  it('reads percentages with at most two decimals', () => {
    expect(parsePercent(12.5)).toBe(1250);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent(null)).toBe(0);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent(-1)).toBeNull();
    expect(parsePercent('3.333')).toBeNull();
  });

  it('rounds half up to the hundredth', () => {
    // 10 % of 0.05 is 0.005 -> 0.01; of 0.04 is 0.004 -> 0.00.
    expect(percentOf(czk(5), 1000)).toEqual(czk(1));
    expect(percentOf(czk(4), 1000)).toEqual(czk(0));
    // 33.33 % of 100.00 = 33.33; 12.5 % of 0.99 = 0.12375 -> 0.12.
    expect(percentOf(eur(10_000), 3333)).toEqual(eur(3333));
    expect(percentOf(eur(99), 1250)).toEqual(eur(12));
    // Symmetric for credits: -0.05 at 10 % -> -0.01.
    expect(percentOf(czk(-5), 1000)).toEqual(czk(-1));
  });

  it('prices a line: quantity × unit, minus the rounded discount', () => {
    expect(priceLine(czk(349_000), 14, 1000)).toEqual({
      gross: czk(4_886_000),
      discount: czk(488_600),
      total: czk(4_397_400),
    });
    expect(priceLine(eur(2500), 3)).toEqual({ gross: eur(7500), discount: eur(0), total: eur(7500) });
    expect(priceLine(eur(333), 1, 5000).total).toEqual(eur(166));
  });

  it('never discounts more than the line nor less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (minor, percent) => {
        const { discount, total, gross } = priceLine(czk(minor), 1, percent);
        expect(discount.minor).toBeGreaterThanOrEqual(0);
        expect(discount.minor).toBeLessThanOrEqual(gross.minor);
        expect(discount.minor + total.minor).toBe(gross.minor);
        // Within half a hundredth of the exact value.
        expect(Math.abs(discount.minor * 10_000 - minor * percent)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats both currencies in Czech and English', () => {
    expect(plain(formatMoney(czk(123_450), 'cs'))).toBe('1 234,50 Kč');
    expect(plain(formatMoney(eur(123_450), 'cs'))).toBe('1 234,50 €');
    expect(formatMoney(eur(123_450), 'en')).toBe('€1,234.50');
    expect(plain(formatMoney(czk(5), 'en'))).toBe('CZK 0.05');
    expect(formatMoney(eur(-1999), 'en')).toBe('-€19.99');
  });

  it('stays exact for amounts beyond the double precision of a decimal', () => {
    expect(formatMoney(eur(Number.MAX_SAFE_INTEGER), 'en')).toBe('€90,071,992,547,409.91');
  });
});
