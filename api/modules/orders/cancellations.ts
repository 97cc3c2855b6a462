import { eq } from 'drizzle-orm';
import {
  type CancellationQuote,
  FLEXIBLE_HOURS,
  PROCESSING_FEE_PERCENT,
  refundByPolicy,
  ruleOfPolicy,
  STRICT_DAYS,
} from '../../contracts/cancellation';
import { centsToDecimal, decimalToCents, formatMoney } from '../../contracts/money';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { hasBegun, whenOfOrder } from '../../lib/booking-facts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requireOwnOrder } from '../../lib/ownership';
import type { Payments } from '../../payments';
import { cancelOrder, type Order } from './cancel-order';
import { ORDER_MOVES, refusedMove } from './transitions';

type Deps = { db: Db; pay: Payments };

/** What the customer gives back under the order's own policy (frozen when paid) and refund lock. */
async function refundOfOrder(db: Db, order: Order, now: Date) {
  const charged = await chargedCents(db, order);
  const when = whenOfOrder(order);
  const refund = refundByPolicy(order.cancellationPolicy, charged, when, now, order.refundLock);
  // The lock decided it when the policy alone would give more today.
  const locked = ruleOfPolicy(order.cancellationPolicy, when, now).rule !== refund.rule;
  return { charged, locked, ...refund };
}

type Refund = Awaited<ReturnType<typeof refundOfOrder>>;

/** Why a paid cancellation gives what it gives: one sentence per policy and rule. */
function explain(policy: Order['cancellationPolicy'], r: Refund): string {
  const money = formatMoney(r.refundCents, 'cents');
  if (r.locked)
    return r.rule === 'half'
      ? `This booking was changed when its policy gave half back, so you get half back: ${money}.`
      : 'This booking was changed inside its no-refund window, so the cancellation policy gives no refund.';
  const away =
    r.daysBefore === null
      ? 'This booking has no date'
      : `Your event is ${r.daysBefore} ${r.daysBefore === 1 ? 'day' : 'days'} away`;
  if (r.rule === 'full_minus_fee')
    return `${away}, so you get ${money} back: the full ${formatMoney(r.charged, 'cents')} less the ${PROCESSING_FEE_PERCENT}% processing fee.`;
  if (policy === 'flexible')
    return `Your booking starts in less than ${FLEXIBLE_HOURS} hours, so its flexible policy gives no refund.`;
  if (policy === 'strict')
    return r.rule === 'half'
      ? `${away} (${STRICT_DAYS} days or more), so its strict policy gives half back: ${money}.`
      : `${away} (less than ${STRICT_DAYS} days), so its strict policy gives no refund.`;
  return r.rule === 'half'
    ? `${away} (3 to 6 days), so you get half back: ${money}.`
    : `${away} (less than 3 days), so the cancellation policy gives no refund.`;
}

/** What the customer's card was charged for this order: nothing for a $0 checkout or an order made without a payment. */
async function chargedCents(db: Db, order: Order): Promise<number> {
  if (!order.paymentId) return 0;
  const payment = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, order.paymentId))
    .get();
  return payment && payment.provider !== 'none' ? order.amountCents : 0;
}

async function quote(db: Db, order: Order, now: Date): Promise<CancellationQuote & { refundCents: number }> {
  const closed = (explanation: string) => ({
    cancellable: false,
    refundAmount: '0.00',
    refundCents: 0,
    rule: null,
    daysBefore: null,
    explanation,
  });
  if (!(ORDER_MOVES.customerCancel.from as readonly string[]).includes(order.status))
    return closed(refusedMove('booking', order.status, 'cancelled'));
  if (hasBegun(order, now))
    return closed('This event has started, so the booking can no longer be cancelled.');
  const refund = await refundOfOrder(db, order, now);
  const { refundCents, rule, daysBefore } = refund;
  const explanation =
    refund.charged === 0
      ? 'Nothing was charged for this booking, so there is nothing to refund.'
      : explain(order.cancellationPolicy, refund);
  return {
    cancellable: true,
    refundAmount: centsToDecimal(refundCents),
    refundCents,
    rule,
    daysBefore,
    explanation,
  };
}

/** GET /api/orders/:id/cancellation: what cancelling now would give back, and why. */
export async function cancellationQuote(
  db: Db,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<CancellationQuote> {
  const { refundCents: _cents, ...answer } = await quote(
    db,
    await requireOwnOrder(db, customerId, orderId),
    now,
  );
  return answer;
}

/** POST /api/orders/:id/cancel: the policy decided again inside the cancelling transaction. */
export async function cancelAsCustomer(
  deps: Deps,
  customerId: string,
  orderId: string,
  reason: string | null,
  now: Date,
) {
  const before = await quote(deps.db, await requireOwnOrder(deps.db, customerId, orderId), now);
  if (!before.cancellable) throw conflict(before.explanation);
  const { status, refundAmount } = await cancelOrder(deps, {
    orderId,
    move: 'customerCancel',
    actor: 'customer',
    actorId: customerId,
    reason: reason || 'Cancelled by the customer.',
    refundCents: async (order) => (await refundOfOrder(deps.db, order, now)).refundCents,
    now,
  });
  return { status, refundAmount };
}

/** An admin settling a dispute: a refund from nothing up to all that was charged, with the reason the customer reads. */
export async function cancelAsAdmin(
  deps: Deps,
  adminId: string,
  orderId: string,
  input: { refundAmount: string; reason: string },
  now: Date,
) {
  const order = await deps.db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw notFound('Booking not found');
  const wanted = decimalToCents(input.refundAmount);
  if (wanted === null) throw badRequest('Enter the refund like 125 or 18.50');
  const charged = await chargedCents(deps.db, order);
  if (wanted > charged)
    throw badRequest(
      `A refund cannot be more than the ${formatMoney(charged, 'cents')} charged for this booking`,
    );
  const { status, refundAmount } = await cancelOrder(deps, {
    orderId,
    move: 'adminCancel',
    actor: 'admin',
    actorId: adminId,
    reason: input.reason,
    refundCents: () => wanted,
    now,
  });
  return { status, refundAmount };
}
