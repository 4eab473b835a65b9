import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbOrTx, Tx } from './client';
import * as schema from './schema/index';

/*
 * Statements of the hot paths (a reporter's write, the session of every request), built once.
 * Building a query from drizzle's builders costs a few hundred microseconds of CPU per statement,
 * as much as the database takes to run it: on a busy match day that is most of what a write costs
 * the server. A statement built with placeholders is kept with its name; PostgreSQL parses and plans
 * a named statement once per connection too.
 */

/** What a statement is built into: a drizzle query with placeholders, prepared under a name. */
type Preparable<T> = { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> } };

/** Runs the statement `name`, built by `build` (with `sql.placeholder`s), with `values`. */
export type RunStatement = <T>(
  name: string,
  build: (db: DbOrTx) => Preparable<T>,
  values: Record<string, unknown>,
) => Promise<T>;

/** The pool of a database on a PostgreSQL server; none for the embedded one. */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

type Connection = { db: Db; prepared: Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }> };
const connections = new WeakMap<pg.PoolClient, Connection>();

function connectionOf(client: pg.PoolClient): Connection {
  let connection = connections.get(client);
  if (!connection) {
    connection = {
      db: drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Db,
      prepared: new Map(),
    };
    connections.set(client, connection);
  }
  return connection;
}

/**
 * A transaction whose statements run through `run`. On PostgreSQL it takes one connection of the
 * pool and keeps each statement prepared on that connection (the pool's connections live long, so a
 * statement is built a handful of times per process). The embedded database runs one connection
 * whose transaction takes every query, so there the statement is built each time.
 */
export async function transactionWithStatements<T>(
  db: Db,
  work: (tx: Tx, run: RunStatement) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction((tx) => work(tx, (name, build, values) => build(tx).prepare(name).execute(values)));
  }
  const client = await pool.connect();
  try {
    const connection = connectionOf(client);
    const run: RunStatement = (name, build, values) => {
      let statement = connection.prepared.get(name);
      if (!statement) {
        statement = build(connection.db).prepare(name);
        connection.prepared.set(name, statement);
      }
      return statement.execute(values) as never;
    };
    return await connection.db.transaction((tx) => work(tx, run));
  } finally {
    client.release();
  }
}

const shared = new WeakMap<Db, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();

/** A statement outside a transaction, built once per database and run on any connection. */
export function runOnDb<T>(
  db: Db,
  name: string,
  build: (db: Db) => Preparable<T>,
  values: Record<string, unknown>,
): Promise<T> {
  let statements = shared.get(db);
  if (!statements) {
    statements = new Map();
    shared.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
  }
  return statement.execute(values) as Promise<T>;
}
