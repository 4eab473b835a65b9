import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamDisplayName, teamNameWithCategory, toRoman } from './team-name';

describe('toRoman', () => {
  it.each([
    [1, 'I'],
    [2, 'II'],
    [3, 'III'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [1994, 'MCMXCIV'],
    [2025, 'MMXXV'],
    [3999, 'MMMCMXCIX'],
  ])('%i -> %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
  });

  it.each([0, -1, 4000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for %s', (n) => {
    expect(() => toRoman(n)).toThrow(RangeError);
  });

  it('gives distinct numerals made of roman letters only', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 3999; n++) {
      const roman = toRoman(n);
      expect(roman).toMatch(/^[MDCLXVI]+$/);
      seen.add(roman);
    }
    expect(seen.size).toBe(3999);
  });

  it('never repeats a symbol more than three times in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3999 }), (n) => {
        expect(toRoman(n)).not.toMatch(/(.)\1\1\1/);
      }),
    );
  });
});

describe('teamDisplayName', () => {
  it('uses the club name and the roman team number without an own name', () => {
    expect(teamDisplayName({ name: null, clubName: 'HC Praha', teamNumber: 2 })).toBe('HC Praha II');
    expect(teamDisplayName({ clubName: 'HC Praha', teamNumber: 1 })).toBe('HC Praha I');
    expect(teamDisplayName({ name: '   ', clubName: 'HC Praha', teamNumber: 3 })).toBe('HC Praha III');
  });

  it('prefers a non-empty own name, trimmed', () => {
    expect(teamDisplayName({ name: '  Tigers ', clubName: 'HC Praha', teamNumber: 2 })).toBe('Tigers');
  });

  it('shows the club name alone when the team number cannot be a numeral', () => {
    expect(teamDisplayName({ name: null, clubName: 'HC Praha', teamNumber: 0 })).toBe('HC Praha');
  });
});

describe('teamNameWithCategory', () => {
  it("tells a club's teams of different categories apart", () => {
    expect(teamNameWithCategory('DHK Otrokovice I', 'MB')).toBe('DHK Otrokovice I (MB)');
    expect(teamNameWithCategory('DHK Otrokovice I', 'WC')).toBe('DHK Otrokovice I (WC)');
  });

  it('keeps the name alone without a category', () => {
    expect(teamNameWithCategory('DHK Otrokovice I', null)).toBe('DHK Otrokovice I');
    expect(teamNameWithCategory('DHK Otrokovice I', ' ')).toBe('DHK Otrokovice I');
  });
});
