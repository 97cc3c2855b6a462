import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { BookingChangeInput, BookingChangeResult } from '../../contracts/booking-change';
import { bookingSpan } from '../../contracts/booking-times';
import type { Db, Tx } from '../../db/client';
import { insertionOrder, uniqueViolation } from '../../db/dialect';
import { bookingChanges, orders, payments } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnOrder } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { wentThrough } from '../../payments/provider';
import { applyChange, type BookingChange } from './booking-change-apply';
import { acceptChange, endChange, isDayTaken } from './booking-change-decide';
import { priceChange } from './booking-change-terms';
import { changeView } from './booking-change-view';
import { settleRefunds } from './refunds';
import { respondByOf } from './respond-by';

type Deps = { db: Db; pay: Payments };

export const ONE_OPEN_CHANGE = 'This booking already has a change waiting. Wait for its answer first.';
/** The key its difference's intent is made under: asking again makes no second intent. */
export const changeIntentKey = (changeId: string) => `change_${changeId}`;

const isOpenIndex = (error: unknown) => uniqueViolation(error, 'booking_changes', 'order_id');

/**
 * POST /api/orders/:id/change. The terms are checked and priced in the transaction that records the
 * change, so two changes at once (or a double click) end with one open change: the second finds the
 * first (or the unique index of open changes refuses it: 409). A price rise waits for its own payment,
 * authorised only (captured when the change is accepted); otherwise an instant booking is changed at
 * once and a request waits for its vendor until its respond-by. A booking whose own payment is still
 * only held waits for the vendor first: the hold covers the booking as it was asked for.
 */
export async function requestChange(
  deps: Deps,
  customerId: string,
  orderId: string,
  input: BookingChangeInput,
  now: Date,
): Promise<BookingChangeResult> {
  const stamp = now.toISOString();
  let recorded: Awaited<ReturnType<typeof record>>;
  const record = async (tx: Tx) => {
    const order = await requireOwnOrder(tx, customerId, orderId);
    const open = await tx
      .select({ id: bookingChanges.id })
      .from(bookingChanges)
      .where(
        and(
          eq(bookingChanges.orderId, orderId),
          inArray(bookingChanges.status, ['awaiting_payment', 'awaiting_vendor']),
        ),
      )
      .get();
    if (open) throw conflict(ONE_OPEN_CHANGE);
    const payment = order.paymentId
      ? await tx.select().from(payments).where(eq(payments.id, order.paymentId)).get()
      : undefined;
    if (payment?.holdStatus === 'held' || payment?.holdStatus === 'capturing')
      throw conflict('This booking waits for the vendor’s answer. Change it once it is accepted.');
    const priced = await priceChange(tx, order, input, now);
    const rise = priced.toAmountCents - priced.fromAmountCents;
    const instant = order.bookingMode === 'instant';
    const startsAt = priced.to.scheduledDate
      ? bookingSpan(priced.to.scheduledDate, priced.to.selectedTime, priced.to.endTime).startsAt
      : null;
    const change = await tx
      .insert(bookingChanges)
      .values({
        id: newId(),
        orderId,
        customerId,
        status: rise > 0 ? 'awaiting_payment' : 'awaiting_vendor',
        fromDate: priced.from.scheduledDate,
        fromTime: priced.from.selectedTime,
        fromEndTime: priced.from.endTime,
        fromGuests: priced.from.guestCount,
        fromAmountCents: priced.fromAmountCents,
        toDate: priced.to.scheduledDate,
        toTime: priced.to.selectedTime,
        toEndTime: priced.to.endTime,
        toGuests: priced.to.guestCount,
        toAmountCents: priced.toAmountCents,
        // An instant booking's change is answered by the server at once; the respond-by still ends
        // one whose acceptance failed (the day was taken while the customer paid).
        respondBy: respondByOf(now, startsAt),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
      .get();
    if (rise > 0 || !instant) return { change, refundId: null };
    return applyChange(tx, change.id, { by: 'system', from: 'awaiting_vendor' }, now);
  };
  try {
    recorded = await deps.db.transaction(record);
  } catch (error) {
    if (isOpenIndex(error)) throw conflict(ONE_OPEN_CHANGE);
    throw error;
  }
  const { change, refundId } = recorded;
  if (refundId) await settleRefunds(deps, [refundId]);
  if (change.status !== 'awaiting_payment') return { change: changeView(change), clientSecret: null };

  const intent = await deps.pay.createIntent({
    cartId: null,
    amountCents: change.toAmountCents - change.fromAmountCents,
    idempotencyKey: changeIntentKey(change.id),
    capture: 'manual',
  });
  await deps.db
    .update(bookingChanges)
    .set({ intentId: intent.id, provider: deps.pay.name, captureMethod: 'manual', updatedAt: stamp })
    .where(eq(bookingChanges.id, change.id))
    .run();
  // The view shows none of the intent's columns.
  return { change: changeView(change), clientSecret: intent.clientSecret };
}

/**
 * The difference went through: the browser says so, or Stripe's webhook does (whichever comes
 * first; `recordIn` commits the webhook's event with the move). The provider is asked, never the
 * browser. One conditional UPDATE moves the change from awaiting payment to awaiting the vendor
 * (the card only held), so the second caller finds it done; an instant booking is then accepted by
 * the one caller that moved it.
 */
async function completeChangePayment(
  deps: Deps,
  change: BookingChange,
  now: Date,
  recordIn?: (tx: Tx) => unknown,
) {
  if (change.status !== 'awaiting_payment' || !change.intentId) return changeView(change);
  const intent = await deps.pay.retrieveIntent(change.intentId);
  if (!wentThrough(intent.status))
    throw new ApiError(402, intent.lastError ?? 'The payment has not gone through', 'payment_required');
  if (intent.amountCents !== change.toAmountCents - change.fromAmountCents)
    throw conflict('This payment does not match the change. Please contact us so we can sort it out.');
  const moved = await deps.db.transaction(async (tx) => {
    await recordIn?.(tx);
    return tx
      .update(bookingChanges)
      .set({ status: 'awaiting_vendor', holdStatus: 'held', updatedAt: now.toISOString() })
      .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, 'awaiting_payment')))
      .returning()
      .get();
  });
  const order = await deps.db.select().from(orders).where(eq(orders.id, change.orderId)).get();
  if (moved && order?.bookingMode === 'instant') {
    try {
      return await acceptChange(deps, change.id, 'system', now);
    } catch (error) {
      if (!isDayTaken(error)) throw error;
      // The day was taken while the customer paid: the change ends and its hold is let go.
      return endChange(deps, change.id, { status: 'declined', by: 'system', reason: error.message }, now);
    }
  }
  return changeView(
    (await deps.db.select().from(bookingChanges).where(eq(bookingChanges.id, change.id)).get()) ?? change,
  );
}

