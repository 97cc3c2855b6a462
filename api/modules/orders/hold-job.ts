import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, vendors } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import type { Payments } from '../../payments';
import { sweepChanges } from './booking-change-decide';
import { dropUnpaidChanges } from './booking-change-request';
import { cancelInTx } from './cancel-order';
import { finishCapture, settleHold } from './settle-hold';

type Deps = { db: Db; pay: Payments; clock: Clock; notifier?: { wake(): void } };

/** What the customer reads on a request nobody answered. */
export const expiredReason = (vendorName: string) =>
  `${vendorName} did not answer in time. The hold on your card was released.`;

/**
 * Cancels each request whose vendor did not answer by its respondBy: the customer is told, its day is
 * free again, and nothing was taken (the hold is released when its payment settles). The move is
 * conditional on `pending`, so a vendor accepting at the same moment wins or loses, never both.
 * Returns how many it expired; their holds are settled with the others that are due.
 */
export async function expireRequests(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: orders.id, vendorName: vendors.businessName })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(
      and(
        eq(orders.status, 'pending'),
        isNotNull(orders.respondBy),
        lte(orders.respondBy, now.toISOString()),
      ),
    )
    .all();
  let expired = 0;
  for (const order of overdue) {
    try {
      await db.transaction(
        async (tx) =>
          await cancelInTx(tx, {
            orderId: order.id,
            move: 'expire',
            actor: 'system',
            actorId: null,
            reason: expiredReason(order.vendorName),
            refundCents: () => 0,
            now,
          }),
      );
      expired += 1;
    } catch (error) {
      // Accepted (or cancelled) a moment ago: the other outcome stands.
      console.error(`request expiry: booking ${order.id} was not expired`, error);
    }
  }
  return expired;
}

/**
 * Every minute (and at start): expires unanswered requests, then settles every hold that is due,
 * finishing one a crash or an unreachable provider left `capturing` with the same idempotency key.
 */
export function createHoldJob(deps: Deps, intervalMs = 60_000) {
  const run = async () => {
    const now = deps.clock.now();
    const expired = await expireRequests(deps.db, now);
    await sweepChanges(deps, now);
    await dropUnpaidChanges(deps, now);
    if (expired > 0) deps.notifier?.wake();
    const due = await deps.db
      .select()
      .from(payments)
      .where(inArray(payments.holdStatus, ['held', 'capturing']))
      .all();
    for (const payment of due) {
      try {
        if (payment.holdStatus === 'capturing') await finishCapture(deps, payment, now);
        else await settleHold(deps, payment.id, now);
      } catch (error) {
        console.error(`holds: payment ${payment.id} was not settled`, error);
      }
    }
    return expired;
  };
  const job = backgroundJob('holds', run, intervalMs, { lease: deps });
  return { run: job.run, start: job.start, stop: job.stop };
}
