import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent } from '../../contracts/checkout';
import { orderReference } from '../../contracts/checkout';
import { jobTickets, notifications, orders, payments, services } from '../../db/schema';
import { addBbqBuffet, addService, addVendor, approveWorker } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { DAY_TAKEN } from './fulfil';

// What a fulfilled payment tells, word for word: the customer's receipt (its title, body and the
// facts the e-mail lists), the vendor's new booking, and the new job to approved workers.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let smokehouse: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let owner: string;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
  owner = (await signUp(t.app, 'vendor')).user.id;
  smokehouse = await addVendor(t.db, { businessName: 'Smokehouse', userId: owner });
  buffet = await addBbqBuffet(t.db, smokehouse.id);
});

/** 40 guests of the buffet ($740.00) on December 12 in the client's cart. */
async function addBuffet(client: Client) {
  const added = await client.post('/api/cart/items', {
    vendorId: smokehouse.id,
    serviceId: buffet.id,
    selectedDate: '2026-12-12',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
}

const told = async (userId: string, kind: 'receipt' | 'booking-new' | 'job-dispatched') =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .all()
  ).map((n) => ({ key: n.key, title: n.title, body: n.body, url: n.url, facts: n.facts }));
const paymentOf = (cartId: string) => t.db.select().from(payments).where(eq(payments.cartId, cartId)).get();
const ordersOf = (customerId: string) =>
  t.db.select().from(orders).where(eq(orders.customerId, customerId)).all();

describe('the receipt of a paid checkout', () => {
  it('an instant booking: "We received your payment of $740.00", its line confirmed, "Total paid: $740.00"', async () => {
    const worker = await signUp(t.app, 'worker');
    await approveWorker(t.db, worker.user.id);
    const { client, user } = await signUp(t.app);
    await addBuffet(client);
    const paid = await payCart(client);
    const payment = await paymentOf(paid.cartId);
    const [order] = await ordersOf(user.id);
    expect(await told(user.id, 'receipt')).toEqual([
      {
        key: `receipt:${payment?.id}:${user.id}`,
        title: 'Your receipt: $740.00',
        body: 'Thank you for booking with Broken Bow Events. We received your payment of $740.00.',
        url: '/bookings',
        facts: [
          `${orderReference(order?.id ?? '')}: BBQ Buffet, Smokehouse, Saturday, December 12, 2026: $740.00. Confirmed — Smokehouse is booked.`,
          'If you cancel: Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
          'Total paid: $740.00',
          'The Terms (section 8) give the full cancellation rules.',
        ],
      },
    ]);
    // The vendor hears of the booking, and the approved worker of its job.
    expect((await told(owner, 'booking-new')).map((n) => n.key)).toEqual([
      `booking-new:${order?.id}:${owner}`,
    ]);
    const [ticket] = await t.db.select().from(jobTickets).all();
    expect((await told(worker.user.id, 'job-dispatched')).map((n) => n.key)).toEqual([
      `job-dispatched:${ticket?.id}:${worker.user.id}`,
    ]);
  });

  it('a request: "We hold $740.00 on your card", its line waits for the vendor, "Total held: $740.00"', async () => {
    await t.db.update(services).set({ bookingMode: 'request' }).where(eq(services.id, buffet.id)).run();
    const worker = await signUp(t.app, 'worker');
    await approveWorker(t.db, worker.user.id);
    const { client, user } = await signUp(t.app);
    await addBuffet(client);
    const paid = await payCart(client);
    const payment = await paymentOf(paid.cartId);
    expect(payment?.holdStatus).toBe('held');
    const [order] = await ordersOf(user.id);
    expect(await told(user.id, 'receipt')).toEqual([
      {
        key: `receipt:${payment?.id}:${user.id}`,
        title: 'Your receipt: $740.00',
        body: 'Thank you for booking with Broken Bow Events. We hold $740.00 on your card: a request is charged only if its vendor accepts.',
        url: '/bookings',
        facts: [
          `${orderReference(order?.id ?? '')}: BBQ Buffet, Smokehouse, Saturday, December 12, 2026: $740.00. Request sent — Smokehouse answers by Tue 6:00 AM. Your card is charged only if they accept.`,
          'If you cancel: Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
          'Total held: $740.00',
          'The Terms (section 8) give the full cancellation rules.',
        ],
      },
    ]);
    expect((await told(owner, 'booking-new')).map((n) => n.key)).toEqual([
      `booking-new:${order?.id}:${owner}`,
    ]);
    // No job until the vendor accepts: no worker is told of one.
    expect(await told(worker.user.id, 'job-dispatched')).toEqual([]);
  });

  it('a line whose day was taken while paying: "(refunded in full: …)" on the receipt, and its vendor is not told', async () => {
    const lakeside = await addVendor(t.db, { businessName: 'Lakeside Tents' });
    const tent = await addService(t.db, lakeside.id, {
      name: 'Tent',
      category: 'rentals',
      basePriceCents: 25_000,
    });
    const slow = await signUp(t.app);
    await addBuffet(slow.client);
    const tentAdded = await slow.client.post('/api/cart/items', {
      vendorId: lakeside.id,
      serviceId: tent.id,
      selectedDate: '2026-12-13',
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
    expect(tentAdded.status).toBe(201);
    const slowIntent = (await slow.client.post('/api/cart/checkout')).json as CheckoutIntent;

    t.clock.advance(16 * 60_000); // the slow customer's hold on December 12 has ended
    const quick = await signUp(t.app);
    await addBuffet(quick.client);
    await payCart(quick.client);
    const [quickOrder] = await ordersOf(quick.user.id);

    // The slow customer's payment form was still open: the card goes through.
    const confirmed = await slow.client.post('/api/payments/local/confirm', {
      clientSecret: slowIntent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(confirmed.json).toEqual({ status: 'succeeded', error: null });
    const done = await slow.client.post('/api/checkout/complete', { cartId: slowIntent.cartId });
    expect(done.status).toBe(200);
    const payment = await paymentOf(slowIntent.cartId);
    const mine = (await ordersOf(slow.user.id)).sort((a, b) =>
      (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? ''),
    );
    expect(mine.map((o) => [o.scheduledDate, o.status])).toEqual([
      ['2026-12-12', 'cancelled'],
      ['2026-12-13', 'accepted'],
    ]);
    expect(await told(slow.user.id, 'receipt')).toEqual([
      {
        key: `receipt:${payment?.id}:${slow.user.id}`,
        title: 'Your receipt: $990.00',
        body: 'Thank you for booking with Broken Bow Events. We received your payment of $990.00.',
        url: '/bookings',
        facts: [
          `${orderReference(mine[0]?.id ?? '')}: BBQ Buffet, Smokehouse, Saturday, December 12, 2026: $740.00 (refunded in full: ${DAY_TAKEN})`,
          `${orderReference(mine[1]?.id ?? '')}: Tent, Lakeside Tents, Sunday, December 13, 2026: $250.00. Confirmed — Lakeside Tents is booked.`,
          'If you cancel: Standard policy: Full refund less the 3% processing fee until Sun, Dec 6; half back until Thu, Dec 10; no refund from Fri, Dec 11.',
          'Total paid: $990.00',
          'The Terms (section 8) give the full cancellation rules.',
        ],
      },
    ]);
    // Smokehouse hears only of the quick customer's booking: the day it could not take was refunded.
    expect((await told(owner, 'booking-new')).map((n) => n.key)).toEqual([
      `booking-new:${quickOrder?.id}:${owner}`,
    ]);
  });
});
