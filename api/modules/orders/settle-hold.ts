import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { postCharge } from '../../ledger/order-books';
import type { Payments } from '../../payments';

type Deps = { db: Db; pay: Payments };
type Payment = typeof payments.$inferSelect;

/** The bookings of a hold whose money is taken when it settles: the vendor has them. */
export const CAPTURED_STATUSES = ['accepted', 'in_progress', 'completed'] as const;

export const captureKey = (paymentId: string) => `capture_${paymentId}`;
export const releaseKey = (paymentId: string) => `release_${paymentId}`;

/**
 * Claims a held payment none of whose bookings still waits for a vendor: one conditional UPDATE
 * moves it `held → capturing` with what its confirmed bookings cost, so of two callers (an accept
 * racing an expiry, a double click) only one goes on to the provider. Null when there is nothing to do.
 */
async function claim(db: Db, paymentId: string, now: Date): Promise<Payment | null> {
  return await db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'pending')))
      .get();
    if (waiting) return null;
    const confirmed = await tx
      .select({ amountCents: orders.amountCents })
      .from(orders)
      .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, [...CAPTURED_STATUSES])))
      .all();
    return (
      (await tx
        .update(payments)
        .set({
          holdStatus: 'capturing',
          capturedCents: confirmed.reduce((sum, o) => sum + o.amountCents, 0),
          updatedAt: now.toISOString(),
        })
        .where(and(eq(payments.id, paymentId), eq(payments.holdStatus, 'held')))
        .returning()
        .get()) ?? null
    );
  });
}

/**
 * Asks the provider to capture (or, for $0, release) a claimed payment, then records the outcome:
 * `captured` with a ledger charge per confirmed booking, or `released`. The idempotency key is the
 * payment's, so asking again after a crash never takes the money twice; the record is conditional on
 * `capturing`, so it is written once.
 */
export async function finishCapture({ db, pay }: Deps, payment: Payment, now: Date): Promise<void> {
  const amountCents = payment.capturedCents ?? 0;
  if (amountCents > 0)
    await pay.captureIntent({
      intentId: payment.intentId,
      amountCents,
      idempotencyKey: captureKey(payment.id),
    });
  else await pay.releaseIntent({ intentId: payment.intentId, idempotencyKey: releaseKey(payment.id) });
  await db.transaction(async (tx) => {
    const done = await tx
      .update(payments)
      .set({ holdStatus: amountCents > 0 ? 'captured' : 'released', updatedAt: now.toISOString() })
      .where(and(eq(payments.id, payment.id), eq(payments.holdStatus, 'capturing')))
      .returning()
      .get();
    if (!done || amountCents === 0) return;
    const captured = await tx
      .select({ id: orders.id, amountCents: orders.amountCents })
      .from(orders)
      .where(and(eq(orders.paymentId, payment.id), inArray(orders.status, [...CAPTURED_STATUSES])))
      .all();
    for (const order of captured) await postCharge(tx, order, payment.id, now);
  });
}

/**
 * Settles a held payment once no booking of it waits for its vendor (accepted, declined, expired or
 * cancelled): captures what the vendors took, releases the rest. Does nothing while one still waits,
 * or when another caller settled it. A provider that cannot be reached leaves it `capturing` for the
 * hold job (hold-job.ts), which finishes it with the same key.
 */
export async function settleHold(deps: Deps, paymentId: string | null, now: Date): Promise<void> {
  if (!paymentId) return;
  const claimed = await claim(deps.db, paymentId, now);
  if (!claimed) return;
  try {
    await finishCapture(deps, claimed, now);
  } catch (error) {
    // The booking's move stands; the hold job asks the provider again with the same key.
    console.error(`holds: payment ${paymentId} was claimed but not settled`, error);
  }
}
