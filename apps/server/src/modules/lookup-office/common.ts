import type { Link } from '@tms/domain/contract/common';
import { type AnyColumn, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';

/** The update and delete links of a lookup record. */
export function recordLinks(path: string, singular: string, id: number): Link[] {
  const href = `/api/v1/admin/${path}/${id}`;
  return [
    { operationId: `updateAdmin${singular}`, method: 'PUT', href },
    { operationId: `deleteAdmin${singular}`, method: 'DELETE', href },
  ];
}

/** The row with the id, locked for the rest of the transaction; 404 when there is none. */
export async function lockedRow<Table extends PgTable>(
  tx: DbOrTx,
  table: Table,
  idColumn: AnyColumn,
  id: number,
  what: string,
): Promise<Table['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(idColumn, id))
    .for('update');
  if (!row) throw notFound(what);
  return row as Table['$inferSelect'];
}
