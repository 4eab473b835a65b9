import type { AdminPricelistItem, LookupListQuery, PricelistItemValues } from '@tms/domain/contract/lookup-office';
import { moneyFromDecimal, toDecimalString } from '@tms/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  competitionTeams,
  extraPersons,
  invoiceItems,
  pricelistItems,
  serviceLevels,
  suppliers,
} from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import { countWhere, refuseWhenUsed } from '../../lib/usage-guard';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { lockedRow, recordLinks } from './common';

type Row = typeof pricelistItems.$inferSelect;

/** Prices are stored with two decimals; the API gives them as exact decimal strings. */
const price = (value: number) => toDecimalString(moneyFromDecimal('CZK', value) ?? { currency: 'CZK', minor: 0 });

function toItem({ createdAt: _c, cateringTypeId: _t, ...row }: Row): AdminPricelistItem {
  return {
    ...row,
    priceCzk: price(row.priceCzk),
    priceEur: price(row.priceEur),
    links: recordLinks('pricelist-items', 'PricelistItem', row.id),
  };
}

export async function loadPricelistItems(db: DbOrTx, query: LookupListQuery, paging: Paging, locale: string) {
  const rows = await db.select().from(pricelistItems).orderBy(asc(pricelistItems.id));
  const items = rows.filter((row) => query.isActive === undefined || row.isActive === query.isActive).map(toItem);
  return memoryList(items, query, paging, {
    sorts: { name: (row) => (locale === 'en' ? row.nameEn : row.nameCs), id: (row) => row.id },
    search: (row) => [row.nameCs, row.nameEn, row.unit, row.cateringType],
  });
}

export async function getPricelistItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pricelistItems).where(eq(pricelistItems.id, id));
  if (!row) throw notFound('Pricelist item');
  return toItem(row);
}

async function columnsOf(tx: DbOrTx, values: PricelistItemValues) {
  if (values.supplierId !== null) {
    const [found] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, values.supplierId));
    if (!found) throw invalid({ supplierId: { key: 'invalidValue' } }, 'No such supplier');
  }
  if (values.serviceLevelId !== null) {
    const [found] = await tx
      .select({ id: serviceLevels.id })
      .from(serviceLevels)
      .where(eq(serviceLevels.id, values.serviceLevelId));
    if (!found) throw invalid({ serviceLevelId: { key: 'invalidValue' } }, 'No such service level');
  }
  return { ...values, priceCzk: Number(values.priceCzk), priceEur: Number(values.priceEur) };
}

const audited = ({ id: _id, createdAt: _c, ...row }: Row) => row;

export async function createPricelistItem(db: Db, user: SessionUser, values: PricelistItemValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pricelistItems)
      .values(await columnsOf(tx, values))
      .returning();
    await recordAudit(tx, user, { entity: 'pricelistItem', recordId: row.id, action: 'create', after: audited(row) });
    await announceLookupChange(tx);
    return row.id;
  });
}

/**
 * A changed price applies to invoice items derived after it (the next change of a registration);
 * items already derived keep their unit price, so an issued invoice never changes.
 */
export async function updatePricelistItem(db: Db, user: SessionUser, id: number, values: PricelistItemValues) {
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, pricelistItems, pricelistItems.id, id, 'Pricelist item');
    const [after] = await tx
      .update(pricelistItems)
      .set(await columnsOf(tx, values))
      .where(eq(pricelistItems.id, id))
      .returning();
    await recordAudit(tx, user, {
      entity: 'pricelistItem',
      recordId: id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    await announceLookupChange(tx);
  });
}

/** Only an item no team, extra person or invoice item has. */
export async function deletePricelistItem(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, pricelistItems, pricelistItems.id, id, 'Pricelist item');
    await refuseWhenUsed(`pricelist item ${before.nameEn}`, {
      teams: countWhere(tx, competitionTeams, eq(competitionTeams.bundlePricelistItemId, id)),
      extraPersons: countWhere(tx, extraPersons, eq(extraPersons.bundlePricelistItemId, id)),
      invoiceItems: countWhere(tx, invoiceItems, eq(invoiceItems.pricelistItemId, id)),
    });
    await tx.delete(pricelistItems).where(eq(pricelistItems.id, id));
    await recordAudit(tx, user, { entity: 'pricelistItem', recordId: id, action: 'delete', before: audited(before) });
    await announceLookupChange(tx);
  });
}
