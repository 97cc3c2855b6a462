import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '../../test/signal';
import { newSharedDatabase, openTestDatabaseAt } from '../../test/test-database';
import type { Db } from '../client';
import { uniqueViolation } from '../dialect';
import { appSettings, vendors } from '../schema';
import { rawRow } from '../transaction-gate';
import { openPostgres } from './client';

// The PostgreSQL runner itself (`npm run test:pg` only: it needs the run's server). Two connections
// to one database stand for two app instances.

let where: string;
let a: Db;
let b: Db;
beforeEach(async () => {
  where = await newSharedDatabase('unused.db');
  a = await openTestDatabaseAt(where);
  b = await openTestDatabaseAt(where);
});

const setting = (key: string) => a.select().from(appSettings).where(eq(appSettings.key, key)).get();

describe('the PostgreSQL runner', () => {
  it('answers values as SQLite does: counts and sums as numbers, booleans as 1 and 0', async () => {
    await a
      .insert(vendors)
      .values({ id: 'v1', businessName: 'Barn', businessType: 'venue', isActive: true })
      .run();
    const row = await rawRow<{ n: unknown; total: unknown; active: unknown; text: unknown }>(
      a,
      sql`select count(*) as n, sum(review_count) as total, bool_and(is_active) as active, 'why?' as text from vendors`,
    );
    expect(row).toEqual({ n: 1, total: 0, active: 1, text: 'why?' });
    expect((await a.select().from(vendors).get())?.isActive).toBe(true);
  });

  it('lets one writer at a time through, across connections, as SQLite does', async () => {
    const inside = signal();
    const order: string[] = [];
    const first = a.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: 'k', value: 'a' }).run();
      inside.fire();
      await sleep(300);
      order.push('a commits');
    });
    await inside.fired;
    // A read does not wait for the writer; a write, even of another row, waits for its commit.
    expect(await b.select().from(appSettings).where(eq(appSettings.key, 'k')).get()).toBeUndefined();
    await b.insert(appSettings).values({ key: 'other', value: 'b' }).run();
    order.push('b wrote');
    await first;
    expect(order).toEqual(['a commits', 'b wrote']);
    expect((await setting('k'))?.value).toBe('a');
  });

  it('rolls a nested transaction back to its savepoint, and keeps the outer one', async () => {
    await a.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: 'outer', value: '1' }).run();
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(appSettings).values({ key: 'inner', value: '1' }).run();
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
    });
    expect(await setting('outer')).toMatchObject({ value: '1' });
    expect(await setting('inner')).toBeUndefined();
  });

  it('tells a unique index refusing a row, by its table and column', async () => {
    await a.insert(appSettings).values({ key: 'once', value: '1' }).run();
    const refused = await a
      .insert(appSettings)
      .values({ key: 'once', value: '2' })
      .run()
      .catch((error: unknown) => error);
    expect(uniqueViolation(refused, 'app_settings', 'key')).toBe(true);
    expect(uniqueViolation(refused, 'app_settings', 'value')).toBe(false);
    expect(uniqueViolation(refused, 'vendors')).toBe(false);
  });

  it('reuses the connection of a transaction its code gave up, and replaces one the server ended', async () => {
    const one = await openPostgres(where, { connections: 1 });
    const backend = async () =>
      (await rawRow<{ pid: number }>(one, sql`select pg_backend_pid() as pid`))?.pid;
    const first = await backend();
    await expect(
      one.transaction(async () => {
        throw new Error('That job was just taken');
      }),
    ).rejects.toThrow('That job was just taken');
    expect(await backend()).toBe(first);
    // The server ends it (a restart, a failover): the pool drops it and the next query opens another.
    await a.run(sql`select pg_terminate_backend(${first})`);
    await vi.waitFor(async () => expect(await backend().catch(() => first)).not.toBe(first));
    await one.close();
  });

  it('migrates a new database once when two instances start on it together', async () => {
    const fresh = new URL(where);
    fresh.pathname = `/${fresh.pathname.slice(1)}_fresh`;
    const admin = new pg.Client(where);
    await admin.connect();
    await admin.query(`create database ${fresh.pathname.slice(1)}`);
    await admin.end();
    const both = await Promise.all([openPostgres(fresh.href), openPostgres(fresh.href)]);
    const applied = await rawRow<{ n: number }>(
      both[0],
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.n).toBeGreaterThan(0);
    await Promise.all(both.map((db) => db.close()));
  });
});
