import type { Currency, Money } from './money';
import { money, sumMoney } from './money';

// How a club's bill splits into invoices (DESIGN.md §4): each supplier (the organiser, a hotel
// partner) invoices its own items, and items marked `separateInvoice` (the VIP party) get an
// invoice of their own because they are paid and accounted apart. Also the variable symbol that
// ties a bank payment to the club.

/** What grouping needs of an invoice line. */
export type InvoiceLine = { supplierId: number | null; separateInvoice: boolean; total: Money };

export type Invoice<Line extends InvoiceLine = InvoiceLine> = {
  /** Stable within one bill: `supplier-<id>` / `supplier-none`, or `separate-<n>` (n = line position). */
  key: string;
  supplierId: number | null;
  separate: boolean;
  items: Line[];
  total: Money;
};

/**
 * Invoices of a bill in a fixed order: one per supplier (no supplier first, then by id), then one
 * per separate line in the lines' order. Every line lands on exactly one invoice.
 */
export function groupInvoices<Line extends InvoiceLine>(currency: Currency, lines: readonly Line[]): Invoice<Line>[] {
  const bySupplier = new Map<number | null, Line[]>();
  const separate: Invoice<Line>[] = [];
  lines.forEach((line, index) => {
    if (line.separateInvoice) {
      separate.push({
        key: `separate-${index}`,
        supplierId: line.supplierId,
        separate: true,
        items: [line],
        total: sumMoney(currency, [line.total]),
      });
      return;
    }
    const group = bySupplier.get(line.supplierId);
    if (group) group.push(line);
    else bySupplier.set(line.supplierId, [line]);
  });
  const suppliers = [...bySupplier.keys()].sort((a, b) => (a ?? -1) - (b ?? -1));
  const shared = suppliers.map((supplierId) => {
    const items = bySupplier.get(supplierId)!;
    return {
      key: supplierId === null ? 'supplier-none' : `supplier-${supplierId}`,
      supplierId,
      separate: false,
      items,
      total: sumMoney(
        currency,
        items.map((item) => item.total),
      ),
    };
  });
  return [...shared, ...separate];
}

const MAX_CLUB_ID = 999_999;

/**
 * Variable symbol of a club's payments: the tournament year and the club id in six digits
 * (2025, 123 -> '2025000123'), ten digits as Czech payment symbols allow. Throws RangeError for
 * a year outside 1000-9999 or a club id outside 1-999999: a symbol that would collide.
 */
export function variableSymbol(year: number, clubId: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  if (!Number.isInteger(clubId) || clubId < 1 || clubId > MAX_CLUB_ID) {
    throw new RangeError(`Club id out of range for a variable symbol: ${clubId}`);
  }
  return `${year}${String(clubId).padStart(6, '0')}`;
}

/** Year and club id of a variable symbol read from a bank statement; null when it is not one of ours. */
export function parseVariableSymbol(value: string | null | undefined): { year: number; clubId: number } | null {
  const match = /^([1-9]\d{3})(\d{6})$/.exec((value ?? '').trim());
  if (!match) return null;
  const clubId = Number(match[2]);
  return clubId === 0 ? null : { year: Number(match[1]), clubId };
}

/**
 * A payment as allocation reads it: the amount credited to the bill, the supplier it was paid to and,
 * when known, the invoice it was paid for (its index in the invoice list).
 */
export type PaymentLine = { supplierId: number | null; amount: Money; invoiceIndex?: number | null };
export type InvoiceBalance = { paid: Money; rest: Money };

/**
 * What each invoice has been paid and what is left: a payment for a known invoice fills that one
 * first; payments to a supplier fill that supplier's invoices in their order, payments without a supplier fill whatever is still open; an overpayment
 * stays with the club's total (no invoice shows more paid than its total). Payments in another
 * currency than the invoices' are not counted.
 */
export function allocatePayments(
  currency: Currency,
  invoices: readonly Pick<Invoice, 'supplierId' | 'total'>[],
  payments: readonly PaymentLine[],
): InvoiceBalance[] {
  const open = invoices.map((invoice) => Math.max(0, invoice.total.minor));
  const paid = invoices.map(() => 0);
  const fill = (minor: number, eligible: (index: number) => boolean): number => {
    let left = minor;
    for (let i = 0; i < invoices.length && left > 0; i++) {
      if (!eligible(i)) continue;
      const take = Math.min(left, open[i]);
      open[i] -= take;
      paid[i] += take;
      left -= take;
    }
    return left;
  };
  const counted = payments.filter((p) => p.amount.currency === currency && p.amount.minor > 0);
  const known = (p: PaymentLine) => p.invoiceIndex != null && p.invoiceIndex >= 0 && p.invoiceIndex < invoices.length;
  const rests = new Map<PaymentLine, number>();
  for (const p of counted) rests.set(p, known(p) ? fill(p.amount.minor, (i) => i === p.invoiceIndex) : p.amount.minor);
  for (const p of counted.filter((p) => p.supplierId !== null)) {
    const left = fill(rests.get(p)!, (i) => invoices[i].supplierId === p.supplierId);
    if (left > 0) fill(left, () => true);
  }
  for (const p of counted.filter((p) => p.supplierId === null)) fill(rests.get(p)!, () => true);
  return invoices.map((invoice, i) => ({
    paid: money(currency, paid[i]),
    rest: money(currency, invoice.total.minor - paid[i]),
  }));
}
