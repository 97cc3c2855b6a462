import { eq, sql } from 'drizzle-orm';
import { bookingSpan } from '../contracts/booking-times';
import { townToday } from '../contracts/dates';
import { needsWorkers, postalAddress } from '../contracts/event-address';
import { feeCents } from '../contracts/finance';
import { type LineAsk, linePrice } from '../contracts/line-price';
import { workerPayCents } from '../contracts/worker-pay';
import { postCharge, postWorkerPay, settleOrder } from '../ledger/order-books';
import { newId } from '../lib/ids';
import { feeRateBpsFor } from '../lib/plan-in-force';
import { recordStatusChange } from '../modules/orders/order-history';
import { respondByOf } from '../modules/orders/respond-by';
import type { OrderStatus } from '../modules/orders/transitions';
import type { Tx } from './client';
import {
  carts,
  gigWorkers,
  jobTickets,
  localPaymentIntents,
  orders,
  paymentItems,
  payments,
  type services,
  type vendors,
} from './schema';
import type { SeedBooking } from './seed-data';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// How each seeded status was reached, for the booking's history: a request waits for its vendor;
// an instant booking is accepted when paid (a history row of its own, by the system).
const PATH: Record<SeedBooking['status'], OrderStatus[]> = {
  pending: ['pending'],
  accepted: ['accepted'],
  in_progress: ['accepted', 'in_progress'],
  completed: ['accepted', 'in_progress', 'completed'],
};

type Parties = {
  customerId: string;
  workerId: string;
  vendors: (typeof vendors.$inferInsert & { id: string })[];
  services: (typeof services.$inferInsert & { id: string })[];
};

/** What a seeded service costs for this ask: the cart's own pricing, on a row not yet inserted. */
export const seedLinePrice = (service: typeof services.$inferInsert, ask: LineAsk) =>
  linePrice({ priceUnit: service.priceUnit ?? 'per event' }, service.basePriceCents ?? 0, ask);

type Line = {
  booking: SeedBooking;
  vendor: Parties['vendors'][number];
  service: Parties['services'][number];
  priceCents: number;
  day: string;
  cartItemId: string;
};

/**
 * The demo customer's bookings as a checkout would have left them: instant ones in one cart paid 14
 * days ago through the embedded provider (so cancelling one refunds its share, as for any booking),
 * requests in a cart paid two hours ago whose card is only held until the vendor answers. An order
 * per line with its event address, and a worker's ticket for each accepted service that needs one,
 * picked up at the vendor and dropped off at the event. The books get what the same flows post: each
 * charged order's charge, a completed job's pay and a completed booking's settlement
 * (docs/decisions/0006); a hold posts nothing until it is captured.
 */
export async function insertDemoBookings(tx: Tx, bookings: SeedBooking[], parties: Parties, now: Date) {
  const lines = bookings.map((booking): Line => {
    const vendor = parties.vendors.find((v) => v.businessName === booking.vendor);
    const service = parties.services.find((s) => s.vendorId === vendor?.id && s.name === booking.service);
    if (!vendor || !service) throw new Error(`Seed booking for an unknown service: ${booking.service}`);
    const request = service.bookingMode === 'request';
    if (request !== (booking.status === 'pending'))
      throw new Error(`Seed booking ${booking.service}: only a request waits for its vendor`);
    const priceCents = seedLinePrice(service, {
      guestCount: booking.guests,
      selectedTime: booking.time,
      endTime: null,
    });
    const day = townToday(new Date(now.getTime() + booking.daysFromNow * DAY_MS));
    return { booking, vendor, service, priceCents, day, cartItemId: newId() };
  });
  const instant = lines.filter((l) => l.service.bookingMode !== 'request');
  const requests = lines.filter((l) => l.service.bookingMode === 'request');
  if (instant.length > 0)
    await insertPaidCart(tx, instant, parties, new Date(now.getTime() - 14 * DAY_MS), now);
  if (requests.length > 0)
    await insertPaidCart(tx, requests, parties, new Date(now.getTime() - 2 * HOUR_MS), now);
}

