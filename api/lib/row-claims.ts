import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UpdateSet } from '../db/dialect';
import type { outgoingMail, outgoingTexts, pushDeliveries } from '../db/schema';
import { leaseTtlMs } from './job-lease';

/**
 * Claims on the rows of the outgoing queues (mail, texts, push): several app instances drain one
 * queue, so a row is claimed (claimed_by, claim_until) in the statement that picks it, and sent only
 * by its claimer. A claimer that dies leaves the claim to run out; then any instance takes the row.
 */

type Queue = typeof outgoingMail | typeof outgoingTexts | typeof pushDeliveries;

/** Claimed by nobody, or by a claim that ran out. */
const unclaimed = (queue: Queue, at: string) => or(isNull(queue.claimUntil), lte(queue.claimUntil, at));

/**
 * Claims up to `limit` of the oldest due, pending, unclaimed rows for `holder`, in one statement, and
 * returns them. The claim runs out after JOB_LEASE_MS (2 minutes), far longer than one send may take
 * (the transports give up within a minute).
 *
 * The update checks again that each row it reaches is unclaimed: PostgreSQL re-checks that on a row
 * another instance claimed after the subquery picked it, and skips it. That check alone suffices
 * (and lets SQLite find the rows by id) because a finished send keeps its claim's time: a row is
 * unclaimed again only when its claim runs out or its retry comes due (`retryAt`).
 */
export async function claimOldest<T extends Queue>(
  db: Db,
  queue: T,
  holder: string,
  now: Date,
  limit: number,
) {
  const at = now.toISOString();
  const oldest = db
    .select({ id: queue.id })
    .from(queue)
    .where(and(eq(queue.status, 'pending'), lte(queue.nextAttemptAt, at), unclaimed(queue, at)))
    .orderBy(asc(queue.nextAttemptAt))
    .limit(limit);
  const claim = { claimedBy: holder, claimUntil: new Date(now.getTime() + leaseTtlMs()).toISOString() };
  return await db
    .update(queue)
    // Every queue has both columns; TypeScript cannot see it through the generic table.
    .set(claim as UpdateSet<T>)
    .where(and(inArray(queue.id, oldest), unclaimed(queue, at)))
    .returning()
    .all();
}

/** A try that failed and comes back at `next`: its claim ends then, so the retry is anyone's. */
export const retryAt = (next: Date) => ({
  nextAttemptAt: next.toISOString(),
  claimUntil: next.toISOString(),
});

/** The row, if this holder's claim on it still stands: the outcome of a send is written only then. */
export const stillClaimed = (queue: Queue, id: string, holder: string) =>
  and(eq(queue.id, id), eq(queue.claimedBy, holder));
