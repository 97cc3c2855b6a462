import { createHash } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { sqliteOf } from './test-database';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);
const tableNames = tables.map((table) => getTableName(table));

/**
 * Every row of every table in the schema, by table name, each table's rows in one order whatever
 * order the engine returns them in: what a test searches when it means "the database".
 */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.select().from(table).all();
    out[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/**
 * A digest of every table's rows but those of `except`: the same before and after a request means
 * it wrote nothing. Quick enough to take around every request a fuzzer sends: SQLite reads each table
 * directly, PostgreSQL digests them all in one statement.
 */
export async function fingerprint(db: Db, except: ReadonlySet<string>): Promise<string> {
  const hash = createHash('sha256');
  const names = tableNames.filter((name) => !except.has(name));
  if (db.engine === 'sqlite') {
    const sqlite = sqliteOf(db);
    for (const name of names) {
      hash
        .update(name)
        .update(JSON.stringify(sqlite.prepare(`select * from "${name}" order by rowid`).all()));
    }
  } else {
    const digests = names.map(
      (name) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${name}" x) as "${name}"`,
    );
    hash.update(JSON.stringify(await rawRow(db, sql.raw(`select ${digests.join(', ')}`))));
  }
  return hash.digest('hex');
}