/** One cart paid in one payment: charged at once, or (requests) held for capture. */
async function insertPaidCart(tx: Tx, lines: Line[], parties: Parties, paidAt: Date, now: Date) {
  const held = lines.some((l) => l.service.bookingMode === 'request');
  const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const stamp = paidAt.toISOString();
  const cartId = newId();
  const paymentId = newId();
  const intentId = `lpi_seed${paymentId.replace(/-/g, '').slice(0, 16)}`;
  await tx
    .insert(carts)
    .values({ id: cartId, customerId: parties.customerId, status: 'checked_out', totalAmountCents: total })
    .run();
  await tx
    .insert(localPaymentIntents)
    .values({
      id: intentId,
      clientSecret: `${intentId}_secret_seed`,
      idempotencyKey: `payment_${paymentId}`,
      cartId,
      amountCents: total,
      status: held ? 'requires_capture' : 'succeeded',
      captureMethod: held ? 'manual' : 'automatic',
    })
    .run();
  await tx
    .insert(payments)
    .values({
      id: paymentId,
      cartId,
      customerId: parties.customerId,
      provider: 'local',
      intentId,
      amountCents: total,
      fingerprint: 'seed',
      status: 'fulfilled',
      captureMethod: held ? 'manual' : 'automatic',
      holdStatus: held ? 'held' : 'none',
      createdAt: stamp,
    })
    .run();

  for (const { booking, vendor, service, priceCents, day, cartItemId } of lines) {
    const itemName = `${vendor.businessName} - ${service.name}`;
    await tx
      .insert(paymentItems)
      .values({
        paymentId,
        cartItemId,
        vendorId: vendor.id,
        serviceId: service.id,
        itemName,
        quantity: 1,
        selectedDate: day,
        selectedTime: booking.time,
        guestCount: booking.guests,
        eventAddress: booking.eventAddress,
        notes: booking.notes,
        priceCents,
        bookingMode: held ? 'request' : 'instant',
      })
      .run();
    const orderId = newId();
    const category = service.category;
    const feeRateBps = await feeRateBpsFor(tx, vendor.id, paidAt);
    const span = bookingSpan(day, booking.time, null);
    await tx
      .insert(orders)
      .values({
        id: orderId,
        customerId: parties.customerId,
        vendorId: vendor.id,
        serviceId: service.id,
        cartItemId,
        paymentId,
        type: category === 'catering' || category === 'delivery' ? category : 'event_service',
        status: booking.status,
        amountCents: priceCents,
        feeRateBps,
        feeCents: feeCents(priceCents, feeRateBps),
        notes: booking.notes,
        scheduledDate: day,
        ...span,
        bookingMode: held ? 'request' : 'instant',
        cancellationPolicy: vendor.cancellationPolicy,
        respondBy: held ? respondByOf(paidAt, span.startsAt) : null,
        deliveryAddress: booking.eventAddress,
        assignedWorkerId: booking.ticket && booking.ticket !== 'pending' ? parties.workerId : null,
        metadata: { itemName, selectedTime: booking.time, guestCount: booking.guests },
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();
    if (!held) await postCharge(tx, { id: orderId, amountCents: priceCents }, paymentId, paidAt);
    const path = PATH[booking.status];
    if (!held)
      await recordStatusChange(tx, {
        orderId,
        from: null,
        to: 'accepted',
        actor: 'system',
        actorId: null,
        now: paidAt,
      });
    for (const [i, to] of path.slice(1).entries()) {
      const byWorker = to === 'in_progress' || to === 'completed';
      await recordStatusChange(tx, {
        orderId,
        from: path[i] ?? null,
        to,
        actor: byWorker ? 'worker' : 'vendor',
        actorId: byWorker ? parties.workerId : (vendor.userId ?? null),
        now: new Date(paidAt.getTime() + (i + 1) * HOUR_MS),
      });
    }
    // What was finished was finished on the event's day: the job's pay, then the booking's split.
    const eventTime = new Date(now.getTime() + booking.daysFromNow * DAY_MS);
    if (booking.ticket && needsWorkers(category)) {
      const ticket = await tx
        .insert(jobTickets)
        .values({
          id: newId(),
          orderId,
          vendorId: vendor.id,
          customerId: parties.customerId,
          serviceId: service.id,
          assignedWorkerId: booking.ticket === 'pending' ? null : parties.workerId,
          status: booking.ticket,
          scheduledDate: day,
          scheduledTime: booking.time,
          guestCount: booking.guests,
          location: postalAddress({
            address: vendor.address ?? null,
            city: vendor.city ?? null,
            state: vendor.state ?? null,
            zipCode: vendor.zipCode ?? null,
          }),
          dropoffAddress: booking.eventAddress,
          customerNotes: booking.notes,
          amountCents: workerPayCents(category, booking.guests),
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning()
        .get();
      if (booking.ticket === 'completed') {
        await postWorkerPay(tx, ticket, parties.workerId, eventTime);
        // As a completion in the app counts it: vendors see the worker's completed jobs.
        await tx
          .update(gigWorkers)
          .set({ completedJobs: sql`${gigWorkers.completedJobs} + 1` })
          .where(eq(gigWorkers.userId, parties.workerId))
          .run();
      }
    }
    if (booking.status === 'completed') await settleOrder(tx, orderId, eventTime);
  }
}
