import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { orderPaymentStatus, RELEASED } from '../../contracts/booking-words';
import { orderReference } from '../../contracts/checkout';
import { formatClock, formatDay, formatSubjectDay } from '../../contracts/dates';
import type { BookingActor } from '../../contracts/enums';
import { hoursSum, pricedHours, timeRange } from '../../contracts/line-price';
import { formatMoney } from '../../contracts/money';
import { LATE_CANCEL_HOURS } from '../../contracts/worker-pay';
import type { Executor } from '../../db/client';
import { jobTickets, orders, payments, type refunds, services, vendors } from '../../db/schema';
import { paymentColumns } from '../../lib/booking-facts';
import { notify } from '../../notifications/notify';
import { bookedWhat } from './orders.service';

type Order = typeof orders.$inferSelect;

/** What a booking is, as a notification names it and an e-mail lists it. */
export async function bookingAbout(db: Executor, order: Order) {
  const row = await db
    .select({
      vendorName: vendors.businessName,
      ownerId: vendors.userId,
      serviceName: services.name,
      priceUnit: services.priceUnit,
    })
    .from(vendors)
    .leftJoin(services, eq(services.id, order.serviceId ?? ''))
    .where(eq(vendors.id, order.vendorId))
    .get();
  const meta = order.metadata as {
    itemName?: string;
    selectedTime?: string | null;
    endTime?: string | null;
    guestCount?: number | null;
  };
  const times = { selectedTime: meta.selectedTime ?? null, endTime: meta.endTime ?? null };
  // An offer's booking has no service (book-offer.ts): its price is the vendor's own, never hours.
  const hours = row?.priceUnit ? pricedHours(row.priceUnit, times) : null;
  const amount = formatMoney(order.amountCents, 'cents');
  const sum = hours === null ? amount : hoursSum(hours, order.amountCents);
  const what = bookedWhat(order, row?.serviceName ?? null) ?? meta.itemName ?? 'Booking';
  const when = order.scheduledDate
    ? [
        formatDay(order.scheduledDate),
        times.selectedTime && times.endTime
          ? timeRange(times.selectedTime, times.endTime)
          : times.selectedTime && formatClock(times.selectedTime),
      ]
        .filter(Boolean)
        .join(' at ')
    : null;
  const facts = [
    `Booking ${orderReference(order.id)}: ${what}`,
    `Vendor: ${row?.vendorName ?? 'the vendor'}`,
    when ? `When: ${when}` : null,
    meta.guestCount ? `Guests: ${meta.guestCount}` : null,
    order.deliveryAddress ? `Where: ${order.deliveryAddress}` : null,
    `Amount: ${sum}`,
  ].filter((line): line is string => line !== null);
  return {
    what,
    when,
    /** A subject that says what and when: "New booking: Rehearsal Dinner, Sat Dec 20". */
    headline: (label: string) =>
      `${label}: ${what}${order.scheduledDate ? `, ${formatSubjectDay(order.scheduledDate)}` : ''}`,
    sum,
    vendorName: row?.vendorName ?? 'The vendor',
    ownerId: row?.ownerId ?? null,
    facts,
    /** The customer's page of it, and the vendor's. */
    customerUrl: `/bookings/${order.id}`,
    vendorUrl: `/vendor-dashboard?tab=bookings&order=${order.id}`,
  };
}

/** A paid booking reaches its vendor's owner. */
export async function tellVendorOfBooking(db: Executor, order: Order, now: Date) {
  const about = await bookingAbout(db, order);
  if (!about.ownerId) return;
  await notify(
    db,
    {
      userId: about.ownerId,
      kind: 'booking-new',
      about: `booking-new:${order.id}`,
      title: about.headline('New booking'),
      body: `${about.what}${about.when ? ` on ${about.when}` : ''}. Accept or decline it from your dashboard.`,
      url: about.vendorUrl,
      facts: about.facts,
    },
    now,
  );
}

/** The vendor accepted: the customer hears. */
export async function tellOfAcceptance(db: Executor, order: Order, now: Date) {
  const about = await bookingAbout(db, order);
  await notify(
    db,
    {
      userId: order.customerId,
      kind: 'booking-accepted',
      about: `booking-accepted:${order.id}`,
      title: about.headline('Booking accepted'),
      body: `${about.vendorName} accepted your booking: ${about.what}${about.when ? ` on ${about.when}` : ''}.`,
      url: about.customerUrl,
      facts: about.facts,
    },
    now,
  );
}

