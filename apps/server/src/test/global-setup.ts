import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureBuiltInRows } from '../db/built-in-rows';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir with the built-in rows, dumped once for every test file. */
    pgliteSnapshot: string;
    /** The same on the PostgreSQL server: a template database each test file copies. */
    templateDatabase: string;
  }
}

/*
 * Every test file wants a fresh, migrated database. Creating an embedded cluster and migrating it
 * costs seconds per file, and on the server each file ran every migration again; both are done once
 * here, and each file starts from a copy (a loaded dump, or CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tms_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await database.migrate();
    await ensureBuiltInRows(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteSnapshot', '');
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  await ensureBuiltInRows(database.db);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('the embedded database gave no dump');
  const dir = mkdtempSync(path.join(tmpdir(), 'tms-test-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
