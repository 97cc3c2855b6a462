import { and, eq, inArray } from 'drizzle-orm';
import type { BookingActor } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Tx } from '../../db/client';
import { jobTickets, orders, payments } from '../../db/schema';
import { settleOrder } from '../../ledger/order-books';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Payments } from '../../payments';
import { syncEventOfOrder } from '../events/event-sync';
import { withdrawOpenChange } from './booking-change-decide';
import { payLateCancelFee } from './late-cancel-fee';
import { recordStatusChange } from './order-history';
import { assignedWorkers, tellOfCancellation } from './order-notices';
import { recordRefund, refundableOf } from './refund-parts';
import { settleRefunds } from './refunds';
import { settleHold } from './settle-hold';
import { ORDER_MOVES, refusedMove, TICKET_MOVES } from './transitions';

export type Order = typeof orders.$inferSelect;
type CancelMove = 'decline' | 'expire' | 'vendorCancel' | 'customerCancel' | 'adminCancel' | 'systemCancel';

export type CancelInput = {
  orderId: string;
  move: CancelMove;
  actor: BookingActor;
  actorId: string | null;
  /** What the customer (and the worker, on a cancelled ticket) reads. */
  reason: string | null;
  /** What goes back, decided from the order as it is inside the transaction. */
  refundCents: (order: Order) => number | Promise<number>;
  now: Date;
};

const TICKET_CANCELLED = 'The booking was cancelled.';

/**
 * Cancels an order inside the caller's transaction: the order leaves a state the move allows (one
 * conditional UPDATE, so a customer's cancel racing a vendor's decline ends with one of them), its
 * unfinished job tickets are cancelled, the history gets a line, and the refund is recorded as
 * pending. The refund row is unique per order: nothing can ask for the money twice. The provider is
 * told after the commit (settleRefunds), never inside the transaction.
 */
export async function cancelInTx(
  tx: Tx,
  input: CancelInput,
): Promise<{ order: Order; refundId: string | null; refundCents: number }> {
  const { from, to } = ORDER_MOVES[input.move];
  const current = await tx.select().from(orders).where(eq(orders.id, input.orderId)).get();
  if (!current) throw notFound('Booking not found');
  const payment = current.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, current.paymentId)).get()
    : undefined;
  // The provider is being asked to capture this booking's money: its cancel waits for the answer.
  if (payment?.holdStatus === 'capturing')
    throw conflict('The payment for this booking is being settled. Please try again in a minute.');
  const stamp = input.now.toISOString();
  const order = await tx
    .update(orders)
    .set({ status: to, cancelledBy: input.actor, cancellationReason: input.reason, updatedAt: stamp })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, [...from])))
    .returning()
    .get();
  if (!order) throw conflict(refusedMove('booking', current.status, 'cancelled'));
  await withdrawOpenChange(tx, order.id, input.now);

  // As they were before this cancel: whether a worker had taken each job decides its late fee.
  const ticketsBefore = await tx.select().from(jobTickets).where(eq(jobTickets.orderId, order.id)).all();
  const workersTold = await assignedWorkers(tx, order.id, TICKET_MOVES.cancel.from);
  await tx
    .update(jobTickets)
    .set({
      status: TICKET_MOVES.cancel.to,
      cancellationReason: input.reason || TICKET_CANCELLED,
      updatedAt: stamp,
    })
    .where(and(eq(jobTickets.orderId, order.id), inArray(jobTickets.status, [...TICKET_MOVES.cancel.from])))
    .run();
  // A worker who had taken a job starting within 24 hours is paid for the evening kept free.
  const lateFees = new Map<string, number>();
  for (const ticket of ticketsBefore) {
    const fee = await payLateCancelFee(tx, ticket, input.now);
    if (fee > 0 && ticket.assignedWorkerId)
      lateFees.set(ticket.assignedWorkerId, (lateFees.get(ticket.assignedWorkerId) ?? 0) + fee);
  }
  await recordStatusChange(tx, {
    orderId: order.id,
    from: current.status,
    to,
    actor: input.actor,
    actorId: input.actorId,
    reason: input.reason,
    now: input.now,
  });
  await tellOfCancellation(
    tx,
    {
      order,
      declined: input.move === 'decline',
      actor: input.actor,
      reason: input.reason,
      assignedWorkerIds: workersTold,
      lateFees,
    },
    input.now,
  );

  // Only money that was taken and not yet given back comes back: a $0 checkout, an order made without
  // a payment, or a hold not captured (its card is only authorised; settle-hold.ts releases it) has none.
  const refundCents = Math.min(await input.refundCents(order), await refundableOf(tx, order.id));
  if (refundCents < 0 || !Number.isInteger(refundCents))
    throw badRequest('A refund must be a whole number of cents, not below zero');
  if (!payment || refundCents === 0) {
    await settleOrder(tx, order.id, input.now);
    await syncEventOfOrder(tx, order, input.now);
    return { order, refundId: null, refundCents: 0 };
  }
  // The books follow in the same transaction: the refund leaves `held`, then what was kept is split.
  const refund = await recordRefund(
    tx,
    {
      orderId: order.id,
      paymentId: payment.id,
      kind: 'cancel',
      key: `cancel:${order.id}`,
      amountCents: refundCents,
      reason: input.reason,
      requestedBy: input.actor,
    },
    input.now,
  );
  await settleOrder(tx, order.id, input.now);
  const refundId = refund.id;
  // After the refund's row, so the event's total is already net of it.
  await syncEventOfOrder(tx, order, input.now);
  return { order, refundId, refundCents };
}

/**
 * Cancels and then asks the provider for the refund (or settles the hold); a provider that is down
 * leaves it pending for the sweeper (or the hold job).
 */
export async function cancelOrder(
  deps: { db: Db; pay: Payments },
  input: CancelInput,
): Promise<{ status: 'cancelled'; refundAmount: string; order: Order }> {
  const { order, refundId, refundCents } = await deps.db.transaction((tx) => cancelInTx(tx, input));
  if (refundId) await settleRefunds(deps, [refundId]);
  // A held payment whose last waiting booking this was is captured or released now.
  await settleHold(deps, order.paymentId, input.now);
  return { status: 'cancelled', refundAmount: centsToDecimal(refundCents), order };
}
