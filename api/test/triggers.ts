import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { orders } from '../db/schema';

/*
 * Writes a test makes the database do behind the code's back, on either engine: a crash in the middle
 * of a transaction, or another instance's write landing between a read and the write after it.
 * SQLite: a trigger (its triggers never fire themselves again); PostgreSQL: a trigger function, which
 * tests its condition itself (a trigger's WHEN may not hold a subquery) and acts only when the write
 * is not its own (`pg_trigger_depth() = 1`).
 */

type Trigger = {
  /** A name for the trigger, unique in the test. */
  name: string;
  /** `insert on ledger_entries`, `update on payouts`, `update of status on orders`. */
  before: string;
  /** A condition on NEW (and OLD, for an update) in SQL both engines read; always, when left out. */
  when?: string;
  /** Statements to run first, each ending in `;`, written for both engines. */
  first?: string;
  /** What becomes of the write itself: it fails with this message, is skipped, or goes ahead. */
  write: { fail: string } | 'skip' | 'proceed';
};

/** Arms the trigger; `disarm` takes it away again. */
export async function beforeWrite(db: Db, { name, before, when = 'true', first = '', write }: Trigger) {
  const failing = typeof write === 'object' ? `'${write.fail.replaceAll("'", "''")}'` : null;
  if (db.engine === 'sqlite') {
    const end = failing
      ? `SELECT RAISE(ABORT, ${failing});`
      : write === 'skip'
        ? 'SELECT RAISE(IGNORE);'
        : '';
    await db.run(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE ${before} FOR EACH ROW WHEN (${when}) BEGIN ${first} ${end} END`,
      ),
    );
    return { disarm: () => db.run(sql.raw(`DROP TRIGGER ${name}`)) };
  }
  const end = failing ? `RAISE EXCEPTION ${failing};` : write === 'skip' ? 'RETURN NULL;' : '';
  await db.run(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF pg_trigger_depth() = 1 AND (${when}) THEN ${first} ${end} END IF;
      RETURN NEW;
    END $$`),
  );
  await db.run(sql.raw(`CREATE TRIGGER ${name} BEFORE ${before} FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  return {
    disarm: async () => {
      await db.run(sql.raw(`DROP TRIGGER ${name} ON ${before.split(' on ')[1]}`));
      await db.run(sql.raw(`DROP FUNCTION ${name}()`));
    },
  };
}

/** Makes matching writes fail with `message`, as a crash or a full disk would, until `disarm`. */
export const failWrites = (db: Db, failure: Omit<Trigger, 'first' | 'write'> & { message: string }) =>
  beforeWrite(db, { ...failure, write: { fail: failure.message } });

type OrderStatus = (typeof orders.$inferSelect)['status'];

/**
 * Another instance's write landing between a read and the conditional UPDATE that follows it (one
 * process never interleaves them): the next update of this order's status first moves it to `status`,
 * as the rival did, and itself then changes nothing.
 */
export const movedMeanwhile = (db: Db, orderId: string, status: OrderStatus) =>
  beforeWrite(db, {
    name: 'moved_meanwhile',
    before: 'update of status on orders',
    when: `OLD.id = '${orderId}' AND OLD.status <> '${status}'`,
    first: `UPDATE orders SET status = '${status}' WHERE id = OLD.id;`,
    write: 'skip',
  });
