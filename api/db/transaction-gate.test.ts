import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoInstancesOnOneFile } from '../test/two-instances';
import { openDatabase } from './client';
import { outsideTransactions, rawRow, rawRows } from './transaction-gate';

const setUp = async () => {
  const db = openDatabase(':memory:');
  await db.run(sql`create table t (n integer not null)`);
  const count = async () => (await rawRow<{ c: number }>(db, sql`select count(*) as c from t`))?.c;
  return { db, count };
};
// Two connections to one file, as two processes would have (for the last test).
const files = twoInstancesOnOneFile('bbe-gate-');
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the transaction gate', () => {
  it('runs two transactions begun at once one after the other, never interleaved', async () => {
    const { db } = await setUp();
    const seen: string[] = [];
    const writer = (name: string) =>
      db.transaction(async (tx) => {
        seen.push(`${name} begins`);
        await tx.run(sql`insert into t (n) values (1)`);
        await turn();
        seen.push(`${name} ends`);
      });
    await Promise.all([writer('a'), writer('b')]);
    expect(seen).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
  });

  it("holds another request's statement until the transaction ends, so a rollback cannot take it", async () => {
    const { db, count } = await setUp();
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const failing = db.transaction(async (tx) => {
      await tx.run(sql`insert into t (n) values (1)`);
      entered();
      await turn();
      await turn();
      throw new Error('rolled back');
    });
    await inside;
    // Issued by another request while the transaction is open (its own async context).
    const outside = db.run(sql`insert into t (n) values (2)`);
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    expect(await rawRows<{ n: number }>(db, sql`select n from t`)).toEqual([{ n: 2 }]);
    expect(await count()).toBe(1);
  });

  it('runs what the transaction calls through db inside it, and a transaction begun inside as a savepoint', async () => {
    const { db, count } = await setUp();
    await db.transaction(async (tx) => {
      await tx.run(sql`insert into t (n) values (1)`);
      await db.run(sql`insert into t (n) values (2)`);
      await expect(
        db.transaction(async () => {
          await db.run(sql`insert into t (n) values (3)`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      expect(await count()).toBe(2);
    });
    expect(await rawRows<{ n: number }>(db, sql`select n from t order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('runs work started with outsideTransactions after the transaction, not inside it', async () => {
    const { db } = await setUp();
    let kicked: Promise<unknown> = Promise.resolve();
    const failing = db.transaction(async (tx) => {
      await tx.run(sql`insert into t (n) values (1)`);
      kicked = outsideTransactions(() => db.run(sql`insert into t (n) values (2)`));
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    await kicked;
    expect(await rawRows<{ n: number }>(db, sql`select n from t`)).toEqual([{ n: 2 }]);
  });

  it("waits for another connection's write lock without stopping this process, then writes", async () => {
    const { a, b } = await files.next();
    await a.run(sql`create table t (n integer not null)`);
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holding = a.transaction(async (tx) => {
      await tx.run(sql`insert into t (n) values (1)`);
      entered();
      for (let i = 0; i < 5; i++) await turn();
      await tx.run(sql`insert into t (n) values (2)`);
    });
    await inside;
    // B asks while A holds the file's write lock between two awaits: B waits, A goes on and commits.
    await b.run(sql`insert into t (n) values (3)`);
    await holding;
    expect(await rawRows<{ n: number }>(b, sql`select n from t order by rowid`)).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });
});
