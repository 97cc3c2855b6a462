import { setTimeout as sleep, setImmediate as turn } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';
import type { testClock } from '../test/harness';
import { signal } from '../test/signal';
import { twoInstancesOnOneFile } from '../test/two-instances';
import { databaseLock } from './database-lock';

// Two app instances on one database (two connections), as two server processes behind a proxy.
const instances = twoInstancesOnOneFile('bbe-lock-');

let a: Db;
let b: Db;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  ({ a, b, clock } = await instances.next());
});

/** Work that notes when it begins and ends, and waits a few turns of the event loop in between. */
const noted = (seen: string[], name: string) => async () => {
  seen.push(`${name} begins`);
  for (let i = 0; i < 5; i++) await turn();
  seen.push(`${name} ends`);
  return name;
};

describe('a lock in the database', () => {
  it('runs the work of one key one call at a time, across two instances and within one', async () => {
    const onA = databaseLock({ db: a, clock, scope: 'cart' });
    const onB = databaseLock({ db: b, clock, scope: 'cart' });
    const seen: string[] = [];
    const answers = await Promise.all([
      onA('cart-1', noted(seen, 'a1')),
      onB('cart-1', noted(seen, 'b1')),
      onA('cart-1', noted(seen, 'a2')),
    ]);
    expect(answers).toEqual(['a1', 'b1', 'a2']);
    // Each call's end comes right after its beginning: no other call began in between.
    for (let i = 0; i < seen.length; i += 2) {
      expect(seen[i]?.replace(' begins', ''), seen.join(', ')).toBe(seen[i + 1]?.replace(' ends', ''));
    }
    expect(await b.select().from(jobLeases).all()).toEqual([]);
  });

  it('runs the work of two keys at once', async () => {
    const onA = databaseLock({ db: a, clock, scope: 'cart' });
    const onB = databaseLock({ db: b, clock, scope: 'cart' });
    // Each call's work waits for the other's to begin: one lock over both keys would never let it.
    const begun = { one: signal(), two: signal() };
    const meets = (mine: 'one' | 'two', other: 'one' | 'two') => async () => {
      begun[mine].fire();
      await Promise.race([
        begun[other].fired,
        sleep(5_000).then(() => Promise.reject(new Error(`${mine} ran alone`))),
      ]);
      return mine;
    };
    expect(
      await Promise.all([onA('cart-1', meets('one', 'two')), onB('cart-2', meets('two', 'one'))]),
    ).toEqual(['one', 'two']);
  });

  it('lets the next call in after work that failed, and keeps no row', async () => {
    const lock = databaseLock({ db: a, clock, scope: 'plan' });
    await expect(
      lock('vendor-1', async () => {
        throw new Error('declined');
      }),
    ).rejects.toThrow('declined');
    expect(await lock('vendor-1', async () => 'again')).toBe('again');
    expect(await a.select().from(jobLeases).all()).toEqual([]);
  });
});
