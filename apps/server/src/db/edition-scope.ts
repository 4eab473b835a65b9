import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs `work` in a transaction that sees edition `editionId` instead of the current one: every
 * edition-owned table (a view over `<name>_all`, migration 0014) shows that edition's rows, and rows
 * written get it. The setting ends with the transaction.
 */
export async function inEdition<T>(db: Db | Tx, editionId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await useEdition(tx, editionId);
    return work(tx);
  });
}

/** From here to the end of the transaction, `tx` sees and writes edition `editionId`. */
export async function useEdition(tx: Tx, editionId: number): Promise<void> {
  await tx.execute(sql`select set_config('app.edition', ${String(editionId)}, true)`);
}
