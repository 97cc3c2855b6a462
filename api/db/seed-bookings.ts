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
import type { OrderStatus } from '../modules/orders/transitions';
import type { Tx } from './client';
import {
  carts,
  jobTickets,
  localPaymentIntents,
  orders,
  paymentItems,
  payments,
  type services,
  type vendors,
} from './schema';
import type { SeedBooking } from './seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;
// How each seeded status was reached, for the booking's history.
const PATH: Record<SeedBooking['status'], OrderStatus[]> = {
  pending: ['pending'],
  accepted: ['pending', 'accepted'],
  in_progress: ['pending', 'accepted', 'in_progress'],
  completed: ['pending', 'accepted', 'in_progress', 'completed'],
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

/**
 * The demo customer's bookings as a checkout would have left them: one cart paid in one payment
 * through the embedded provider (so cancelling one refunds its share, as for any booking), an order
 * per line with its event address, and a worker's ticket for each service that needs one, picked up
 * at the vendor and dropped off at the event. The books get what the same flows post: each order's
 * charge, a completed job's pay and a completed booking's settlement (docs/decisions/0006).
 */
export function insertDemoBookings(tx: Tx, bookings: SeedBooking[], parties: Parties, now: Date) {
  const lines = bookings.map((booking) => {
    const vendor = parties.vendors.find((v) => v.businessName === booking.vendor);
    const service = parties.services.find((s) => s.vendorId === vendor?.id && s.name === booking.service);
    if (!vendor || !service) throw new Error(`Seed booking for an unknown service: ${booking.service}`);
    const priceCents = seedLinePrice(service, {
      guestCount: booking.guests,
      selectedTime: booking.time,
      endTime: null,
    });
    const day = townToday(new Date(now.getTime() + booking.daysFromNow * DAY_MS));
    return { booking, vendor, service, priceCents, day, cartItemId: newId() };
  });
  const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const stamp = new Date(now.getTime() - 14 * DAY_MS).toISOString();
  const cartId = newId();
  const paymentId = newId();
  const intentId = `lpi_seed${paymentId.replace(/-/g, '').slice(0, 16)}`;
  tx.insert(carts)
    .values({ id: cartId, customerId: parties.customerId, status: 'checked_out', totalAmountCents: total })
    .run();
  tx.insert(localPaymentIntents)
    .values({
      id: intentId,
      clientSecret: `${intentId}_secret_seed`,
      idempotencyKey: `payment_${paymentId}`,
      cartId,
      amountCents: total,
      status: 'succeeded',
    })
    .run();
  tx.insert(payments)
    .values({
      id: paymentId,
      cartId,
      customerId: parties.customerId,
      provider: 'local',
      intentId,
      amountCents: total,
      fingerprint: 'seed',
      status: 'fulfilled',
      createdAt: stamp,
    })
    .run();

  for (const { booking, vendor, service, priceCents, day, cartItemId } of lines) {
    const itemName = `${vendor.businessName} - ${service.name}`;
    tx.insert(paymentItems)
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
      })
      .run();
    const orderId = newId();
    const category = service.category;
    const feeRateBps = feeRateBpsFor(tx, vendor.id, new Date(stamp));
    tx.insert(orders)
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
        ...bookingSpan(day, booking.time, null),
        deliveryAddress: booking.eventAddress,
        assignedWorkerId: booking.ticket && booking.ticket !== 'pending' ? parties.workerId : null,
        metadata: { itemName, selectedTime: booking.time, guestCount: booking.guests },
        createdAt: stamp,
        updatedAt: stamp,
      })
      .run();
    postCharge(tx, { id: orderId, amountCents: priceCents }, paymentId, new Date(stamp));
    const path = PATH[booking.status];
    path.slice(1).forEach((to, i) => {
      const byWorker = to === 'in_progress' || to === 'completed';
      recordStatusChange(tx, {
        orderId,
        from: path[i] ?? null,
        to,
        actor: byWorker ? 'worker' : 'vendor',
        actorId: byWorker ? parties.workerId : (vendor.userId ?? null),
        now: new Date(Date.parse(stamp) + (i + 1) * 60 * 60 * 1000),
      });
    });
    // What was finished was finished on the event's day: the job's pay, then the booking's split.
    const eventTime = new Date(now.getTime() + booking.daysFromNow * DAY_MS);
    if (booking.ticket && needsWorkers(category)) {
      const ticket = tx
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
      if (booking.ticket === 'completed') postWorkerPay(tx, ticket, parties.workerId, eventTime);
    }
    if (booking.status === 'completed') settleOrder(tx, orderId, eventTime);
  }
}
