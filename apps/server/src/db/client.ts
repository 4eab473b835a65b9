import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or a transaction on it: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs fn while holding a database-wide advisory lock (other instances wait). */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /** The PGlite instance or the pg pool, for LISTEN/NOTIFY and raw access. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** For connections of their own (LISTEN). */
  connectionString?: string;
};

const MIGRATIONS_LOCK = 7_402_025;

/** Migrations live beside the source in development and are copied next to the bundle in production. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** An embedded database's starting contents (a PGlite data dir dump), instead of a new cluster. */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover) must not bring the process down;
    // the pool opens a new one for the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      connectionString: options.databaseUrl,
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
          await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      withLock: async (key, fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          client.release();
        }
      },
    };
  }
  // No data dir means an in-memory database (tests).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: async () => {
      await migratePglite(drizzlePglite({ client: pglite, casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    close: () => pglite.close(),
    // One process owns an embedded database, so there is nobody to wait for.
    withLock: (_key, fn) => fn(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
