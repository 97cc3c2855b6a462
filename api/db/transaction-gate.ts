import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';

/** What a statement run for its effect answers, on every engine: how many rows it wrote. */
export interface RunInfo {
  rows: never[];
  changes: number;
}

export type Method = 'run' | 'all' | 'values' | 'get';
/** Runs one statement; `named`: rows as objects by column name, else as arrays in column order. */
type Execute = (
  query: string,
  params: unknown[],
  method: Method,
  named: boolean,
) => RunInfo | { rows: unknown };
export type AnyDb = SqliteRemoteDatabase<Record<string, unknown>>;

/*
 * Drizzle maps a built query's rows from arrays, in the order of its fields, and hands a raw `sql`
 * query's rows over untouched, but asks the driver the same way for both. `rawRows` and `rawRow` mark
 * their raw query, so the runner answers it with objects named by its columns. (Drizzle's raw query
 * runs when awaited, so it is awaited inside the mark.)
 */
const named = new AsyncLocalStorage<true>();

/** The rows of a raw SQL query, as objects named by its columns. */
export const rawRows = <T>(db: Pick<AnyDb, 'all'>, query: SQL): Promise<T[]> =>
  named.run(true, async () => await db.all<T>(query));
/** The first row of a raw SQL query, or undefined. */
export const rawRow = <T>(db: Pick<AnyDb, 'get'>, query: SQL): Promise<T | undefined> =>
  named.run(true, async () => await db.get<T | undefined>(query));

/** An open transaction; `tx` is its Drizzle handle once begun. */
export interface Open {
  tx?: Parameters<Parameters<AnyDb['transaction']>[0]>[0];
}
/** The open transaction the running code belongs to (async work started inside one inherits it). */
const context = new AsyncLocalStorage<Open>();

/** The transaction the running code belongs to, if any (an engine's runner picks its connection by it). */
export const currentTransaction = (): Open | undefined => context.getStore();
/** Runs `work` as part of `open`: its statements, and those of whatever it starts, belong to it. */
export const insideTransaction = <T>(open: Open, work: () => Promise<T>): Promise<T> =>
  context.run(open, work);
/** Whether the running raw query wants its rows named by column (`rawRows`, `rawRow`). */
export const wantsNamedRows = (): boolean => named.getStore() === true;

/**
 * Starts work that is not part of the transaction it was started in (a background job kicked by a
 * change): its statements wait for that transaction's end instead of joining it.
 */
export const outsideTransactions = <T>(work: () => T): T => context.exit(work);

/**
 * One connection, asynchronous transactions. better-sqlite3 runs every statement on one connection,
 * so while a transaction is open, a statement of any other request would land inside it (and be
 * rolled back with it). The gate makes those wait until the transaction ends, and runs the open
 * transaction's own statements (and those of whatever it calls, even through `db`) at once: an
 * AsyncLocalStorage tells which is which. A transaction begun inside another one is a savepoint of
 * it, as better-sqlite3's own transactions were. Transactions begin IMMEDIATE: a second process on
 * the file then waits at BEGIN instead of failing when it upgrades a read to a write. It waits
 * asynchronously (`busy`, up to `busyWaitMs`): SQLite's own busy_timeout would block the event loop,
 * and with it a transaction of this process that holds the lock between two awaits.
 */
export function transactionGate(
  execute: Execute,
  options: { busy?: (error: unknown) => boolean; busyWaitMs: number } = { busyWaitMs: 0 },
) {
  let held: Open | null = null;
  let waiting: Array<() => void> = [];

  // Awaited in a loop that checks `held` again on waking: the check and what follows it must run in
  // one synchronous stretch, or a transaction could begin in between.
  const nextRelease = () => new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    held = null;
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };

  const run = async (query: string, params: unknown[], method: Method) => {
    for (let waited = 0, pause = 2; ; waited += pause, pause = Math.min(pause * 2, 50)) {
      while (held && context.getStore() !== held) await nextRelease();
      try {
        return execute(query, params, method, wantsNamedRows()) as { rows: never[] };
      } catch (error) {
        // Another process holds the file's write lock: nothing was done, so the statement is asked
        // again after a pause, the event loop free meanwhile.
        if (!options.busy?.(error) || waited >= options.busyWaitMs) throw error;
        await sleep(pause);
      }
    }
  };

  function wrap<D extends AnyDb>(db: D): D {
    const begin = db.transaction.bind(db);
    const transaction: AnyDb['transaction'] = async (work, config) => {
      const current = context.getStore();
      if (current && current === held && current.tx) return current.tx.transaction(work);
      while (held) await nextRelease();
      const mine: Open = {};
      held = mine;
      try {
        return await insideTransaction(
          mine,
          async () =>
            await begin(
              async (tx) => {
                mine.tx = tx;
                return await work(tx);
              },
              { behavior: 'immediate', ...config },
            ),
        );
      } finally {
        release();
      }
    };
    db.transaction = transaction;
    return db;
  }

  return { run, wrap };
}
