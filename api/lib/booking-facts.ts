import { and, eq, sql } from 'drizzle-orm';
import { orderPaymentStatus } from '../contracts/booking-words';
import { type BookingWhen, bookingWhen } from '../contracts/cancellation';
import type { BookingFacts } from '../contracts/checkout';
import type { HoldStatus, PaymentProvider, RefundStatus } from '../contracts/enums';
import { bookedSpan } from '../contracts/job-windows';
import { ledgerEntries, orders, payments, refunds } from '../db/schema';

/** The booking's payment, as its words need it (select paymentColumns with a left join of payments). */
export type PaymentRow = {
  provider: PaymentProvider | null;
  holdStatus: HoldStatus | null;
  charged: boolean;
};
export const paymentColumns = {
  provider: payments.provider,
  holdStatus: payments.holdStatus,
  // Its charge is in the books: the money was taken (at once, or when its hold was captured).
  charged:
    sql<boolean>`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.key} = 'charge:' || ${orders.id})`.mapWith(
      Boolean,
    ),
};

/**
 * Joins an order to its cancellation's refund (at most one): a change's or a problem report's
 * refunds are others, read where they are shown.
 */
export const cancelRefundOfOrder = and(eq(refunds.orderId, orders.id), eq(refunds.kind, 'cancel'));

/** What bookingWords needs of an order, with its payment and the status of its refund (if any). */
export function bookingFacts(
  order: typeof orders.$inferSelect,
  payment: PaymentRow | null,
  refundStatus: RefundStatus | null,
): BookingFacts {
  return {
    status: order.status,
    bookingMode: order.bookingMode,
    respondBy: order.respondBy,
    cancelledBy: order.cancelledBy,
    paymentStatus: orderPaymentStatus({
      status: order.status,
      holdStatus: payment?.holdStatus ?? null,
      provider: payment?.provider ?? null,
      charged: payment?.charged ?? false,
      refunded: refundStatus !== null && refundStatus !== 'failed',
    }),
  };
}

/** When an order is, as its cancellation policy reads it: its day and the start time its metadata holds. */
export function whenOfOrder(
  order: Pick<typeof orders.$inferSelect, 'scheduledDate' | 'metadata'>,
): BookingWhen {
  const time = (order.metadata as { selectedTime?: string | null }).selectedTime;
  return bookingWhen(order.scheduledDate, time);
}

/**
 * The booking has begun: its start (its day's midnight in Broken Bow without a time) has passed.
 * A booking without a day never begins. Cancelling and changing end here.
 */
export function hasBegun(order: Pick<typeof orders.$inferSelect, 'scheduledDate' | 'metadata'>, now: Date) {
  const when = whenOfOrder(order);
  return when.day !== null && Date.parse(bookedSpan(when).startsAt) <= now.getTime();
}
