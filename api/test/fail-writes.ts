import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Failure = {
  /** A name for the trigger, unique in the test. */
  name: string;
  /** `insert on ledger_entries`, `update on payouts`, `update of status on orders`. */
  before: string;
  /** A condition on NEW (and OLD, for an update), in SQL both engines read; always, when left out. */
  when?: string;
  /** What the database answers, as a crash or a full disk would. */
  message: string;
};

/**
 * Makes the database refuse matching writes, on either engine, until `disarm`: the way a test pulls
 * the plug in the middle of a transaction. SQLite: a trigger that raises ABORT; PostgreSQL: a trigger
 * whose function raises an exception (its WHEN may not hold a subquery, so the function tests it).
 */
export async function failWrites(db: Db, { name, before, when = 'true', message }: Failure) {
  const quoted = `'${message.replaceAll("'", "''")}'`;
  if (db.engine === 'sqlite') {
    await db.run(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE ${before} FOR EACH ROW WHEN (${when}) BEGIN SELECT RAISE(ABORT, ${quoted}); END`,
      ),
    );
    return { disarm: () => db.run(sql.raw(`DROP TRIGGER ${name}`)) };
  }
  await db.run(
    sql.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (${when}) THEN RAISE EXCEPTION ${quoted}; END IF; RETURN NEW; END $$`,
    ),
  );
  await db.run(sql.raw(`CREATE TRIGGER ${name} BEFORE ${before} FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  return {
    disarm: async () => {
      await db.run(sql.raw(`DROP TRIGGER ${name} ON ${before.split(' on ')[1]}`));
      await db.run(sql.raw(`DROP FUNCTION ${name}()`));
    },
  };
}
