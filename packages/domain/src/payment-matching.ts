import type { StatementLine } from './bank-statement';
import { parseVariableSymbol } from './invoice';
import type { Currency } from './money';

// Which club a bank line pays, and how it stands to what the club owes (DESIGN.md §4: the variable
// symbol is the year and the club id). The office confirms the proposal; only matched, partial and
// over-paid lines can be booked. A line is never booked twice: a key seen earlier in the file is a
// duplicate, one booked by an earlier import is already booked.

export const MATCH_STATUSES = [
  'matched',
  'partial',
  'overpaid',
  'unmatched',
  'wrongCurrency',
  'duplicate',
  'alreadyBooked',
  'outgoing',
  'invalid',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Statuses whose line the office may book as a payment of the club. */
export const BOOKABLE_STATUSES: readonly MatchStatus[] = ['matched', 'partial', 'overpaid'];

/** What a club owes now: its bill's currency, the rest (hundredths) and the rest of each open invoice. */
export type ClubDue = {
  clubId: number;
  currency: Currency;
  restMinor: number;
  invoices: readonly { id: number; supplierId: number | null; restMinor: number }[];
};

export type LineMatch = {
  status: MatchStatus;
  clubId: number | null;
  /** The invoice whose rest the amount pays exactly, when one does. */
  invoiceId: number | null;
  /** What the club owed before this line and would owe after it (in the statement's order). */
  restBeforeMinor: number | null;
  restAfterMinor: number | null;
};

export type MatchContext = {
  /** The tournament year of the variable symbols. */
  year: number;
  clubs: ReadonlyMap<number, ClubDue>;
  /** Keys of bank lines booked by earlier imports. */
  bookedKeys: ReadonlySet<string>;
  /** The supplier whose account the statement is of: amounts are compared with that supplier's invoices. */
  supplierId?: number | null;
};

const none = (status: MatchStatus, clubId: number | null = null): LineMatch => ({
  status,
  clubId,
  invoiceId: null,
  restBeforeMinor: null,
  restAfterMinor: null,
});

/**
 * The proposal for every line, in the file's order. Lines paying one club in the same file count
 * against what the earlier lines left: two halves of the rest are a partial then a matched payment.
 */
export function matchStatementLines(lines: readonly StatementLine[], context: MatchContext): LineMatch[] {
  const keys = new Set<string>();
  const rests = new Map<number, number>();
  const invoiceRests = new Map<number, number>();
  return lines.map((line) => {
    if (line.amountMinor === null || line.date === null) return none('invalid');
    if (keys.has(line.key)) return none('duplicate');
    keys.add(line.key);
    if (context.bookedKeys.has(line.key)) return none('alreadyBooked');
    if (line.amountMinor <= 0) return none('outgoing');
    const symbol = parseVariableSymbol(line.variableSymbol);
    const club = symbol && symbol.year === context.year ? context.clubs.get(symbol.clubId) : undefined;
    if (!club) return none('unmatched');
    if (line.currency !== club.currency) return none('wrongCurrency', club.clubId);

    const scoped =
      context.supplierId != null && club.invoices.some((invoice) => invoice.supplierId === context.supplierId)
        ? club.invoices.filter((invoice) => invoice.supplierId === context.supplierId)
        : null;
    const restOf = (id: number, initial: number) => invoiceRests.get(id) ?? initial;
    const before = scoped
      ? scoped.reduce((sum, invoice) => sum + Math.max(0, restOf(invoice.id, invoice.restMinor)), 0)
      : (rests.get(club.clubId) ?? club.restMinor);
    const amount = line.amountMinor;
    const candidates = scoped ?? club.invoices;
    const exact = candidates.find((invoice) => restOf(invoice.id, invoice.restMinor) === amount);
    // The line fills the invoice it pays exactly, else the open invoices in their order.
    let left = amount;
    for (const invoice of exact ? [exact] : candidates) {
      const open = Math.max(0, restOf(invoice.id, invoice.restMinor));
      const take = Math.min(open, left);
      invoiceRests.set(invoice.id, open - take);
      left -= take;
    }
    rests.set(club.clubId, (rests.get(club.clubId) ?? club.restMinor) - amount);
    const status: MatchStatus = amount === before ? 'matched' : amount < before ? 'partial' : 'overpaid';
    return {
      status,
      clubId: club.clubId,
      invoiceId: exact?.id ?? null,
      restBeforeMinor: before,
      restAfterMinor: before - amount,
    };
  });
}
