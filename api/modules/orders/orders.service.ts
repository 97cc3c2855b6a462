import { desc, eq } from 'drizzle-orm';
import type { OrderView, RefundView } from '../../contracts/checkout';
import { pricedHours } from '../../contracts/line-price';
import { centsToDecimal } from '../../contracts/money';
import type { MyReview } from '../../contracts/reviews';
import type { Db } from '../../db/client';
import { orders, payments, refunds, reviews, services, vendors } from '../../db/schema';
import { bookingFacts, cancelRefundOfOrder, type PaymentRow, paymentColumns } from '../../lib/booking-facts';

type RefundRow = Pick<typeof refunds.$inferSelect, 'amountCents' | 'status'>;

/** A customer's bookings, newest first, with what "My bookings" shows (a refund and its amount too). */
export async function customerOrders(db: Db, customerId: string): Promise<OrderView[]> {
  return (
    await db
      .select({
        order: orders,
        vendorName: vendors.businessName,
        serviceName: services.name,
        priceUnit: services.priceUnit,
        refundCents: refunds.amountCents,
        refundStatus: refunds.status,
        review: reviewColumns,
        payment: paymentColumns,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(refunds, cancelRefundOfOrder)
      .leftJoin(reviews, eq(reviews.orderId, orders.id))
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.scheduledDate))
      .all()
  ).map(({ order, vendorName, serviceName, priceUnit, refundCents, refundStatus, review, payment }) =>
    toOrderView(
      order,
      vendorName,
      serviceName,
      refundCents !== null && refundStatus !== null
        ? { amountCents: refundCents, status: refundStatus }
        : null,
      review,
      priceUnit,
      payment,
    ),
  );
}

/** What an order view says of its review (select it with a left join of reviews on the order). */
export const reviewColumns = { id: reviews.id, rating: reviews.rating, workerRating: reviews.workerRating };

export const toRefundView = (refund: RefundRow): RefundView => ({
  amount: centsToDecimal(refund.amountCents),
  status: refund.status,
});

/** What a booking is for: its service, or 'Custom offer' for one booked from a vendor's offer. */
export const bookedWhat = (order: Pick<typeof orders.$inferSelect, 'offerId'>, serviceName: string | null) =>
  serviceName ?? (order.offerId ? 'Custom offer' : null);

export function toOrderView(
  order: typeof orders.$inferSelect,
  vendorName: string,
  serviceName: string | null,
  refund: RefundRow | null,
  review: MyReview | null,
  /** The booked service's unit, which says whether its times were priced by the hour. */
  priceUnit: string | null,
  payment: PaymentRow | null,
): OrderView {
  const meta = order.metadata as {
    selectedTime?: string | null;
    endTime?: string | null;
    guestCount?: number | null;
  };
  const times = { selectedTime: meta.selectedTime ?? null, endTime: meta.endTime ?? null };
  return {
    id: order.id,
    vendorId: order.vendorId,
    vendorName,
    serviceName: bookedWhat(order, serviceName),
    type: order.type,
    amount: centsToDecimal(order.amountCents),
    scheduledDate: order.scheduledDate,
    scheduledTime: times.selectedTime,
    endTime: times.endTime,
    // An offer's booking has no service (book-offer.ts): its price is the vendor's own, never hours.
    hours: priceUnit ? pricedHours(priceUnit, times) : null,
    guestCount: meta.guestCount ?? null,
    createdAt: order.createdAt,
    refund: refund ? toRefundView(refund) : null,
    cancellationReason: order.cancellationReason,
    review,
    ...bookingFacts(order, payment, refund?.status ?? null),
  };
}
