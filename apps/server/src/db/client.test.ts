import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { sql } from 'drizzle-orm';

describe('database client', () => {
  // PostgreSQL only: PGlite has no server that could end a connection.
  it.runIf(!!process.env.TEST_DATABASE_URL)('survives the server ending its idle connections', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const name = new URL(database.connectionString!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = (await database.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
      expect(result.rows[0].n).toBe(2);
    } finally {
      await database.close();
    }
  });
});
