import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import type { outgoingMail, outgoingTexts, pushDeliveries } from '../db/schema';
import { leaseTtlMs } from './job-lease';

/**
 * Claims on the rows of the outgoing queues (mail, texts, push): several app instances drain one
 * queue, so a row is claimed (claimed_by, claim_until) in the statement that picks it, and sent only
 * by its claimer. A claimer that dies leaves the claim to run out; then any instance takes the row.
 */

type Queue = typeof outgoingMail | typeof outgoingTexts | typeof pushDeliveries;

/** Pending, due, and claimed by nobody (or by a claim that ran out). */
const claimable = (queue: Queue, now: Date) => {
  const at = now.toISOString();
  return and(
    eq(queue.status, 'pending'),
    lte(queue.nextAttemptAt, at),
    or(isNull(queue.claimUntil), lte(queue.claimUntil, at)),
  );
};

/**
 * Claims up to `limit` of the oldest claimable rows for `holder`, in one statement, and returns them.
 * The claim runs out after JOB_LEASE_MS (2 minutes), far longer than one send may take (the
 * transports give up within a minute). The condition is checked again on the rows the update
 * reaches, not only in the subquery that picks them: PostgreSQL re-checks that one on a row another
 * instance claimed meanwhile, and skips it.
 */
export function claimOldest<T extends Queue>(db: Db, queue: T, holder: string, now: Date, limit: number) {
  const oldest = db
    .select({ id: queue.id })
    .from(queue)
    .where(claimable(queue, now))
    .orderBy(asc(queue.nextAttemptAt))
    .limit(limit);
  const claim = { claimedBy: holder, claimUntil: new Date(now.getTime() + leaseTtlMs()).toISOString() };
  return (
    db
      .update(queue)
      // Every queue has both columns; TypeScript cannot see it through the generic table.
      .set(claim as SQLiteUpdateSetSource<T>)
      .where(and(inArray(queue.id, oldest), claimable(queue, now)))
      .returning()
      .all()
  );
}

/** The row, if this holder's claim on it still stands: the outcome of a send is written only then. */
export const stillClaimed = (queue: Queue, id: string, holder: string) =>
  and(eq(queue.id, id), eq(queue.claimedBy, holder));
