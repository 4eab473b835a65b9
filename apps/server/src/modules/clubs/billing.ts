import type { BillableRegistration } from '@tms/domain/club-registration';
import { registrationBill } from '@tms/domain/club-registration';
import type { Finance } from '@tms/domain/contract/club-registration';
import { allocatePayments, variableSymbol } from '@tms/domain/invoice';
import {
  type Currency,
  type Money,
  isCurrency,
  moneyFromDecimal,
  subtractMoney,
  sumMoney,
  toDecimalString,
} from '@tms/domain/money';
import { currencyForCountry, type PricelistItemInput } from '@tms/domain/pricelist';
import { type Bill, type BillItem, priceStoredItems, stableInvoiceKey } from '@tms/domain/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, invoiceItems, invoices, payments, pricelistItems, suppliers } from '../../db/schema/index';
import { invoiceUrl } from '../../policy-clubs';

// The club's bill as stored: system items derived from the registration each time it changes, with
// the unit prices of that moment; manual items kept; invoices numbered once per supplier (and per
// separately billed item). Every amount shown (club detail, registration, invoice PDF, e-mail) is
// priced from these rows by the domain's pricing functions.

type ItemRow = typeof invoiceItems.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Days from issue to due date. */
export const INVOICE_DUE_DAYS = 14;

export async function loadPricelist(db: DbOrTx): Promise<PricelistItemInput[]> {
  const rows = await db.select().from(pricelistItems).orderBy(asc(pricelistItems.id));
  return rows.map((row) => ({ ...row, priceCzk: row.priceCzk, priceEur: row.priceEur }));
}

