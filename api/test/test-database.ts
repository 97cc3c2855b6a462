import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDatabase, type SqliteDb } from '../db/client';
import { openPostgres } from '../db/postgres/client';

/*
 * Where a test app keeps its data: a fresh in-memory SQLite, or, under `npm run test:pg`, a fresh
 * PostgreSQL database copied from the migrated template the run's global setup made
 * (api/test/postgres-setup.ts). Copying a template takes tens of milliseconds; migrating takes seconds.
 */
export const TEMPLATE_DATABASE = 'bbe_template';

const server = () => process.env.TEST_POSTGRES_URL;
let admin: Promise<pg.Client> | undefined;
const opened: Db[] = [];

/** A new, migrated, empty database for one test app. */
export async function openTestDatabase(): Promise<Db> {
  const url = await newPostgresDatabase();
  return url ? await openTestDatabaseAt(url) : openDatabase(':memory:');
}

/**
 * Where a new empty database for several connections (or processes) is: a new PostgreSQL database's
 * URL under `npm run test:pg`, else `sqliteFile`, which the first connection creates.
 */
export async function newSharedDatabase(sqliteFile: string): Promise<string> {
  return (await newPostgresDatabase()) ?? sqliteFile;
}

/** Opens a connection to a database `newSharedDatabase` named (closed with the test file on PostgreSQL). */
export async function openTestDatabaseAt(location: string): Promise<Db> {
  if (!location.startsWith('postgres://')) return openDatabase(location);
  const db = await openPostgres(location, { connections: 4 });
  opened.push(db);
  return db;
}

async function newPostgresDatabase(): Promise<string | null> {
  const url = server();
  if (!url) return null;
  // Random, not the process id: a later test process may be given the id of an earlier one.
  const name = `test_${randomBytes(6).toString('hex')}`;
  admin ??= (async () => {
    const client = new pg.Client(url);
    await client.connect();
    return client;
  })();
  await (await admin).query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.href;
}

/** Closes what this test file opened on PostgreSQL (its setup file calls it after the file). */
export async function closeTestDatabases() {
  await Promise.all(opened.splice(0).map((db) => db.close()));
}

/** The SQLite handle of a test's database, for a test that reaches into SQLite itself. */
export function sqliteOf(db: Db): SqliteDb['sqlite'] {
  if (!isSqlite(db)) throw new Error('This test reads SQLite directly; it runs on the embedded engine only');
  return db.sqlite;
}
const isSqlite = (db: Db): db is SqliteDb => db.engine === 'sqlite';
