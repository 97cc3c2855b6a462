import { eq, inArray } from 'drizzle-orm';
import { bookingWords, orderPaymentStatus } from '../../contracts/booking-words';
import { cancellationPolicy } from '../../contracts/cancellation';
import { orderReference } from '../../contracts/checkout';
import { formatMoney } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { jobTickets, orders, type payments } from '../../db/schema';
import { whenOfOrder } from '../../lib/booking-facts';
import { mapInOrder } from '../../lib/in-order';
import { notify } from '../../notifications/notify';
import { announceJobs } from '../jobs/announce-jobs';
import { bookingAbout, tellVendorOfBooking } from '../orders/order-notices';

/**
 * Everything a fulfilled payment tells, in its own transaction: the customer's receipt (always
 * e-mailed), each vendor's new booking, and each new job to approved workers (well-rated ones first: announce-jobs.ts). Written with the
 * orders, so a payment fulfilled twice (webhook and browser) tells once, and a crash tells nothing
 * that did not happen.
 */
export async function tellOfPayment(
  db: Executor,
  payment: typeof payments.$inferSelect,
  newTicketIds: string[],
  now: Date,
) {
  const made = await db
    .select()
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(orders.scheduledDate)
    .all();
  // Each line says where it stands (confirmed, or a request held until its vendor answers) and the
  // cancellation policy in its own days, as checkout showed them beside Pay.
  const states = made.map((order) =>
    orderPaymentStatus({
      status: order.status,
      holdStatus: payment.holdStatus,
      provider: payment.provider,
      // Posted when paid unless the card is only held: a held payment posts at capture.
      charged: payment.holdStatus === 'none',
      refunded: order.status === 'cancelled',
    }),
  );
  const lines = (
    await mapInOrder(made, async (order, i) => {
      const about = await bookingAbout(db, order);
      const head = `${orderReference(order.id)}: ${about.what}, ${about.vendorName}${about.when ? `, ${about.when}` : ''}: ${about.sum}`;
      if (order.status === 'cancelled') return [`${head} (refunded in full: ${order.cancellationReason})`];
      const words = bookingWords({
        ...order,
        vendorName: about.vendorName,
        paymentStatus: states[i] ?? null,
      });
      return [
        `${head}. ${words.sentence}`,
        `If you cancel: ${cancellationPolicy(order.cancellationPolicy, whenOfOrder(order), now)}`,
      ];
    })
  ).flat();
  const total = formatMoney(payment.amountCents, 'cents');
  const held = states.includes('authorized');
  await notify(
    db,
    {
      userId: payment.customerId,
      kind: 'receipt',
      about: `receipt:${payment.id}`,
      title: `Your receipt: ${total}`,
      body: held
        ? `Thank you for booking with Broken Bow Events. We hold ${total} on your card: a request is charged only if its vendor accepts.`
        : `Thank you for booking with Broken Bow Events. We received your payment of ${total}.`,
      url: '/bookings',
      facts: [
        ...lines,
        `${held ? 'Total held' : 'Total paid'}: ${total}`,
        'The Terms (section 8) give the full cancellation rules.',
      ],
    },
    now,
  );
  for (const order of made) if (order.status !== 'cancelled') await tellVendorOfBooking(db, order, now);

  if (newTicketIds.length === 0) return;
  await announceJobs(
    db,
    await db.select().from(jobTickets).where(inArray(jobTickets.id, newTicketIds)).all(),
    now,
  );
}
