import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { leaseTtlMs } from './job-lease';

/**
 * Claims on the rows of the outgoing queues (mail, texts, push): several app instances drain one
 * queue, so a row is claimed (claimed_by, claim_until) in the statement that picks it, and sent only
 * by its claimer. A claimer that dies leaves the claim to run out; then any instance takes the row.
 */

/** The columns a claimable queue has. */
type Queue = {
  id: SQLiteColumn;
  status: SQLiteColumn;
  nextAttemptAt: SQLiteColumn;
  claimUntil: SQLiteColumn;
  claimedBy: SQLiteColumn;
};

/**
 * Pending, due, and claimed by nobody (or by a claim that ran out). A claim uses it both to pick its
 * rows and again on the rows it updates: PostgreSQL re-checks the latter on a row another instance
 * claimed meanwhile, and skips it.
 */
export const claimable = (queue: Queue, now: Date) => {
  const at = now.toISOString();
  return and(
    eq(queue.status, 'pending'),
    lte(queue.nextAttemptAt, at),
    or(isNull(queue.claimUntil), lte(queue.claimUntil, at)),
  );
};

/**
 * What a claim writes: the claimer, and when the claim runs out. JOB_LEASE_MS (2 minutes) is far
 * longer than one send may take (the transports give up within a minute).
 */
export const claimFor = (holder: string, now: Date) => ({
  claimedBy: holder,
  claimUntil: new Date(now.getTime() + leaseTtlMs()).toISOString(),
});

/** The row, if this holder's claim on it still stands: the outcome of a send is written only then. */
export const stillClaimed = (queue: Queue, id: string, holder: string) =>
  and(eq(queue.id, id), eq(queue.claimedBy, holder));
