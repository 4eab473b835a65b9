import type { AdminServiceLevel, LookupListQuery } from '@tms/domain/contract/lookup-office';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { competitionTeams, pricelistItems, serviceLevels } from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import { countWhere, refuseWhenUsed } from '../../lib/usage-guard';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { lockedRow, recordLinks } from './common';

type Row = typeof serviceLevels.$inferSelect;
type Values = { name: string; isActive: boolean };
const toItem = (row: Row): AdminServiceLevel => ({
  ...row,
  links: recordLinks('service-levels', 'ServiceLevel', row.id),
});

export async function loadServiceLevels(db: DbOrTx, query: LookupListQuery, paging: Paging) {
  const rows = await db.select().from(serviceLevels).orderBy(asc(serviceLevels.id));
  const items = rows.filter((row) => query.isActive === undefined || row.isActive === query.isActive).map(toItem);
  return memoryList(items, query, paging, {
    sorts: { name: (row) => row.name, id: (row) => row.id },
    search: (row) => [row.name],
  });
}

export async function getServiceLevel(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceLevels).where(eq(serviceLevels.id, id));
  if (!row) throw notFound('Service level');
  return toItem(row);
}

async function checkName(tx: DbOrTx, name: string, id: number | null) {
  const [taken] = await tx.select({ id: serviceLevels.id }).from(serviceLevels).where(eq(serviceLevels.name, name));
  if (taken && taken.id !== id) throw invalid({ name: { key: 'duplicate' } }, 'Another service level has this name');
}

export async function createServiceLevel(db: Db, user: SessionUser, values: Values) {
  return db.transaction(async (tx) => {
    await checkName(tx, values.name, null);
    const [row] = await tx.insert(serviceLevels).values(values).returning();
    await recordAudit(tx, user, { entity: 'serviceLevel', recordId: row.id, action: 'create', after: values });
    await announceLookupChange(tx);
    return row.id;
  });
}

export async function updateServiceLevel(db: Db, user: SessionUser, id: number, values: Values) {
  await db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockedRow(tx, serviceLevels, serviceLevels.id, id, 'Service level');
    await checkName(tx, values.name, id);
    await tx.update(serviceLevels).set(values).where(eq(serviceLevels.id, id));
    await recordAudit(tx, user, { entity: 'serviceLevel', recordId: id, action: 'update', before, after: values });
    await announceLookupChange(tx);
  });
}

/** Only a level no team starts at and no pricelist item is of. */
export async function deleteServiceLevel(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockedRow(tx, serviceLevels, serviceLevels.id, id, 'Service level');
    await refuseWhenUsed(`service level ${before.name}`, {
      teams: countWhere(tx, competitionTeams, eq(competitionTeams.teamStartServiceLevelId, id)),
      pricelistItems: countWhere(tx, pricelistItems, eq(pricelistItems.serviceLevelId, id)),
    });
    await tx.delete(serviceLevels).where(eq(serviceLevels.id, id));
    await recordAudit(tx, user, { entity: 'serviceLevel', recordId: id, action: 'delete', before });
    await announceLookupChange(tx);
  });
}