/**
 * A cancelled booking: the customer hears unless they cancelled it, the vendor unless it was theirs to
 * decline or cancel (or the system's, at the payment: the vendor never had it), and a worker who had
 * taken one of its jobs hears the job is off.
 */
export async function tellOfCancellation(
  db: Executor,
  change: {
    order: Order;
    declined: boolean;
    actor: BookingActor;
    reason: string | null;
    assignedWorkerIds: string[];
    /** The late cancellation fee each worker is paid, in cents (late-cancel-fee.ts). */
    lateFees: Map<string, number>;
  },
  now: Date,
) {
  const { order, declined, actor, reason } = change;
  const about = await bookingAbout(db, order);
  const because = reason ? ` Reason: ${reason}` : '';
  // A request only held the card: say so, as the booking's page does (a refund is told on its own).
  const released = (await heldOnly(db, order)) ? ` ${RELEASED}` : '';
  if (actor !== 'customer') {
    await notify(
      db,
      {
        userId: order.customerId,
        kind: declined ? 'booking-declined' : 'booking-cancelled',
        about: `booking-cancelled:${order.id}`,
        title: about.headline(declined ? 'Booking declined' : 'Booking cancelled'),
        body: `${actor === 'vendor' ? about.vendorName : 'Broken Bow Events'} ${declined ? 'declined' : 'cancelled'} your booking: ${about.what}.${released}${because}`,
        url: about.customerUrl,
        facts: about.facts,
      },
      now,
    );
  }
  if (about.ownerId && actor !== 'vendor' && actor !== 'system') {
    await notify(
      db,
      {
        userId: about.ownerId,
        kind: 'booking-cancelled',
        about: `booking-cancelled:${order.id}`,
        title: about.headline('Booking cancelled'),
        body: `${actor === 'customer' ? 'The customer' : 'Broken Bow Events'} cancelled ${about.what}${about.when ? ` on ${about.when}` : ''}. The day is free again.${because}`,
        url: about.vendorUrl,
        facts: about.facts,
      },
      now,
    );
  }
  for (const workerId of change.assignedWorkerIds) {
    const fee = change.lateFees.get(workerId);
    const paid = fee
      ? ` It was called off less than ${LATE_CANCEL_HOURS} hours before the job, so you are paid a late cancellation fee of ${formatMoney(fee, 'cents')}.`
      : '';
    await notify(
      db,
      {
        userId: workerId,
        kind: 'job-cancelled',
        about: `job-cancelled:${order.id}`,
        title: about.headline('Job cancelled'),
        body: `The booking behind your job${about.when ? ` on ${about.when}` : ''} was cancelled. You do not need to go.${paid}`,
        url: '/worker-jobs',
        facts: about.facts.filter((line) => !line.startsWith('Amount')),
      },
      now,
    );
  }
}

/** Whether a cancelled booking's money was only ever held: its payment's hold is not captured. */
async function heldOnly(db: Executor, order: Order): Promise<boolean> {
  const row = await db
    .select({ payment: paymentColumns })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(orders.id, order.id))
    .get();
  if (!row) return false;
  return orderPaymentStatus({ status: order.status, ...row.payment, refunded: false }) === 'released';
}

/** The workers who had taken one of an order's jobs in one of `statuses`: told if it is cancelled. */
export async function assignedWorkers(
  db: Executor,
  orderId: string,
  statuses: readonly string[],
): Promise<string[]> {
  return (
    await db
      .select({ workerId: jobTickets.assignedWorkerId })
      .from(jobTickets)
      .where(
        and(
          eq(jobTickets.orderId, orderId),
          isNotNull(jobTickets.assignedWorkerId),
          inArray(jobTickets.status, [...statuses] as (typeof jobTickets.$inferSelect.status)[]),
        ),
      )
      .all()
  ).flatMap((row) => (row.workerId ? [row.workerId] : []));
}

/** A refund the provider confirmed: always e-mailed, so the customer has it in writing. */
export async function tellOfRefund(db: Executor, refund: typeof refunds.$inferSelect, now: Date) {
  const order = await db.select().from(orders).where(eq(orders.id, refund.orderId)).get();
  if (!order) return;
  const about = await bookingAbout(db, order);
  const money = formatMoney(refund.amountCents, 'cents');
  await notify(
    db,
    {
      userId: order.customerId,
      kind: 'refund-issued',
      about: `refund:${refund.id}`,
      title: about.headline(`Refund of ${money} issued`),
      body: `We refunded ${money} for ${about.what} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
      url: about.customerUrl,
      facts: [...about.facts, `Refunded: ${money}`, ...(refund.reason ? [`Reason: ${refund.reason}`] : [])],
    },
    now,
  );
}