/** CZK for clubs of a country paying in crowns, EUR for everyone else. */
export async function currencyOfCountry(db: DbOrTx, countryId: number): Promise<Currency> {
  const [country] = await db
    .select({ currencyCode: countries.currencyCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  return currencyForCountry(country?.currencyCode);
}

/** The bill of a registration as it would be stored now: current prices, the club's manual items and discounts. */
export async function deriveBill(
  db: DbOrTx,
  clubId: number | null,
  registration: BillableRegistration,
  currency: Currency,
): Promise<Bill> {
  const [pricelist, kept] = await Promise.all([
    loadPricelist(db),
    clubId === null ? Promise.resolve([]) : db.select().from(invoiceItems).where(eq(invoiceItems.clubId, clubId)),
  ]);
  const discounts: Record<number, string> = {};
  for (const row of kept) {
    if (row.isSystem && row.pricelistItemId !== null) discounts[row.pricelistItemId] = row.discountPercent;
  }
  return registrationBill(registration, {
    currency,
    pricelist,
    manualItems: kept
      .filter((row) => !row.isSystem)
      .map((row) => ({ ...row, name: currency === 'CZK' ? row.nameCs : row.nameEn })),
    discountPercentByPricelistItemId: discounts,
  });
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const signature = (items: readonly BillItem[]) =>
  JSON.stringify(items.map((i) => [i.role, i.pricelistItemId, i.quantity, i.unitPrice.minor, i.discountPercent]));

/**
 * Replaces the club's system items with those of `bill` and brings the invoices in line: an
 * invoice keeps its number; it is dated anew when its items changed, cancelled when it has none.
 */
export async function storeBill(
  tx: DbOrTx,
  clubId: number,
  bill: Bill,
  options: { year: number; today: string; before?: StoredBill },
): Promise<void> {
  // The bill before the change; a caller that already changed item rows passes it as it was.
  const before = options.before ?? (await loadStoredBill(tx, clubId));
  const previous = new Map(before.bill.invoices.map((inv) => [stableInvoiceKey(inv), signature(inv.items)]));
  await tx.delete(invoiceItems).where(and(eq(invoiceItems.clubId, clubId), eq(invoiceItems.isSystem, true)));
  const vs = variableSymbol(options.year, clubId);
  const existing = new Map(before.invoices.map((row) => [row.groupKey, row]));
  let numbered = before.invoices.length;
  const keep = new Set<string>();
  let position = 0;
  for (const invoice of bill.invoices) {
    const key = stableInvoiceKey(invoice);
    keep.add(key);
    let row = existing.get(key);
    const changed = previous.get(key) !== signature(invoice.items);
    if (!row) {
      numbered++;
      [row] = await tx
        .insert(invoices)
        .values({
          clubId,
          groupKey: key,
          number: `${vs}-${numbered}`,
          supplierId: invoice.supplierId,
          separate: invoice.separate,
          currency: bill.currency,
          variableSymbol: vs,
          issueDate: options.today,
          dueDate: addDays(options.today, INVOICE_DUE_DAYS),
        })
        .returning();
    } else if (changed || row.cancelledAt !== null || row.currency !== bill.currency) {
      await tx
        .update(invoices)
        .set({
          currency: bill.currency,
          cancelledAt: null,
          issueDate: options.today,
          dueDate: addDays(options.today, INVOICE_DUE_DAYS),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(invoices.id, row.id));
    }
    const invoiceId = row.id;
    const system = invoice.items.filter((item) => item.isSystem);
    if (system.length > 0) {
      await tx.insert(invoiceItems).values(
        system.map((item) => ({
          clubId,
          invoiceId,
          isSystem: true,
          role: item.role,
          position: position++,
          nameCs: item.nameCs,
          nameEn: item.nameEn,
          quantity: item.quantity,
          unitType: item.unitType,
          currency: bill.currency,
          unitPrice: toDecimalString(item.unitPrice),
          discountPercent: (item.discountPercent / 100).toFixed(2),
          pricelistItemId: item.pricelistItemId,
          supplierId: item.supplierId,
          separateInvoice: item.separateInvoice,
        })),
      );
    }
    const manualIds = invoice.items.flatMap((item) => (item.isSystem ? [] : item.sources.map((s) => s.id ?? 0)));
    if (manualIds.length > 0) {
      await tx.update(invoiceItems).set({ invoiceId }).where(inArray(invoiceItems.id, manualIds));
    }
  }
  const gone = before.invoices.filter((row) => !keep.has(row.groupKey) && row.cancelledAt === null);
  if (gone.length > 0) {
    await tx
      .update(invoices)
      .set({ cancelledAt: new Date().toISOString() })
      .where(
        inArray(
          invoices.id,
          gone.map((row) => row.id),
        ),
      );
  }
}

export type StoredBill = {
  currency: Currency;
  bill: Bill;
  items: ItemRow[];
  /** Every invoice of the club, cancelled ones included. */
  invoices: InvoiceRow[];
  payments: PaymentRow[];
};

/** The club's bill as stored, in the currency of its items (or of `fallback` when it has none). */
export async function loadStoredBill(db: DbOrTx, clubId: number, fallback: Currency = 'EUR'): Promise<StoredBill> {
  const [items, invoiceRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.clubId, clubId))
      .orderBy(asc(invoiceItems.position), asc(invoiceItems.id)),
    db.select().from(invoices).where(eq(invoices.clubId, clubId)).orderBy(asc(invoices.id)),
    db.select().from(payments).where(eq(payments.clubId, clubId)).orderBy(asc(payments.paymentDate), asc(payments.id)),
  ]);
  const currency = items.find((item) => isCurrency(item.currency))?.currency ?? fallback;
  const bill = priceStoredItems(currency, items);
  return { currency, bill, items, invoices: invoiceRows, payments: paymentRows };
}

const amount = (currency: Currency, value: string) => moneyFromDecimal(currency, value) ?? { currency, minor: 0 };

/** The bill's invoices with their rows and what each has been paid (payments in the bill's currency). */
export function invoiceBalances(stored: StoredBill) {
  const { currency, bill } = stored;
  const byKey = new Map(stored.invoices.map((row) => [row.groupKey, row]));
  const live = bill.invoices.flatMap((invoice) => {
    const row = byKey.get(stableInvoiceKey(invoice));
    return row ? [{ invoice, row }] : [];
  });
  const counted = stored.payments.filter((p) => p.orderAmountCurrency === currency);
  const lines = counted.map((p) => ({
    supplierId: p.supplierId,
    amount: amount(currency, p.orderAmount),
    invoiceIndex: live.findIndex(({ row }) => row.id === p.invoiceId),
  }));
  const balances = allocatePayments(
    currency,
    live.map(({ invoice }) => invoice),
    lines,
  );
  const paid: Money = sumMoney(
    currency,
    lines.map((p) => p.amount),
  );
  return { paid, payments: counted, invoices: live.map((entry, i) => ({ ...entry, ...balances[i] })) };
}

/** To pay (the bill), paid (payments in the bill's currency) and the rest: the one place they are computed. */
export function billTotals(stored: StoredBill) {
  const { paid, invoices } = invoiceBalances(stored);
  return {
    currency: stored.currency,
    toPay: stored.bill.total,
    paid,
    rest: subtractMoney(stored.bill.total, paid),
    invoices,
  };
}

/** To pay, paid, rest and the open invoices with their balances, from the stored bill and payments. */
export async function financeOf(db: DbOrTx, stored: StoredBill): Promise<Finance> {
  const { currency } = stored;
  const { toPay, paid, rest, invoices: live } = billTotals(stored);
  const supplierIds = [...new Set(live.map(({ row }) => row.supplierId).filter((id) => id !== null))];
  const supplierNames = new Map(
    supplierIds.length === 0
      ? []
      : (
          await db
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(inArray(suppliers.id, supplierIds))
        ).map((s) => [s.id, s.name]),
  );
  return {
    currency,
    toPay: toDecimalString(toPay),
    paid: toDecimalString(paid),
    rest: toDecimalString(rest),
    invoices: live.map(({ invoice, row, paid: invoicePaid, rest }) => ({
      id: row.id,
      number: row.number,
      url: invoiceUrl(row.clubId, row.id),
      supplierId: row.supplierId,
      supplierName: row.supplierId === null ? null : (supplierNames.get(row.supplierId) ?? null),
      separate: row.separate,
      currency,
      variableSymbol: row.variableSymbol,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      total: toDecimalString(invoice.total),
      paid: toDecimalString(invoicePaid),
      rest: toDecimalString(rest),
    })),
  };
}
