import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { storedTableName } from '../edition-tables';

/** Rows per statement; each statement sends one JSON parameter, so only its size matters. */
const CHUNK = 5000;

function columnNames(table: PgTable): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    names.set(key, column.keyAsName ? toSnakeCase(column.name) : column.name);
  }
  return names;
}

/**
 * Inserts many rows with a few statements: each chunk travels as one JSON document expanded by
 * json_populate_recordset, several times faster than multi-row VALUES on PGlite and far from the
 * 65,535 bind-parameter limit. Columns are those of the first row; omitted ones take their default.
 */
export async function insertMany<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { onConflictDoNothing?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const names = columnNames(table);
  const keys = Object.keys(rows[0] as object).filter((key) => names.has(key));
  const columns = keys.map((key) => names.get(key)!);
  const tableName = getTableName(table);
  const columnList = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, k) => {
        out[columns[k]] = (row as Record<string, unknown>)[key] ?? null;
      });
      return out;
    });
    await tx.execute(sql`
      insert into ${sql.identifier(tableName)} (${columnList})
      select ${columnList} from json_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::json)
      ${conflict}
    `);
  }
}

/** The highest id of a table, so explicit ids continue after rows that already exist. */
export async function maxId(tx: DbOrTx, table: PgTable): Promise<number> {
  const result = (await tx.execute(
    sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(storedTableName(getTableName(table)))}`,
  )) as unknown as { rows: { max: number }[] };
  return Number(result.rows[0].max);
}

/** After inserts with explicit ids, serial sequences continue after the highest id. */
export async function resetSequences(tx: DbOrTx, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = storedTableName(getTableName(table));
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    );
  }
}
