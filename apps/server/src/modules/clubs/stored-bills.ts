import { isCurrency } from '@tms/domain/money';
import { currencyForCountry } from '@tms/domain/pricelist';
import { priceStoredItems } from '@tms/domain/pricing';
import { type Column, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, countries, invoiceItems, invoices, payments } from '../../db/schema/index';
import type { StoredBill } from './billing';

// The stored bills of many clubs at once (the office's lists, reminders, bank statement matching),
// priced by the same domain function as one club's bill; `billTotals` (billing.ts) gives their amounts.

const group = <Row extends { clubId: number }>(rows: readonly Row[]) => {
  const byClub = new Map<number, Row[]>();
  for (const row of rows) {
    const list = byClub.get(row.clubId);
    if (list) list.push(row);
    else byClub.set(row.clubId, [row]);
  }
  return byClub;
};

/** Every listed club's stored bill (all clubs when `clubIds` is omitted), in the currency of its items or country. */
export async function loadStoredBills(db: DbOrTx, clubIds?: readonly number[]): Promise<Map<number, StoredBill>> {
  if (clubIds && clubIds.length === 0) return new Map();
  const byClub = (column: Column) => (clubIds ? inArray(column, [...clubIds]) : undefined);
  const [clubRows, itemRows, invoiceRows, paymentRows] = await Promise.all([
    db
      .select({ id: clubs.id, currencyCode: countries.currencyCode })
      .from(clubs)
      .innerJoin(countries, eq(countries.id, clubs.countryId))
      .where(clubIds ? inArray(clubs.id, [...clubIds]) : undefined),
    db
      .select()
      .from(invoiceItems)
      .where(byClub(invoiceItems.clubId))
      .orderBy(asc(invoiceItems.position), asc(invoiceItems.id)),
    db.select().from(invoices).where(byClub(invoices.clubId)).orderBy(asc(invoices.id)),
    db.select().from(payments).where(byClub(payments.clubId)).orderBy(asc(payments.paymentDate), asc(payments.id)),
  ]);
  const items = group(itemRows);
  const invoicesOf = group(invoiceRows);
  const paymentsOf = group(paymentRows);
  const bills = new Map<number, StoredBill>();
  for (const club of clubRows) {
    const clubItems = items.get(club.id) ?? [];
    const currency =
      clubItems.find((item) => isCurrency(item.currency))?.currency ?? currencyForCountry(club.currencyCode);
    bills.set(club.id, {
      currency,
      bill: priceStoredItems(currency, clubItems),
      items: clubItems,
      invoices: invoicesOf.get(club.id) ?? [],
      payments: paymentsOf.get(club.id) ?? [],
    });
  }
  return bills;
}
