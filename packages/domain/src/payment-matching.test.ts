import { describe, expect, it } from 'vitest';
import type { StatementLine } from './bank-statement';
import { type ClubDue, type MatchContext, matchStatementLines } from './payment-matching';

let row = 0;
const line = (values: Partial<StatementLine>): StatementLine => {
  row++;
  return {
    row,
    key: `id:${row}`,
    transactionId: String(row),
    date: '2025-03-01',
    amountMinor: 100_00,
    currency: 'CZK',
    variableSymbol: '2025000012',
    counterpartyName: null,
    counterpartyAccount: null,
    message: null,
    ...values,
  };
};

const club12: ClubDue = {
  clubId: 12,
  currency: 'CZK',
  restMinor: 300_00,
  invoices: [
    { id: 1, supplierId: 1, restMinor: 100_00 },
    { id: 2, supplierId: 2, restMinor: 200_00 },
  ],
};
const club13: ClubDue = {
  clubId: 13,
  currency: 'EUR',
  restMinor: 50_00,
  invoices: [{ id: 3, supplierId: 2, restMinor: 50_00 }],
};
const context = (values: Partial<MatchContext> = {}): MatchContext => ({
  year: 2025,
  clubs: new Map([
    [12, club12],
    [13, club13],
  ]),
  bookedKeys: new Set(),
  ...values,
});
const statuses = (lines: StatementLine[], ctx = context()) => matchStatementLines(lines, ctx).map((m) => m.status);

describe('matching bank lines to clubs', () => {
  it('an exact payment of the rest is matched', () => {
    const [match] = matchStatementLines([line({ amountMinor: 300_00 })], context());
    expect(match).toEqual({
      status: 'matched',
      clubId: 12,
      invoiceId: null,
      restBeforeMinor: 300_00,
      restAfterMinor: 0,
    });
  });

  it('less than the rest is partial and names the invoice it pays exactly', () => {
    const [match] = matchStatementLines([line({ amountMinor: 200_00 })], context());
    expect(match).toEqual({
      status: 'partial',
      clubId: 12,
      invoiceId: 2,
      restBeforeMinor: 300_00,
      restAfterMinor: 100_00,
    });
  });

  it('more than the rest is an over-payment; so is anything paid when nothing is due', () => {
    expect(matchStatementLines([line({ amountMinor: 350_00 })], context())[0]).toMatchObject({
      status: 'overpaid',
      restAfterMinor: -50_00,
    });
    const paidUp = context({ clubs: new Map([[12, { ...club12, restMinor: 0, invoices: [] }]]) });
    expect(statuses([line({ amountMinor: 1 })], paidUp)).toEqual(['overpaid']);
  });

  it('counts lines of one club in the file against what the earlier ones left', () => {
    expect(
      statuses([line({ amountMinor: 100_00 }), line({ amountMinor: 200_00 }), line({ amountMinor: 1_00 })]),
    ).toEqual(['partial', 'matched', 'overpaid']);
  });

  it('never books a line twice: repeated in the file, or booked by an earlier import', () => {
    const first = line({ amountMinor: 300_00 });
    expect(statuses([first, { ...first, row: 99 }])).toEqual(['matched', 'duplicate']);
    expect(statuses([first], context({ bookedKeys: new Set([first.key]) }))).toEqual(['alreadyBooked']);
  });

  it('a payment in another currency than the bill is shown for a decision, not booked', () => {
    const [match] = matchStatementLines([line({ currency: 'EUR', amountMinor: 300_00 })], context());
    expect(match).toEqual({
      status: 'wrongCurrency',
      clubId: 12,
      invoiceId: null,
      restBeforeMinor: null,
      restAfterMinor: null,
    });
    expect(statuses([line({ variableSymbol: '2025000013', currency: 'EUR', amountMinor: 50_00 })])).toEqual([
      'matched',
    ]);
  });

  it('an unknown symbol, another year or no symbol is unmatched; debits and unreadable lines are left out', () => {
    expect(
      statuses([
        line({ variableSymbol: '2025000999' }),
        line({ variableSymbol: '2024000012' }),
        line({ variableSymbol: null }),
        line({ amountMinor: -300_00 }),
        line({ amountMinor: null }),
        line({ date: null }),
      ]),
    ).toEqual(['unmatched', 'unmatched', 'unmatched', 'outgoing', 'invalid', 'invalid']);
  });

  it("compares with the supplier's invoices when the statement is of a supplier's account", () => {
    const ctx = context({ supplierId: 1 });
    expect(matchStatementLines([line({ amountMinor: 100_00 })], ctx)[0]).toMatchObject({
      status: 'matched',
      invoiceId: 1,
      restBeforeMinor: 100_00,
    });
    expect(statuses([line({ amountMinor: 60_00 }), line({ amountMinor: 40_00 })], ctx)).toEqual(['partial', 'matched']);
  });
});
