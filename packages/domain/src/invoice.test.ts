import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupInvoices, parseVariableSymbol, variableSymbol } from './invoice';
import { money } from './money';

const line = (supplierId: number | null, minor: number, separateInvoice = false) => ({
  supplierId,
  separateInvoice,
  total: money('EUR', minor),
});

describe('groupInvoices', () => {
  it('gives each supplier one invoice, no supplier first, and each separate line its own', () => {
    const lines = [line(2, 100), line(null, 5), line(1, 10, true), line(1, 20), line(2, 1)];
    expect(groupInvoices('EUR', lines).map((i) => [i.key, i.supplierId, i.separate, i.total.minor])).toEqual([
      ['supplier-none', null, false, 5],
      ['supplier-1', 1, false, 20],
      ['supplier-2', 2, false, 101],
      ['separate-2', 1, true, 10],
    ]);
    expect(groupInvoices('CZK', [])).toEqual([]);
  });

  it('refuses a line in another currency than the bill', () => {
    expect(() => groupInvoices('CZK', [line(1, 1)])).toThrow(RangeError);
  });
});

describe('variable symbol', () => {
  it('writes the year and the club id in ten digits and reads them back', () => {
    expect(variableSymbol(2025, 123)).toBe('2025000123');
    expect(variableSymbol(2025, 999_999)).toBe('2025999999');
    expect(() => variableSymbol(2025, 1_000_000)).toThrow(RangeError);
    expect(() => variableSymbol(2025, 0)).toThrow(RangeError);
    expect(() => variableSymbol(25, 1)).toThrow(RangeError);
    expect(parseVariableSymbol('2025000123')).toEqual({ year: 2025, clubId: 123 });
    expect(parseVariableSymbol(' 2025000123 ')).toEqual({ year: 2025, clubId: 123 });
    expect(parseVariableSymbol('2025000000')).toBeNull();
    expect(parseVariableSymbol('202500012')).toBeNull();
    expect(parseVariableSymbol('0025000123')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 999_999 }), (year, clubId) => {
        expect(parseVariableSymbol(variableSymbol(year, clubId))).toEqual({ year, clubId });
      }),
    );
  });
});
