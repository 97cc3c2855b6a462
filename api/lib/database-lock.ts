import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobLeases } from '../db/schema';
import { type Clock, systemClock } from './clock';
import { processHolder, whileHolding } from './job-lease';

/**
 * Runs async work one at a time per key, across every app instance sharing the database. Starting
 * and completing a payment, or changing a plan, talk to the provider between database steps; two of
 * them for one cart (a double click, two tabs, two instances behind a proxy) must not interleave.
 *
 * The lock is a lease (`job_leases`, named `lock:<scope>:<key>`) taken for the call: one upsert decides, the
 * lease is renewed while the work runs (a provider may be slow) and the row is deleted at the end. A
 * caller that finds it held asks again after a pause (5 ms, doubling to 100 ms). A holder that dies
 * leaves it until its lease runs out, or at once for a dead process on this machine (job-lease.ts).
 */
export function databaseLock(options: { db: Executor; scope: string; clock?: Clock }) {
  const { db, scope, clock = systemClock } = options;
  return async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const name = `lock:${scope}:${key}`;
    // One holder per call: two calls in one process exclude each other as two instances do.
    const holder = `${processHolder}:${randomBytes(4).toString('hex')}`;
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        const done = await whileHolding({ db, clock, holder }, name, async () => ({ value: await work() }));
        if (done) return done.value;
      } finally {
        // Ours only: a lease never taken, or taken over meanwhile, is left to its holder.
        await db
          .delete(jobLeases)
          .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
          .run();
      }
      await sleep(pause);
    }
  };
}

export type DatabaseLock = ReturnType<typeof databaseLock>;
