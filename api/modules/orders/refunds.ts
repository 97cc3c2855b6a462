import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { insertionOrder } from '../../db/dialect';
import { payments, refundParts, refunds } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Payments } from '../../payments';
import type { ProviderRefund } from '../../payments/provider';
import { tellOfRefund } from './order-notices';
import type { RefundPart } from './refund-parts';

type Deps = { db: Db; pay: Payments };
type Refund = typeof refunds.$inferSelect;

/** The key the provider dedupes by: one per refund row, so every retry asks for the same refund. */
export const refundKey = (refundId: string) => `refund_${refundId}`;

/**
 * One key per part. A refund taken whole from its booking's payment keeps the refund's own key, as
 * every refund made before parts existed did, so a retry of one of those asks for the same refund.
 */
export const partKey = (part: RefundPart, parts: RefundPart[], paymentIntentId: string) =>
  parts.length === 1 && part.intentId === paymentIntentId
    ? refundKey(part.refundId)
    : `${refundKey(part.refundId)}_${part.id}`;

/**
 * Asks the provider for each pending part of each pending refund, one refund per card payment it
 * draws on (refund-parts.ts). A failure to reach it (a crash, a timeout, Stripe down) leaves the part
 * pending with the error, and the sweeper asks again with the same key; what the provider answers is
 * written only while the part is still pending, so a late answer changes nothing. The refund row
 * follows its parts (rollUp).
 */
export async function settleRefunds({ db, pay }: Deps, refundIds: string[]): Promise<void> {
  if (refundIds.length === 0) return;
  const due = await db
    .select({ refund: refunds, intentId: payments.intentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.id, refundIds), eq(refunds.status, 'pending')))
    .all();
  for (const { refund, intentId } of due) {
    // In the order they were written: the provider is asked part by part as the refund split them.
    const parts = await db
      .select()
      .from(refundParts)
      .where(eq(refundParts.refundId, refund.id))
      .orderBy(insertionOrder(refundParts))
      .all();
    let lastError: string | null = null;
    for (const part of parts.filter((p) => p.status === 'pending')) {
      try {
        const answer = part.providerRefundId
          ? await pay.retrieveRefund(part.providerRefundId)
          : await pay.refund({
              intentId: part.intentId,
              amountCents: part.amountCents,
              idempotencyKey: partKey(part, parts, intentId),
              orderId: refund.orderId,
              partId: part.id,
            });
        await settlePart(db, part, answer, new Date());
      } catch (error) {
        lastError = (error as Error).message;
        await db
          .update(refundParts)
          .set({ attempts: part.attempts + 1, lastError, updatedAt: new Date().toISOString() })
          .where(and(eq(refundParts.id, part.id), eq(refundParts.status, 'pending')))
          .run();
      }
    }
    await db.transaction((tx) => rollUp(tx, refund, lastError, new Date()));
  }
}

/** Writes the provider's answer on a part, only while it is still pending. */
async function settlePart(db: Db, part: RefundPart, answer: ProviderRefund, now: Date) {
  await db
    .update(refundParts)
    .set({
      status: answer.status,
      providerRefundId: answer.id,
      attempts: part.attempts + 1,
      lastError: null,
      updatedAt: now.toISOString(),
    })
    .where(and(eq(refundParts.id, part.id), eq(refundParts.status, 'pending')))
    .run();
}

/**
 * A refund succeeds when all its parts did and fails when one failed and none still waits; until
 * then it stays pending with this round's error. The customer hears once, when the money is on its
 * way back, not when it is first asked for.
 */
async function rollUp(tx: Tx, refund: Refund, lastError: string | null, now: Date) {
  const statuses = (
    await tx
      .select({ status: refundParts.status })
      .from(refundParts)
      .where(eq(refundParts.refundId, refund.id))
      .all()
  ).map((p) => p.status);
  const status = statuses.includes('pending')
    ? 'pending'
    : statuses.includes('failed')
      ? 'failed'
      : 'succeeded';
  const settled = await tx
    .update(refunds)
    .set({ status, attempts: refund.attempts + 1, lastError, updatedAt: now.toISOString() })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning()
    .get();
  if (settled?.status === 'succeeded') await tellOfRefund(tx, settled, now);
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
      const pending = await deps.db
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
    { lease: deps },
  );
  return { sweep: job.run, start: job.start, stop: job.stop };
}
