import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import pg from 'pg';
import type { Db } from '../client';
import { speak } from '../dialect';
import * as schema from '../schema';
import {
  type AnyDb,
  currentTransaction,
  insideTransaction,
  type Method,
  type Open,
  type RunInfo,
  wantsNamedRows,
} from '../transaction-gate';
import { toPostgres } from './translate';

/*
 * The same services on PostgreSQL (issue 33, docs/decisions/0010 and 0011): they build SQL with Drizzle's
 * SQLite builder, and this runner sends it to node-postgres, numbering its parameters.
 *
 * One writer at a time, as on SQLite. Every transaction, and every write outside one, first takes
 * one transaction-scoped advisory lock, across every instance on the database. That is exactly the
 * guarantee SQLite's BEGIN IMMEDIATE gave the services and their tests (a read-then-write in a
 * transaction sees no other write in between), so each exactly-once proof holds on both engines;
 * reads outside transactions run side by side, as they do on SQLite's WAL. What a town needs writes
 * far below what one writer does (docs/performance.md); the ADR says what would come next.
 */
const WRITER_LOCK = 0x6262_6576;
const MIGRATION_LOCK = 0x6262_6577;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Values read back as SQLite gives them: a count or a sum as a number, a boolean as 1 or 0.
const { builtins } = pg.types;
const parsers: Partial<Record<number, (text: string) => unknown>> = {
  [builtins.INT8]: Number,
  [builtins.NUMERIC]: Number,
  [builtins.BOOL]: (text) => (text === 't' ? 1 : 0),
};
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

async function execute(
  on: Queryable,
  query: string,
  params: unknown[],
  method: Method,
  named: boolean,
): Promise<RunInfo | { rows: unknown }> {
  const result = await on.query({
    text: toPostgres(query),
    values: params,
    ...(named ? {} : { rowMode: 'array' as const }),
  });
  if (method === 'run') return { rows: [], changes: result.rowCount ?? 0 };
  return { rows: method === 'get' ? result.rows[0] : result.rows };
}

const isRead = (query: string) => /^\s*select\b/i.test(query);

/** Opens a pool on `url`, applies the PostgreSQL migrations (one instance at a time), and answers the services' Db. */
export async function openPostgres(url: string, options: { connections?: number } = {}): Promise<Db> {
  speak('postgres');
  const pool = new pg.Pool({ connectionString: url, max: options.connections ?? 10, types });
  // An idle connection the server dropped must not take the process down.
  pool.on('error', (error) => console.error('postgres: an idle connection failed', error.message));
  await migrateOnce(pool);

  const connections = new WeakMap<Open, pg.PoolClient>();

  const run = async (query: string, params: unknown[], method: Method) => {
    const open = currentTransaction();
    const client = open && connections.get(open);
    const named = wantsNamedRows();
    if (client) {
      const begins = /^begin\b/i.test(query);
      return (await execute(
        client,
        begins ? `begin; select pg_advisory_xact_lock(${WRITER_LOCK})` : query,
        begins ? [] : params,
        method,
        named,
      )) as { rows: never[] };
    }
    if (isRead(query)) return (await execute(pool, query, params, method, named)) as { rows: never[] };
    return (await asWriter(pool, (writer) => execute(writer, query, params, method, named))) as {
      rows: never[];
    };
  };

  const db = drizzle(run, { schema }) as unknown as AnyDb;
  const begin = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const current = currentTransaction();
    if (current?.tx && connections.has(current)) return current.tx.transaction(work);
    const client = await pool.connect();
    const mine: Open = {};
    connections.set(mine, client);
    try {
      return await insideTransaction(
        mine,
        async () =>
          await begin(async (tx) => {
            mine.tx = tx;
            return await work(tx);
          }, config),
      );
    } finally {
      // Work this transaction started and that outlives it runs on the pool from here on. A connection
      // whose socket failed is no longer queryable, and the pool closes it instead of reusing it.
      connections.delete(mine);
      client.release();
    }
  };
  let ended: Promise<void> | undefined;
  return Object.assign(db as unknown as Db, {
    engine: 'postgres' as const,
    close: () => {
      ended ??= pool.end();
      return ended;
    },
  });
}

// A write outside a transaction is a transaction of one statement, taking the writer lock like any other.
async function asWriter<T>(pool: pg.Pool, write: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`begin; select pg_advisory_xact_lock(${WRITER_LOCK})`);
    const result = await write(client);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    throw error;
  }
}

// Two instances started together: the second waits for the first's migrations, then finds none to do.
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migrate(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    client.release();
  }
}
