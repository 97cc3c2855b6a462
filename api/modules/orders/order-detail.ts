import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { OrderDetail, OrderHistoryEntry } from '../../contracts/checkout';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { insertionOrder } from '../../db/dialect';
import {
  jobTickets,
  orderStatusChanges,
  orders,
  payments,
  refunds,
  reviews,
  services,
  vendors,
} from '../../db/schema';
import { cancelRefundOfOrder, paymentColumns } from '../../lib/booking-facts';
import { notFound } from '../../lib/errors';
import { fieldWorkOf } from '../../lib/field-work-view';
import { requireOwnOrder } from '../../lib/ownership';
import { problemOfOrder } from '../../lib/problem-view';
import { lastChangeOf } from './booking-change-view';
import { reviewColumns, toOrderView } from './orders.service';

/**
 * One booking as its customer sees it: the order, its receipt and its history. Anyone else's order
 * is the same 404 as one that does not exist, so an id never tells a stranger that a booking exists.
 */
export async function orderDetail(db: Db, customerId: string, orderId: string): Promise<OrderDetail> {
  await requireOwnOrder(db, customerId, orderId);
  const row = await db
    .select({
      order: orders,
      vendorName: vendors.businessName,
      serviceName: services.name,
      priceUnit: services.priceUnit,
      payment: paymentColumns,
      refund: refunds,
      review: reviewColumns,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(refunds, cancelRefundOfOrder)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .get();
  if (!row) throw notFound('Booking not found');
  const { order, refund } = row;
  const paidWith = row.payment?.provider ?? null;
  const view = toOrderView(
    order,
    row.vendorName,
    row.serviceName,
    refund,
    row.review,
    row.priceUnit,
    row.payment,
  );
  return {
    ...view,
    payment: view.paymentStatus ? { status: view.paymentStatus } : null,
    eventAddress: order.deliveryAddress,
    notes: order.notes,
    contactPhone: order.contactPhone,
    receipt: {
      amount: centsToDecimal(order.amountCents),
      paidWith,
      // Orders are created in the transaction that fulfils their payment: that is when it was paid.
      paidAt: paidWith ? order.createdAt : null,
      refund: refund
        ? {
            amount: centsToDecimal(refund.amountCents),
            status: refund.status,
            reason: refund.reason,
            requestedAt: refund.createdAt,
            updatedAt: refund.updatedAt,
          }
        : null,
    },
    history: await orderHistory(db, order),
    workerToRate: await hadWorker(db, order.id),
    cancellationPolicy: order.cancellationPolicy,
    change: await lastChangeOf(db, order.id),
    problem: await problemOfOrder(db, order),
    fieldWork: (await fieldWorkOf(db, [order.id], false)).get(order.id) ?? null,
  };
}

/**
 * The booking's status changes, oldest first. Orders made before the history table existed (or by a
 * path that does not record their creation) still start with their booking: "pending, by the
 * customer, when it was made", so the history never begins in the middle.
 */
async function orderHistory(db: Db, order: typeof orders.$inferSelect): Promise<OrderHistoryEntry[]> {
  const recorded = (
    await db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      // Two moves in one instant (one clock reading) keep the order they were written in.
      .orderBy(asc(orderStatusChanges.createdAt), asc(insertionOrder(orderStatusChanges)))
      .all()
  ).map(
    (change): OrderHistoryEntry => ({
      from: change.fromStatus,
      to: change.toStatus,
      by: change.actor,
      reason: change.reason,
      at: change.createdAt,
    }),
  );
  if (recorded[0]?.from === null) return recorded;
  return [{ from: null, to: 'pending', by: 'customer', reason: null, at: order.createdAt }, ...recorded];
}

/** Whether a worker took one of the booking's jobs (whom its review may rate as well). */
async function hadWorker(db: Db, orderId: string): Promise<boolean> {
  return Boolean(
    await db
      .select({ id: jobTickets.id })
      .from(jobTickets)
      .where(and(eq(jobTickets.orderId, orderId), isNotNull(jobTickets.assignedWorkerId)))
      .get(),
  );
}
