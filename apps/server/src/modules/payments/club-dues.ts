import type { ClubDue } from '@tms/domain/payment-matching';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema/index';
import { billTotals } from '../clubs/billing';
import { loadStoredBills } from '../clubs/stored-bills';

export type ClubDueWithName = ClubDue & { name: string };

/** What the clubs owe now (all, or the listed ones), as the matching reads it, from the stored bills. */
export async function loadClubDues(db: DbOrTx, clubIds?: readonly number[]): Promise<Map<number, ClubDueWithName>> {
  const [bills, rows] = await Promise.all([
    loadStoredBills(db, clubIds),
    db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(clubIds ? inArray(clubs.id, [...clubIds]) : undefined),
  ]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const dues = new Map<number, ClubDueWithName>();
  for (const [clubId, stored] of bills) {
    const totals = billTotals(stored);
    dues.set(clubId, {
      clubId,
      name: names.get(clubId) ?? '',
      currency: totals.currency,
      restMinor: totals.rest.minor,
      invoices: totals.invoices
        .filter(({ row }) => row.cancelledAt === null)
        .map(({ row, rest }) => ({ id: row.id, supplierId: row.supplierId, restMinor: rest.minor })),
    });
  }
  return dues;
}
