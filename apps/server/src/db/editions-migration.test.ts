import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltInRows } from './built-in-rows';
import { type Database, migrationsFolder, openDatabase } from './client';
import { seedDemo } from './demo/seed';

/*
 * Migration 0014 moves what exists into edition 2025. Proven on a copy of the seeded demo: its rows
 * are loaded into a database migrated up to 0013, then 0014 runs, and every table holds the same
 * rows as before, all of them in 2025's edition and all of them seen through the views.
 */

type Dump = Map<string, string>;

// The migration is the same SQL on both; the PostgreSQL pass need not seed the demo twice more.
const onServer = !!process.env.TEST_DATABASE_URL;

let demo: Database;
let old: PGlite;
let folder: string;
const rowsBefore = new Map<string, number>();
const sumsBefore = new Map<string, string | null>();

async function rows<T>(db: PGlite, query: string, params: unknown[] = []) {
  return (await db.query<T>(query, params)).rows;
}

/** Each table's rows as JSON, without `edition_id`, read from the tables behind the views. */
async function dump(db: PGlite): Promise<Dump> {
  const tables = await rows<{ name: string }>(
    db,
    `select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const out: Dump = new Map();
  for (const { name } of tables) {
    const [{ json }] = await rows<{ json: string }>(
      db,
      `select coalesce(json_agg(to_jsonb(t) - 'edition_id'), '[]')::text as json from "${name}" t`,
    );
    out.set(name.replace(/_all$/, ''), json);
  }
  return out;
}

/** Rows and a checksum of the rows' content (without `edition_id`) of one table or view. */
async function measure(db: PGlite, name: string) {
  const [row] = await rows<{ n: number; sum: string | null }>(
    db,
    `select count(*)::int as n, md5(string_agg((to_jsonb(t) - 'edition_id')::text, '|' order by (to_jsonb(t) - 'edition_id')::text)) as sum from "${name}" t`,
  );
  return row;
}

beforeAll(async () => {
  if (onServer) return;
  demo = await openDatabase({});
  await demo.migrate();
  await ensureBuiltInRows(demo.db);
  // 2025 only: the rows that existed before editions did.
  await seedDemo(demo.db, { pastEdition: false });
  const data = await dump(demo.pglite!);

  // The migrations as they were before editions existed.
  folder = mkdtempSync(path.join(tmpdir(), 'tms-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0014');
  writeFileSync(journalFile, JSON.stringify(journal));

  old = new PGlite();
  await migrate(drizzle({ client: old }), { migrationsFolder: folder });
  await old.exec(`set session_replication_role = replica`);
  const existing = new Set(
    (await rows<{ name: string }>(old, `select tablename as name from pg_tables where schemaname = 'public'`)).map(
      (t) => t.name,
    ),
  );
  for (const [name, json] of data) {
    // `editions` is what 0014 makes.
    if (!existing.has(name)) continue;
    await old.query(`insert into "${name}" select * from json_populate_recordset(null::"${name}", $1::json)`, [json]);
    const measured = await measure(old, name);
    rowsBefore.set(name, measured.n);
    sumsBefore.set(name, measured.sum);
  }
  await old.exec(`set session_replication_role = origin`);
}, 180_000);

afterAll(async () => {
  await demo?.close();
  await old?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0014 (editions) on a copy of the seeded demo', () => {
  it.skipIf(onServer)('keeps every row of every table, in edition 2025, seen through the views', async () => {
    expect(rowsBefore.get('competition_match_events')).toBeGreaterThan(10_000);
    expect(rowsBefore.get('clubs')).toBeGreaterThan(100);

    await migrate(drizzle({ client: old }), { migrationsFolder: migrationsFolder() });

    const [edition] = await rows<{ id: number; year: number; starts_on: string; ends_on: string; is_current: boolean }>(
      old,
      `select id, year, starts_on::text, ends_on::text, is_current from editions`,
    );
    expect(edition).toEqual({
      id: edition.id,
      year: 2025,
      starts_on: '2025-04-18',
      ends_on: '2025-04-21',
      is_current: true,
    });

    const editionTables = await rows<{ name: string }>(
      old,
      `select left(tablename, -4) as name from pg_tables where schemaname = 'public' and tablename like '%\\_all'`,
    );
    expect(editionTables.length).toBeGreaterThan(30);
    for (const [name, n] of rowsBefore) {
      // Through the view (or the shared table itself): the same rows with the same content.
      expect({ name, ...(await measure(old, name)) }).toEqual({ name, n, sum: sumsBefore.get(name) });
    }
    for (const { name } of editionTables) {
      const [{ total, other }] = await rows<{ total: number; other: number }>(
        old,
        `select count(*)::int as total, (count(*) filter (where edition_id <> $1))::int as other from "${name}_all"`,
        [edition.id],
      );
      // A table a later migration made (push subscriptions) starts empty.
      expect({ name, total, other }).toEqual({ name, total: rowsBefore.get(name) ?? 0, other: 0 });
    }
  });
});
