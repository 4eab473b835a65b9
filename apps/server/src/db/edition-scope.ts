import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from './client';
import { notFound } from '../lib/http-error';
import { editions } from './schema/editions';

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

/** From here to the end of the transaction, `tx` sees and writes the current edition again. */
export async function useCurrentEdition(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('app.edition', '', true)`);
}

/** The id of the edition of `year`; undefined when no edition has that year. */
export async function editionOfYear(db: DbOrTx, year: number): Promise<{ id: number; isCurrent: boolean } | undefined> {
  const [edition] = await db
    .select({ id: editions.id, isCurrent: editions.isCurrent })
    .from(editions)
    .where(eq(editions.year, year));
  return edition;
}

/**
 * `read` in the edition of `year`, or in the current one when no year is named; 404 when no edition
 * has that year. A public page of a past year reads through this.
 */
export async function readEdition<T>(db: Db, year: number | undefined, read: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (year === undefined) return read(db);
  const edition = await editionOfYear(db, year);
  if (!edition) throw notFound('Edition');
  if (edition.isCurrent) return read(db);
  return inEdition(db, edition.id, read);
}
