import { eq, inArray } from 'drizzle-orm';
import { REFUND_SCHEDULE } from '../../contracts/cancellation';
import { orderReference } from '../../contracts/checkout';
import { formatMoney } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { gigWorkers, jobTickets, orders, type payments } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { jobPayload } from '../../push/dispatcher';
import { bookingAbout, tellVendorOfBooking } from '../orders/order-notices';

/**
 * Everything a fulfilled payment tells, in its own transaction: the customer's receipt (always
 * e-mailed), each vendor's new booking, and each new job to every approved worker. Written with the
 * orders, so a payment fulfilled twice (webhook and browser) tells once, and a crash tells nothing
 * that did not happen.
 */
export function tellOfPayment(
  db: Executor,
  payment: typeof payments.$inferSelect,
  newTicketIds: string[],
  now: Date,
) {
  const made = db
    .select()
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(orders.scheduledDate)
    .all();
  const lines = made.map((order) => {
    const about = bookingAbout(db, order);
    const refunded = order.status === 'cancelled' ? ` (refunded in full: ${order.cancellationReason})` : '';
    return `${orderReference(order.id)}: ${about.what}, ${about.vendorName}${about.when ? `, ${about.when}` : ''}: ${about.sum}${refunded}`;
  });
  const total = formatMoney(payment.amountCents, 'cents');
  notify(
    db,
    {
      userId: payment.customerId,
      kind: 'receipt',
      about: `receipt:${payment.id}`,
      title: `Your receipt: ${total}`,
      body: `Thank you for booking with Broken Bow Events. We received your payment of ${total}.`,
      url: '/bookings',
      facts: [...lines, `Total paid: ${total}`, 'If you cancel (Terms, section 8):', ...REFUND_SCHEDULE],
    },
    now,
  );
  for (const order of made) if (order.status !== 'cancelled') tellVendorOfBooking(db, order, now);

  if (newTicketIds.length === 0) return;
  const workers = db
    .select({ userId: gigWorkers.userId })
    .from(gigWorkers)
    .where(eq(gigWorkers.status, 'approved'))
    .all();
  const tickets = db.select().from(jobTickets).where(inArray(jobTickets.id, newTicketIds)).all();
  for (const ticket of tickets) {
    const job = jobPayload(ticket);
    for (const worker of workers) {
      notify(
        db,
        {
          userId: worker.userId,
          kind: 'job-dispatched',
          about: `job-dispatched:${ticket.id}`,
          title: job.title,
          body: job.body,
          url: job.url,
          facts: [ticket.dropoffAddress ? `Drop-off: ${ticket.dropoffAddress}` : null].filter(
            (line): line is string => line !== null,
          ),
        },
        now,
      );
    }
  }
}
