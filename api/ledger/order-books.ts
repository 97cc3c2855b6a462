import { and, eq, isNull, sql } from 'drizzle-orm';
import { townToday } from '../contracts/dates';
import type { Executor, Tx } from '../db/client';
import { ledgerEntries, orders } from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { businessDayAfter } from './business-day';
import { holdOnSettle } from './dispute-books';
import { CARD, HELD, postEntry, REVENUE, vendorAccount, workerAccount } from './post';

// What a booking's money does in the books (docs/decisions/0006-money-out-ledger.md). Each function
// runs inside the transaction of the change that causes it, and each key is posted once.

type Order = typeof orders.$inferSelect;

/** The customer's card was charged for an order: `card → held`. */
export async function postCharge(
  tx: Tx,
  order: Pick<Order, 'id' | 'amountCents'>,
  paymentId: string,
  now: Date,
) {
  await postEntry(tx, {
    key: `charge:${order.id}`,
    kind: 'charge',
    from: CARD,
    to: HELD,
    amountCents: order.amountCents,
    orderId: order.id,
    paymentId,
    now,
  });
}

/**
 * Money recorded as going back to the customer, when the refund row is written: from `held`, or
 * (a problem report's refund after the split) from the vendor's account.
 */
export async function postRefund(
  tx: Tx,
  refund: { id: string; orderId: string; paymentId: string; amountCents: number },
  now: Date,
  from: string = HELD,
) {
  await postEntry(tx, {
    key: `refund:${refund.id}`,
    kind: 'refund',
    from,
    to: CARD,
    amountCents: refund.amountCents,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    refundId: refund.id,
    now,
  });
}

/** A job completed: its pay comes out of the vendor's share, owed to the worker from today. */
export async function postWorkerPay(
  tx: Tx,
  ticket: { id: string; orderId: string; vendorId: string; amountCents: number },
  workerUserId: string,
  now: Date,
) {
  await postEntry(tx, {
    key: `worker:${ticket.id}`,
    kind: 'worker_pay',
    from: vendorAccount(ticket.vendorId),
    to: workerAccount(workerUserId),
    amountCents: ticket.amountCents,
    orderId: ticket.orderId,
    ticketId: ticket.id,
    availableOn: townToday(now),
    now,
  });
}

/** What `held` still holds for an order: its charge less what went out for it. */
export async function heldFor(db: Executor, orderId: string): Promise<number> {
  const row = await rawRow<{ cents: number }>(
    db,
    sql`
    select coalesce(sum(case when to_account = ${HELD} then amount_cents else 0 end), 0)
         - coalesce(sum(case when from_account = ${HELD} then amount_cents else 0 end), 0) as cents
    from ${ledgerEntries} where order_id = ${orderId}`,
  );
  return row?.cents ?? 0;
}

/**
 * When a final order's share may be paid out: the first business day after the event's day for a
 * completed booking (after the day it completed, without one), after the day it was cancelled for a
 * cancelled one (what the refund schedule leaves the vendor is theirs once the booking is off).
 */
function shareAvailableOn(order: Order, now: Date): string {
  const today = townToday(now);
  const from = order.status === 'completed' && order.scheduledDate ? order.scheduledDate : today;
  return businessDayAfter(from);
}

/**
 * Splits a final (completed or cancelled) order's kept money, once: of K = what `held` holds for it
 * (the charge less its refunds), the platform takes its fee capped at K (`held → revenue`), the
 * vendor the rest (`held → vendor:<id>`). The conditional UPDATE of `settled_at` makes the first
 * caller the only one: a second settlement (a retry, a race) posts nothing and changes nothing.
 * A booking with an open problem report has its share held as it lands (dispute-books.ts).
 */
export async function settleOrder(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const order = await tx
    .update(orders)
    .set({ settledAt: now.toISOString() })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.settledAt),
        sql`${orders.status} in ('completed', 'cancelled')`,
      ),
    )
    .returning()
    .get();
  if (!order) return false;
  const kept = await heldFor(tx, order.id);
  const fee = Math.min(order.feeCents, kept);
  await postEntry(tx, {
    key: `fee:${order.id}`,
    kind: 'platform_fee',
    from: HELD,
    to: REVENUE,
    amountCents: fee,
    orderId: order.id,
    paymentId: order.paymentId,
    now,
  });
  await postEntry(tx, {
    key: `share:${order.id}`,
    kind: 'vendor_share',
    from: HELD,
    to: vendorAccount(order.vendorId),
    amountCents: kept - fee,
    orderId: order.id,
    paymentId: order.paymentId,
    availableOn: shareAvailableOn(order, now),
    now,
  });
  await holdOnSettle(tx, order.id, now);
  return true;
}
