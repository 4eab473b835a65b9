import { type UsageKind, usageMessage, usagesOf } from '@tms/domain/usage';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { HttpError } from './http-error';

/** How many rows of a table meet the condition. */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Refuses to delete a record others use: 409 `in_use` with the usages (kind and count) and the
 * English text, e.g. "hall H07 hosts 52 matches". The record can be deactivated instead.
 */
export async function refuseWhenUsed(record: string, counts: Partial<Record<UsageKind, Promise<number>>>) {
  const kinds = Object.keys(counts) as UsageKind[];
  const values = await Promise.all(kinds.map((kind) => counts[kind]));
  const usages = usagesOf(Object.fromEntries(kinds.map((kind, index) => [kind, values[index]])));
  if (usages.length === 0) return;
  throw new HttpError('in_use', usageMessage(record, usages), { record, usages });
}
