import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Payments } from '../../payments';
import { tellOfRefund } from './order-notices';

type Deps = { db: Db; pay: Payments };

/** The key the provider dedupes by: one per refund row, so every retry asks for the same refund. */
export const refundKey = (refundId: string) => `refund_${refundId}`;

/**
 * Asks the provider for each pending refund. A failure to reach it (a crash, a timeout, Stripe down)
 * leaves the row pending with the error, and the sweeper asks again with the same key; what the
 * provider answers is written only while the row is still pending, so a late answer changes nothing.
 */
export async function settleRefunds({ db, pay }: Deps, refundIds: string[]): Promise<void> {
  if (refundIds.length === 0) return;
  const due = db
    .select({ refund: refunds, intentId: payments.intentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.id, refundIds), eq(refunds.status, 'pending')))
    .all();
  for (const { refund, intentId } of due) {
    try {
      const answer = refund.providerRefundId
        ? await pay.retrieveRefund(refund.providerRefundId)
        : await pay.refund({
            intentId,
            amountCents: refund.amountCents,
            idempotencyKey: refundKey(refund.id),
            orderId: refund.orderId,
          });
      const now = new Date();
      db.transaction((tx) => {
        const settled = tx
          .update(refunds)
          .set({
            status: answer.status,
            providerRefundId: answer.id,
            attempts: refund.attempts + 1,
            lastError: null,
            updatedAt: now.toISOString(),
          })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
          .returning()
          .get();
        // The customer hears once the money is on its way back, not when it is first asked for.
        if (settled?.status === 'succeeded') tellOfRefund(tx, settled, now);
      });
    } catch (error) {
      db.update(refunds)
        .set({
          attempts: refund.attempts + 1,
          lastError: (error as Error).message,
          updatedAt: new Date().toISOString(),
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .run();
    }
  }
}

/**
 * Settles what a crash or an unreachable provider left pending: at start, then every minute. Both
 * kinds are asked again: never sent (no provider id yet: the same idempotency key) and sent but not
 * yet final (Stripe's `pending`: read back by id).
 */
export function createRefundSweeper(deps: Deps, intervalMs = 60_000) {
  const job = backgroundJob(
    'refunds',
    async () => {
      const pending = deps.db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.status, 'pending'))
        .all();
      await settleRefunds(
        deps,
        pending.map((r) => r.id),
      );
    },
    intervalMs,
  );
  return { sweep: job.run, start: job.start, stop: job.stop };
}
