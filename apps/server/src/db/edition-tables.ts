import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/**
 * The tables whose rows belong to one edition: each has `edition_id`, and in the database its name
 * is a view of the current edition's rows over the table `<name>_all` (migration 0014).
 */
export const EDITION_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && 'editionId' in value,
);

const editionTableNames = new Set(EDITION_TABLES.map((table) => getTableName(table)));

/** The table that stores the rows of `name` for every edition: `<name>_all` for an edition-owned one. */
export function storedTableName(name: string): string {
  return editionTableNames.has(name) ? `${name}_all` : name;
}
