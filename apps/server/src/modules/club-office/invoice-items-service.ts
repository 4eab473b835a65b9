import type { InvoiceItemInput } from '@tms/domain/contract/club-office';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceItemInput } from '@tms/domain/contract/club-office';
import type { Db, Tx } from '../../db/client';
import { clubs, invoiceItems, suppliers } from '../../db/schema/index';
import { invalid, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { currencyOfCountry, loadStoredBill, storeBill } from '../clubs/billing';
import { loadCompetitionDates, tournamentYear } from '../lookup-lists/competition-dates';

// Manual invoice items and discounts of a club (DESIGN.md §4: manual items stay, system items are
// derived; a discount on a system item is kept by price list item). Each change locks the club,
// changes the rows and stores the bill again in the same transaction, so the club detail, the
// registration and the invoice PDF show the new amounts at once.

type ItemData = z.output<typeof invoiceItemInput>;
type ItemRow = typeof invoiceItems.$inferSelect;

const auditedFields = (row: ItemRow) => ({
  nameCs: row.nameCs,
  nameEn: row.nameEn,
  quantity: row.quantity,
  unitType: row.unitType,
  unitPrice: row.unitPrice,
  discountPercent: row.discountPercent,
  supplierId: row.supplierId,
  separateInvoice: row.separateInvoice,
});

/** Runs `change` on the locked club's items, then prices and stores the bill; refuses a negative invoice. */
async function changeItems<T>(db: Db, clubId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).for('update');
    if (!club) throw notFound('Club registration');
    const currency = await currencyOfCountry(tx, club.countryId);
    const before = await loadStoredBill(tx, clubId, currency);
    const result = await change(tx);
    const after = await loadStoredBill(tx, clubId, currency);
    if (after.bill.invoices.some((invoice) => invoice.total.minor < 0)) {
      throw invalid({ unitPrice: { key: 'min', params: { min: 0 } } }, 'An invoice cannot come to less than zero');
    }
    const dates = await loadCompetitionDates(tx);
    const today = new Date().toISOString().slice(0, 10);
    await storeBill(tx, clubId, after.bill, { year: tournamentYear(dates), today, before });
    return result;
  });
}

async function checkSupplier(tx: Tx, supplierId: number | null) {
  if (supplierId === null) return;
  const [row] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw invalid({ supplierId: { key: 'invalidValue' } }, 'Unknown supplier');
}

const values = (data: ItemData) => ({
  nameCs: data.nameCs,
  nameEn: data.nameEn,
  quantity: data.quantity,
  unitType: data.unitType ?? '',
  unitPrice: data.unitPrice,
  discountPercent: data.discountPercent,
  supplierId: data.supplierId,
  separateInvoice: data.separateInvoice,
});

async function itemOf(tx: Tx, clubId: number, itemId: number): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.id, itemId), eq(invoiceItems.clubId, clubId)));
  if (!row) throw notFound('Invoice item');
  return row;
}

const audit = (clubId: number) => ({ parent: { entity: 'clubRegistration' as const, id: clubId } });

/** POST …/invoice-items: a manual item in the bill's currency. Answers its id. */
export async function createInvoiceItem(db: Db, user: SessionUser, clubId: number, data: ItemData): Promise<number> {
  return changeItems(db, clubId, async (tx) => {
    await checkSupplier(tx, data.supplierId);
    const [club] = await tx.select({ countryId: clubs.countryId }).from(clubs).where(eq(clubs.id, clubId));
    const currency = await currencyOfCountry(tx, club.countryId);
    const [row] = await tx
      .insert(invoiceItems)
      .values({ clubId, isSystem: false, role: 'manual', position: 10_000, currency, ...values(data) })
      .returning();
    await recordAudit(tx, user, {
      entity: 'invoiceItem',
      recordId: row.id,
      action: 'create',
      after: auditedFields(row),
      ...audit(clubId),
    });
    return row.id;
  });
}

/** PUT …/invoice-items/{itemId}: changes a manual item (system items change with the registration). */
export async function updateInvoiceItem(db: Db, user: SessionUser, clubId: number, itemId: number, data: ItemData) {
  await changeItems(db, clubId, async (tx) => {
    const row = await itemOf(tx, clubId, itemId);
    if (row.isSystem) throw invalid({ _: { key: 'notAllowed' } }, 'A system item changes with the registration');
    await checkSupplier(tx, data.supplierId);
    const [updated] = await tx.update(invoiceItems).set(values(data)).where(eq(invoiceItems.id, itemId)).returning();
    await recordAudit(tx, user, {
      entity: 'invoiceItem',
      recordId: itemId,
      action: 'update',
      before: auditedFields(row),
      after: auditedFields(updated),
      ...audit(clubId),
    });
  });
}

/** PUT …/invoice-items/{itemId}/discount: a discount on any item; a system item's survives re-pricing. */
export async function setInvoiceItemDiscount(
  db: Db,
  user: SessionUser,
  clubId: number,
  itemId: number,
  discountPercent: string,
) {
  await changeItems(db, clubId, async (tx) => {
    const row = await itemOf(tx, clubId, itemId);
    await tx.update(invoiceItems).set({ discountPercent }).where(eq(invoiceItems.id, itemId));
    await recordAudit(tx, user, {
      entity: 'invoiceItem',
      recordId: itemId,
      action: 'update',
      before: { discountPercent: Number(row.discountPercent).toFixed(2) },
      after: { discountPercent: Number(discountPercent).toFixed(2) },
      ...audit(clubId),
    });
  });
}

/** DELETE …/invoice-items/{itemId}: removes a manual item. */
export async function deleteInvoiceItem(db: Db, user: SessionUser, clubId: number, itemId: number) {
  await changeItems(db, clubId, async (tx) => {
    const row = await itemOf(tx, clubId, itemId);
    if (row.isSystem) throw invalid({ _: { key: 'notAllowed' } }, 'A system item changes with the registration');
    await tx.delete(invoiceItems).where(eq(invoiceItems.id, itemId));
    await recordAudit(tx, user, {
      entity: 'invoiceItem',
      recordId: itemId,
      action: 'delete',
      before: auditedFields(row),
      ...audit(clubId),
    });
  });
}

export type { InvoiceItemInput };
