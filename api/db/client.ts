import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import * as schema from './schema';
import { type RunInfo, transactionGate } from './transaction-gate';

/**
 * The database as the services see it: Drizzle's SQLite query builder, asynchronous, so the same
 * services can run on an engine that answers over the network (issue 33, docs/decisions/0010). On
 * the embedded default every statement still runs synchronously in better-sqlite3 (`sqlite`).
 */
export type Db = SqliteRemoteDatabase<typeof schema> & {
  engine: 'sqlite' | 'postgres';
  close: () => Promise<void>;
};
/** The embedded default's Db, with its better-sqlite3 handle for what only SQLite has (scripts, tests). */
export type SqliteDb = Db & { sqlite: Database.Database };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (creating when missing) the SQLite file with the pragmas DESIGN.md asks for, and migrates it. */
export function openDatabase(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Money and job acceptance must survive a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  migrate(drizzleSync(sqlite), { migrationsFolder });
  // From here SQLite would wait for another process's lock blocking the event loop; the gate waits
  // for it instead, up to the same 5 s, with this process's other work going on.
  sqlite.pragma('busy_timeout = 0');
  const gate = transactionGate(
    (query, params, method, named) => runStatement(sqlite, query, params, method, named),
    {
      busy: (error) => error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY'),
      busyWaitMs: 5_000,
    },
  );
  const db = drizzle(gate.run, { schema });
  return Object.assign(gate.wrap(db), {
    sqlite,
    engine: 'sqlite' as const,
    close: async () => {
      sqlite.close();
    },
  });
}

const statementsKept = 500;
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

// Drizzle builds the same SQL text for a query each time; preparing it once saves SQLite's parse.
function prepared(sqlite: Database.Database, query: string): Database.Statement {
  let kept = statements.get(sqlite);
  if (!kept) {
    kept = new Map();
    statements.set(sqlite, kept);
  }
  let statement = kept.get(query);
  if (!statement) {
    if (kept.size >= statementsKept) kept.clear();
    statement = sqlite.prepare(query);
    kept.set(query, statement);
  }
  return statement;
}

function runStatement(
  sqlite: Database.Database,
  query: string,
  params: unknown[],
  method: 'run' | 'all' | 'values' | 'get',
  named: boolean,
): RunInfo | { rows: unknown } {
  const statement = prepared(sqlite, query);
  if (method === 'run' || !statement.reader) {
    const result = statement.run(...params);
    return { rows: [], changes: result.changes };
  }
  statement.raw(!named);
  return { rows: method === 'get' ? statement.get(...params) : statement.all(...params) };
}

/** A transaction handle, or the database itself: what a query helper runs on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
