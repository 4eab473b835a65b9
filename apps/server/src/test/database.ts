import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { ensureBuiltInRows } from '../db/built-in-rows';

/**
 * A fresh, migrated database with the built-in rows: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Both start from the copy the
 * global setup migrated once (src/test/global-setup.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (!serverUrl) {
    const snapshot = inject('pgliteSnapshot');
    database = await openDatabase(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {});
  } else {
    const name = `tms_test_${randomBytes(6).toString('hex')}`;
    const template = inject('templateDatabase');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  await database.migrate();
  await ensureBuiltInRows(database.db);
  return database;
}

export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'pushRetryDelayMs'> = {},
) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return app;
}
