import {
  type ExportFormat,
  type ListPage,
  type ListQueryBase,
  MAX_EXPORT_ROWS,
  parseSort,
} from '@tms/domain/contract/list';
import { type AnyColumn, type SQL, and, asc, desc, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client';
import { localeOf } from '../modules/translations/texts';
import type { SessionUser } from '../plugins/session';
import { EXPORT_CONTENT_TYPES, toCsv, toXlsx } from './export-file';
import { type ExportFile, exportTable } from './export-table';
import { invalid } from './http-error';

// The one building block of back-office lists (CONTRIBUTING.md "A new admin list"). A list's service
// loads its rows for a paging (a page, or every row for an export) with the query's filters, search
// and sort; `answerList` answers the page as JSON or, with `format`, the file of every selected row.
// Both go through the same load, so an export holds exactly the rows the list shows.

/** A page of rows, or null: every row the query selects (an export). */
export type Paging = { limit: number; offset: number } | null;
export type LoadedRows<Row> = { rows: Row[]; total: number };

export function pagingOf(query: ListQueryBase): Paging {
  return query.format ? null : { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

// ---- SQL lists --------------------------------------------------------------------------------------

/** ORDER BY of the query's sort: its column, then the tie breaker (the id), so pages never overlap. */
/**
 * Names in Czech reading order (Čapek before Dvořák, Zeman before Žák), as the in-memory lists'
 * `Intl.Collator('cs')` orders them, not in the byte order of the database's default collation
 * that puts Č after Z. The collation is made by migration 0010.
 */
export const collated = (column: AnyColumn | SQL) => sql`${column} collate "cs_names"`;

export function sqlOrderBy(sort: string, columns: Record<string, AnyColumn | SQL>, tieBreaker: AnyColumn): SQL[] {
  const { key, descending } = parseSort(sort);
  const column = columns[key];
  const direction = descending ? desc : asc;
  const order = column ? [sql`${direction(column)} nulls last`] : [];
  return [...order, direction(tieBreaker)];
}

const FROM = 'áäčďéěëíňóöřšťúůüýžľĺŕ';
const TO = 'aacdeeeinoorstuuuyzllr';

/** Lower case without Czech (and Slovak, German) accents: `Žďár` -> `zdar`; the SQL below does the same. */
export function searchable(text: string): string {
  return [...text.toLowerCase()].map((char) => TO[FROM.indexOf(char)] ?? char).join('');
}

const folded = (column: AnyColumn | SQL) => sql`translate(lower(coalesce(${column}::text, '')), ${FROM}, ${TO})`;

/** Every word of the search text in one of the columns, case and accents aside; undefined without a text. */
export function sqlSearch(q: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const words = searchable(q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...columns.map((column) => sql`${folded(column)} like ${pattern}`));
    }),
  );
}

/** Runs a SQL list: `count` and `select` get the same condition; `select` the order and the paging. */
export async function sqlList<Row>(
  paging: Paging,
  where: SQL | undefined,
  run: {
    count: (where: SQL | undefined) => Promise<number>;
    select: (where: SQL | undefined, paging: Paging) => Promise<Row[]>;
  },
): Promise<LoadedRows<Row>> {
  const [total, rows] = await Promise.all([run.count(where), run.select(where, paging)]);
  return { rows, total };
}

// ---- lists computed in memory (rows with derived columns, e.g. amounts priced by the domain) -----------

type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });

function compare(a: SortValue, b: SortValue): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Searches, sorts (empty values last) and pages rows already filtered; ties keep the rows' order. */
export function memoryList<Row>(
  rows: readonly Row[],
  query: Pick<ListQueryBase, 'q' | 'sort'>,
  paging: Paging,
  spec: {
    sorts: Record<string, (row: Row) => SortValue>;
    search: (row: Row) => readonly (string | null | undefined)[];
  },
): LoadedRows<Row> {
  const words = searchable(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = words.length
    ? rows.filter((row) => {
        const text = searchable(spec.search(row).filter(Boolean).join(' '));
        return words.every((word) => text.includes(word));
      })
    : [...rows];
  const { key, descending } = parseSort(query.sort);
  const value = spec.sorts[key];
  if (value) {
    const keyed = found.map((row, index) => ({ row, index, value: value(row) }));
    keyed.sort((a, b) => {
      const empty = (v: SortValue) => v == null || v === '';
      // Empty values stay last in both directions.
      if (empty(a.value) || empty(b.value)) return compare(a.value, b.value) || a.index - b.index;
      return (descending ? -1 : 1) * compare(a.value, b.value) || a.index - b.index;
    });
    found.splice(0, found.length, ...keyed.map((entry) => entry.row));
  }
  const page = paging ? found.slice(paging.offset, paging.offset + paging.limit) : found;
  return { rows: page, total: found.length };
}

// ---- the answer: a page, or the export file ---------------------------------------------------------

export type { ExportColumn } from './export-table';

export type ListAnswer<Row, Item> = {
  db: DbOrTx;
  user: SessionUser;
  query: ListQueryBase;
  load: (paging: Paging) => Promise<LoadedRows<Row>>;
  item: (row: Row) => Item;
  /** `name` names the file (`club-registrations-2025-04-18.xlsx`); `sheet` is a key of the `admin` texts. */
  file: ExportFile<Row> & { name: string };
};

export async function sendExport<Row>(reply: FastifyReply, format: ExportFormat, answer: ListAnswer<Row, unknown>) {
  const { rows } = await answer.load(null);
  if (rows.length > MAX_EXPORT_ROWS) {
    throw invalid({ format: { key: 'max', params: { max: MAX_EXPORT_ROWS } } }, 'Too many rows to export');
  }
  const table = await exportTable(answer.db, localeOf(answer.query.locale ?? answer.user.locale), answer.file, rows);
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
  const fileName = `${answer.file.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The list route's answer: one page as JSON, or with `format=csv|xlsx` every selected row as a file. */
export async function answerList<Row, Item>(
  reply: FastifyReply,
  answer: ListAnswer<Row, Item>,
): Promise<ListPage<Item> | FastifyReply> {
  reply.header('cache-control', 'no-store');
  if (answer.query.format) return sendExport(reply, answer.query.format, answer);
  const { rows, total } = await answer.load(pagingOf(answer.query));
  return { items: rows.map(answer.item), total, page: answer.query.page, pageSize: answer.query.pageSize };
}

/** OpenAPI: what a list route answers. */
export const LIST_PRODUCES = ['application/json', EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx];
