import { and, eq } from 'drizzle-orm';
import { centsToDecimal, decimalToCents } from '../../contracts/money';
import type { TipDone, TipInput, TipIntent } from '../../contracts/tips';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/dialect';
import { tips } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnOrder } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { wentThrough } from '../../payments/provider';
import { recordPaidTip, type Tip } from './tip-books';
import { type Payee, payeeOf } from './tip-payees';

type Deps = { db: Db; pay: Payments };

const tipDone = (tip: Tip): TipDone => ({
  tipId: tip.id,
  payee: tip.payeeKind,
  amount: centsToDecimal(tip.amountCents),
  status: tip.status,
});
const alreadyTipped = (payee: Payee) => conflict(`You already tipped ${payee.name} for this booking.`);
const isOnePerPayee = (error: unknown) => uniqueViolation(error, 'tips');
const tipOf = (db: Db, orderId: string, payee: Payee) =>
  db
    .select()
    .from(tips)
    .where(and(eq(tips.orderId, orderId), eq(tips.payeeKind, payee.kind)))
    .get();

/**
 * POST /api/orders/:id/tips: a tip is its own payment, made once the booking is completed, one per
 * person tipped. Asked again while unpaid (a retry, a double click) it answers the same intent; for
 * another amount, the unpaid intent is cancelled and replaced. The intent's idempotency key names the
 * amount, so two requests at once make one intent, and the unique (order, payee) row one tip.
 */
export async function startTip(
  deps: Deps,
  customerId: string,
  orderId: string,
  input: TipInput,
  now: Date,
): Promise<TipIntent> {
  const order = await requireOwnOrder(deps.db, customerId, orderId);
  if (order.status !== 'completed') throw conflict('You can leave a tip once the booking is completed.');
  const payee = await payeeOf(deps.db, order, input.payee);
  if (!payee) throw conflict('No worker did this job, so there is no worker to tip.');
  const amountCents = decimalToCents(input.amount) ?? 0;
  const existing = await tipOf(deps.db, orderId, payee);
  if (existing) return reuseTip(deps, existing, payee, amountCents, now);
  const intent = await deps.pay.createIntent({
    cartId: null,
    amountCents,
    idempotencyKey: `tip_${orderId}_${payee.kind}_${amountCents}`,
  });
  const stamp = now.toISOString();
  try {
    const tip = await deps.db
      .insert(tips)
      .values({
        id: newId(),
        orderId,
        customerId,
        payeeKind: payee.kind,
        payeeId: payee.id,
        amountCents,
        provider: deps.pay.name,
        intentId: intent.id,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    return { tipId: tip.id, clientSecret: intent.clientSecret };
  } catch (error) {
    // Another request made this tip first: its row answers (or is given this amount).
    const first = isOnePerPayee(error) ? await tipOf(deps.db, orderId, payee) : undefined;
    if (!first) throw error;
    return reuseTip(deps, first, payee, amountCents, now);
  }
}

/** An existing tip asked for again: paid is refused, unpaid answers its intent or a new amount's. */
async function reuseTip(deps: Deps, tip: Tip, payee: Payee, amountCents: number, now: Date) {
  if (tip.status === 'paid') throw alreadyTipped(payee);
  if (tip.amountCents === amountCents) {
    const intent = await deps.pay.retrieveIntent(tip.intentId);
    return { tipId: tip.id, clientSecret: intent.clientSecret };
  }
  const old = await deps.pay.cancelIntent(tip.intentId);
  if (wentThrough(old.status)) {
    await completeTip(deps, tip.id, now);
    throw alreadyTipped(payee);
  }
  // Still being charged (Stripe's processing): a new intent now could be paid beside it.
  if (old.status !== 'canceled')
    throw conflict('Your card is still being charged for this tip. Please try again in a minute.');
  const intent = await deps.pay.createIntent({
    cartId: null,
    amountCents,
    idempotencyKey: `tip_${tip.id}_${amountCents}_after_${tip.intentId}`,
  });
  const moved = await deps.db
    .update(tips)
    .set({ amountCents, intentId: intent.id, updatedAt: now.toISOString() })
    .where(and(eq(tips.id, tip.id), eq(tips.intentId, tip.intentId), eq(tips.status, 'open')))
    .returning()
    .get();
  if (!moved) {
    await deps.pay.cancelIntent(intent.id);
    throw conflict('This tip was changed meanwhile. Please try again.');
  }
  return { tipId: tip.id, clientSecret: intent.clientSecret };
}

/**
 * The tip's card went through: the browser says so, or Stripe's webhook does (whichever comes first;
 * `recordIn` commits the webhook's event with it). The provider is asked, never the browser. One
 * conditional UPDATE marks it paid, so the books and the notice are written by the first caller only;
 * a crash after the card went through leaves it open for the next caller to finish.
 */
export async function completeTip(deps: Deps, tipId: string, now: Date, recordIn?: (tx: Tx) => void) {
  const tip = await deps.db.select().from(tips).where(eq(tips.id, tipId)).get();
  if (!tip) throw notFound('Tip not found');
  if (tip.status !== 'open') return tipDone(tip);
  const intent = await deps.pay.retrieveIntent(tip.intentId);
  if (!wentThrough(intent.status))
    throw new ApiError(402, intent.lastError ?? 'The payment has not gone through', 'payment_required');
  if (intent.amountCents !== tip.amountCents)
    throw conflict('This payment does not match the tip. Please contact us so we can sort it out.');
  const paid = await deps.db.transaction(async (tx) => {
    await recordIn?.(tx);
    const moved = await tx
      .update(tips)
      .set({ status: 'paid', paidAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(and(eq(tips.id, tipId), eq(tips.status, 'open'), eq(tips.intentId, intent.id)))
      .returning()
      .get();
    if (moved) await recordPaidTip(tx, moved, now);
    return moved;
  });
  return tipDone(paid ?? (await deps.db.select().from(tips).where(eq(tips.id, tipId)).get()) ?? tip);
}

/** POST /api/orders/:id/tips/:tipId/complete: a tip of the customer's own booking. */
export async function completeOwnTip(
  deps: Deps,
  customerId: string,
  orderId: string,
  tipId: string,
  now: Date,
) {
  await requireOwnOrder(deps.db, customerId, orderId);
  const tip = await deps.db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.id, tipId), eq(tips.orderId, orderId)))
    .get();
  if (!tip) throw notFound('Tip not found');
  return completeTip(deps, tip.id, now);
}

/** Stripe's word for a tip's intent (checkout's webhook hands over intents that are not a cart's). */
export async function tipIntentWentThrough(
  deps: Deps,
  intentId: string,
  now: Date,
  recordIn: (tx: Tx) => unknown,
) {
  const tip = await deps.db.select({ id: tips.id }).from(tips).where(eq(tips.intentId, intentId)).get();
  if (tip) await completeTip(deps, tip.id, now, recordIn);
}