/** POST /api/orders/:id/change/complete: the customer's own open change of their own booking. */
export async function completeOwnChange(deps: Deps, customerId: string, orderId: string, now: Date) {
  await requireOwnOrder(deps.db, customerId, orderId);
  // The last change: one the webhook completed first answers as it stands now.
  const change = await deps.db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.orderId, orderId))
    .orderBy(desc(bookingChanges.createdAt), desc(insertionOrder(bookingChanges)))
    .get();
  if (!change) throw notFound('This booking has no change');
  return completeChangePayment(deps, change, now);
}

/** Stripe's word for a change's intent (checkout's webhook hands over intents that are not a cart's). */
export async function changeIntentWentThrough(
  deps: Deps,
  intentId: string,
  now: Date,
  recordIn: (tx: Tx) => unknown,
) {
  const change = await deps.db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.intentId, intentId))
    .get();
  if (change) await completeChangePayment(deps, change, now, recordIn);
}

/** How long a change waits for its difference to be paid before it is dropped. */
export const UNPAID_CHANGE_MINUTES = 30;

/**
 * Every minute with the hold job: a change whose difference was not paid within 30 minutes (the
 * customer left the card form) is withdrawn, so it no longer blocks a new one. Its intent is made
 * unpayable first; one paid meanwhile is completed instead.
 */
export async function dropUnpaidChanges(deps: Deps, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - UNPAID_CHANGE_MINUTES * 60_000).toISOString();
  const stale = await deps.db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.status, 'awaiting_payment'), lte(bookingChanges.createdAt, cutoff)))
    .all();
  for (const change of stale) {
    try {
      const intent = change.intentId ? await deps.pay.cancelIntent(change.intentId) : null;
      if (intent && wentThrough(intent.status)) await completeChangePayment(deps, change, now);
      else
        await deps.db
          .update(bookingChanges)
          .set({ status: 'withdrawn', reason: 'The difference was not paid.', updatedAt: now.toISOString() })
          .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, 'awaiting_payment')))
          .run();
    } catch (error) {
      console.error(`booking changes: unpaid change ${change.id} was not dropped`, error);
    }
  }
}
