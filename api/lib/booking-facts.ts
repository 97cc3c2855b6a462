import { orderPaymentStatus } from '../contracts/booking-words';
import type { BookingFacts } from '../contracts/checkout';
import type { HoldStatus, PaymentProvider, RefundStatus } from '../contracts/enums';
import { type orders, payments } from '../db/schema';

/** The booking's payment, as its words need it (select paymentColumns with a left join of payments). */
export type PaymentRow = { provider: PaymentProvider | null; holdStatus: HoldStatus | null };
export const paymentColumns = { provider: payments.provider, holdStatus: payments.holdStatus };

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
      refunded: refundStatus !== null && refundStatus !== 'failed',
    }),
  };
}
