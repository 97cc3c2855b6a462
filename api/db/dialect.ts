import { type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import type { SqliteRemoteResult } from 'drizzle-orm/sqlite-proxy';
import type { RunInfo } from './transaction-gate';

/*
 * What SQLite and PostgreSQL spell differently, written once for the services (issue 33): a service
 * writes SQL both engines accept and calls these for the rest, so it never imports a dialect.
 * A process speaks one engine: the one it opened at start (`speak`), SQLite unless told otherwise.
 *
 * Written the same on both, so no helper here: a boolean column compared with `= true` / `= false`
 * (SQLite reads them as 1 and 0 and still searches an index on the column; a bare column would not),
 * camelCase aliases quoted (`as "payeeKind"`: PostgreSQL folds bare names to lower case), CROSS JOIN
 * with its condition in WHERE, an alias on every subquery in FROM (PostgreSQL 15 wants one), and a
 * cast on a parameter whose type PostgreSQL cannot tell from its neighbours (availability/notice.ts).
 */

/** The values an update sets on a table, as Drizzle types them for the dialect. */
export type { SQLiteUpdateSetSource as UpdateSet } from 'drizzle-orm/sqlite-core';
// Drizzle's builders that are made per dialect: the PostgreSQL engine re-exports pg-core's.
export { alias, union } from 'drizzle-orm/sqlite-core';

type Operand = SQLWrapper | number | string;

export type Engine = 'sqlite' | 'postgres';
let engine: Engine = 'sqlite';
/** Set by the engine a process opens (db/postgres/client.ts); the helpers below spell SQL for it. */
export const speak = (chosen: Engine) => {
  engine = chosen;
};
const onPostgres = () => engine === 'postgres';

/*
 * The smaller and the larger of two values. SQLite's scalar min/max answer NULL when either side is
 * NULL; PostgreSQL's LEAST/GREATEST skip a NULL. The two agree only on values that are never NULL, so
 * every caller passes non-null operands (a column that is NOT NULL, a constant, or a coalesce); that
 * keeps today's answers on both engines without an engine-specific NULL rule.
 */
export const least = <T = unknown>(a: Operand, b: Operand): SQL<T> =>
  onPostgres() ? sql<T>`least(${a}, ${b})` : sql<T>`min(${a}, ${b})`;
export const greatest = <T = unknown>(a: Operand, b: Operand): SQL<T> =>
  onPostgres() ? sql<T>`greatest(${a}, ${b})` : sql<T>`max(${a}, ${b})`;

/**
 * A top-level key of a JSON column, as text (PostgreSQL: `->>`); NULL when the key is missing. For keys
 * holding strings: SQLite's json_extract gives a number for a number where `->>` gives its text.
 */
export const jsonText = (column: SQLWrapper, key: string): SQL<string | null> =>
  onPostgres()
    ? sql<string | null>`(${column}::jsonb ->> ${key})`
    : sql<string | null>`json_extract(${column}, ${`$.${key}`})`;

/**
 * The order rows were inserted in, a tiebreak after a timestamp two rows can share. SQLite: the
 * rowid every ordinary table has; PostgreSQL has none, and its migrations give the tables that need
 * one an identity column, `insertion_order`. Qualified by the table, so a join cannot make it ambiguous.
 */
export const insertionOrder = (table: Table): SQL =>
  onPostgres() ? sql`${table}.insertion_order` : sql`${table}.rowid`;

/**
 * The vendors whose search document has every clause, each as any of its spellings, each spelling as a
 * word's beginning ("smoke" finds "Smokehouse"); a spelling of several words is a phrase. Clauses hold
 * letters, digits and spaces only (vendors/search-terms.ts). SQLite: FTS5's vendor_search (migration
 * 0017); PostgreSQL: the tsvector vendor_search (postgres/migrations/0001_triggers.sql).
 */
export function vendorIdsMatching(clauses: readonly (readonly string[])[]): SQL {
  if (onPostgres()) {
    const prefix = (spelling: string) =>
      spelling
        .split(' ')
        .map((word) => `${word}:*`)
        .join(' <-> ');
    const query = clauses.map((spellings) => `(${spellings.map(prefix).join(' | ')})`).join(' & ');
    return sql`select vendor_id from vendor_search where document @@ to_tsquery('vendor_search', ${query})`;
  }
  return sql`select k.vendor_id from vendor_search join vendor_search_keys k on k.id = vendor_search.rowid where vendor_search match ${fts5Match(clauses)}`;
}

/** The FTS5 MATCH expression of the clauses: each spelling quoted, so it is always one term. */
export const fts5Match = (clauses: readonly (readonly string[])[]): string =>
  clauses.map((spellings) => `(${spellings.map((spelling) => `"${spelling}"*`).join(' OR ')})`).join(' AND ');

/**
 * How many rows an insert, update or delete wrote. Drizzle types a statement's result by what its
 * proxy driver promises (rows only); every engine's runner (`api/db/transaction-gate.ts`) also answers
 * `changes` (node-postgres: rowCount).
 */
export const affected = (result: SqliteRemoteResult): number => (result as RunInfo).changes;

/**
 * Whether a statement failed on a unique index of `table` (with `column` among its columns, when
 * given). Drizzle wraps the engine's error as the cause of its own; SQLite names the index's columns
 * in its message ("UNIQUE constraint failed: reviews.order_id"), or an expression index by its name.
 * PostgreSQL answers SQLSTATE 23505 with the table, and the columns in its detail.
 */
export function uniqueViolation(error: unknown, table: string, column?: string): boolean {
  const engine = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(engine instanceof Error)) return false;
  if ('code' in engine && engine.code === '23505') return postgresUniqueViolation(engine, table, column);
  const failed = /^UNIQUE constraint failed: (.*)$/.exec(engine.message)?.[1];
  if (!failed) return false;
  // An index on an expression is named, not its columns: `index 'users_username_lower_unique'`.
  const index = /^index '(.*)'$/.exec(failed)?.[1];
  if (index) return index.startsWith(`${table}_`) && (!column || index.includes(`_${column}_`));
  const columns = failed.split(', ');
  return (
    columns.some((c) => c.startsWith(`${table}.`)) && (!column || columns.includes(`${table}.${column}`))
  );
}

// node-postgres's DatabaseError: `table`, and `detail` as "Key (order_id)=(…) already exists."
function postgresUniqueViolation(
  engine: Error & { table?: string; detail?: string },
  table: string,
  column?: string,
): boolean {
  if (engine.table !== table) return false;
  if (!column) return true;
  const columns = /^Key \((.*?)\)=/.exec(engine.detail ?? '')?.[1]?.split(', ') ?? [];
  return columns.some((c) => c === column || c.includes(`(${column})`));
}
