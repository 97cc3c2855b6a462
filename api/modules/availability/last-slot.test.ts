import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import {
  bookingHolds,
  jobTickets,
  localPaymentIntents,
  localRefunds,
  orders,
  payments,
  refunds,
} from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { DAY_TAKEN } from '../checkout/fulfil';

// The last slot of a vendor's day: held for the customer from the moment the payment form appears,
// so two customers paying at once cannot both have it; a hold that ran out is checked again when the
// money lands. The clock reads 2026-11-23 12:00 UTC.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;
const DAY = '2026-12-12';

beforeEach(async () => {
  t = await makeTestApp();
  vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
  // Catering needs a gig worker: a live booking gets a job ticket, a refunded one must not.
  buffet = await addService(t.db, vendor.id, {
    name: 'BBQ Buffet',
    category: 'catering',
    basePriceCents: 60_000,
  });
});

const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const CABIN = 'Cabin 12, Hochatown, OK';
const book = (client: Client) =>
  client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId: buffet.id,
    selectedDate: DAY,
    eventAddress: CABIN,
  });
const confirm = (client: Client, clientSecret: string | null) =>
  client.post('/api/payments/local/confirm', { clientSecret, ...GOOD });
const liveOrders = async () =>
  (await t.db.select().from(orders).all()).filter((o) => o.status !== 'cancelled');

describe('the last slot', () => {
  it('six customers paying for it at once: one payment starts, five are refused before any charge', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    // Nobody holds the day yet, so all six can put it in their carts.
    for (const { client } of customers) expect((await book(client)).status).toBe(201);

    // The provider answers after a moment, as Stripe does over the network: all six pass the cart's
    // own check before any of them records its payment, so only the hold's transaction can decide.
    const createIntent = t.payments.createIntent.bind(t.payments);
    let asked = 0;
    t.payments.createIntent = async (request) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return createIntent(request);
    };
    const starts = await Promise.all(customers.map(({ client }) => client.post('/api/cart/checkout')));
    expect(asked).toBe(6);
    const started = starts.filter((r) => r.status === 200);
    const refused = starts.filter((r) => r.status === 409);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.json).toMatchObject({
        message:
          'Smokehouse - BBQ Buffet is not available on Saturday, December 12, 2026: the vendor is fully booked that day. Remove it to continue.',
      });
    }
    // Nothing a refused customer could pay: no payment of theirs, and every intent but one cancelled.
    expect(await t.db.select().from(payments).all()).toHaveLength(1);
    const intents = await t.db.select().from(localPaymentIntents).all();
    expect(intents.filter((i) => i.status !== 'canceled')).toHaveLength(1);
    expect(await t.db.select().from(bookingHolds).all()).toEqual([
      expect.objectContaining({ vendorId: vendor.id, day: DAY, expiresAt: '2026-11-23T12:15:00.000Z' }),
    ]);

    const winnerIndex = starts.findIndex((r) => r.status === 200);
    const winner = customers[winnerIndex]?.client as Client;
    const intent = started[0]?.json as CheckoutIntent;
    expect((await confirm(winner, intent.clientSecret)).json).toMatchObject({ status: 'succeeded' });
    const done = await winner.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(done.status).toBe(200);
    expect((done.json as CheckoutResult).refunded).toEqual([]);
    expect(await liveOrders()).toHaveLength(1);
    expect((await liveOrders())[0]?.customerId).toBe(customers[winnerIndex]?.user.id);
    expect(await t.db.select().from(bookingHolds).all()).toEqual([]); // the order holds the day now

    // And the others, trying again, are told the day is gone.
    const again = await customers[(winnerIndex + 1) % 6]?.client.post('/api/cart/checkout');
    expect(again?.status).toBe(409);
  });

  it('holds the day for the customer: others are refused at add-to-cart, the holder is not', async () => {
    const [holder, other] = [await signUp(t.app), await signUp(t.app)];
    await book(holder.client);
    expect((await holder.client.post('/api/cart/checkout')).status).toBe(200);
    const refused = await book(other.client);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message:
        'Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day',
    });
    const photos = await addService(t.db, vendor.id, { name: 'Photo booth', category: 'photography' });
    const more = await holder.client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: photos.id,
      selectedDate: DAY,
    });
    expect(more.status).toBe(201);
  });

  it('renews the hold when the payment form shows again, and moves it when the payment is replaced', async () => {
    const { client } = await signUp(t.app);
    await book(client);
    await client.post('/api/cart/checkout');
    const [first] = await t.db.select().from(bookingHolds).all();
    t.clock.advance(10 * 60_000);
    await client.post('/api/cart/checkout'); // the same cart: the same payment, held again
    const renewed = await t.db.select().from(bookingHolds).all();
    expect(renewed).toEqual([{ ...first, expiresAt: '2026-11-23T12:25:00.000Z' }]);

    await client.post('/api/cart/items', {
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-13',
      eventAddress: CABIN,
    });
    await client.post('/api/cart/checkout'); // a changed cart: a new payment replaces the old one
    const open = await t.db.select().from(payments).where(eq(payments.status, 'open')).get();
    const held = await t.db.select().from(bookingHolds).all();
    expect(held.map((h) => [h.paymentId, h.day]).sort()).toEqual([
      [open?.id, '2026-12-12'],
      [open?.id, '2026-12-13'],
    ]);
  });

  it('a payment shown again after its day was taken is refused, and can no longer be paid', async () => {
    const [slow, quick] = [await signUp(t.app), await signUp(t.app)];
    await book(slow.client);
    const slowIntent = (await slow.client.post('/api/cart/checkout')).json as CheckoutIntent;
    t.clock.advance(16 * 60_000);
    await book(quick.client);
    const quickIntent = (await quick.client.post('/api/cart/checkout')).json as CheckoutIntent;
    await confirm(quick.client, quickIntent.clientSecret);
    await quick.client.post('/api/checkout/complete', { cartId: quickIntent.cartId });

    const again = await slow.client.post('/api/cart/checkout');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      message: expect.stringContaining('the vendor is fully booked that day'),
    });
    expect((await confirm(slow.client, slowIntent.clientSecret)).json).toMatchObject({ status: 'canceled' });
    expect(
      (await t.db.select().from(payments).where(eq(payments.customerId, slow.user.id)).get())?.status,
    ).toBe('replaced');
    expect((await liveOrders()).map((o) => o.customerId)).toEqual([quick.user.id]);
  });

  it('a hold that ran out while someone else booked the day: refunded in full, automatically, and told why', async () => {
    const [slow, quick] = [await signUp(t.app), await signUp(t.app)];
    await book(slow.client);
    const slowIntent = (await slow.client.post('/api/cart/checkout')).json as CheckoutIntent;

    t.clock.advance(16 * 60_000); // the slow customer's hold has ended
    expect((await book(quick.client)).status).toBe(201);
    const quickIntent = (await quick.client.post('/api/cart/checkout')).json as CheckoutIntent;
    // Expired holds are cleared as new ones are taken: only live ones stay in the table.
    expect((await t.db.select().from(bookingHolds).all()).map((h) => h.customerId)).toEqual([quick.user.id]);
    await confirm(quick.client, quickIntent.clientSecret);
    expect((await quick.client.post('/api/checkout/complete', { cartId: quickIntent.cartId })).status).toBe(
      200,
    );

    // The slow customer's payment form was still open: the card goes through.
    expect((await confirm(slow.client, slowIntent.clientSecret)).json).toMatchObject({ status: 'succeeded' });
    const done = await slow.client.post('/api/checkout/complete', { cartId: slowIntent.cartId });
    expect(done.status).toBe(200);
    const result = done.json as CheckoutResult;
    expect(result.orderIds).toHaveLength(1);
    expect(result.jobTicketCount).toBe(0);
    expect(result.refunded).toEqual([
      {
        orderId: result.orderIds[0],
        itemName: 'Smokehouse - BBQ Buffet',
        date: DAY,
        amount: '600.00',
        reason: DAY_TAKEN,
      },
    ]);

    const order = await t.db.select().from(orders).where(eq(orders.customerId, slow.user.id)).get();
    expect(order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationReason: DAY_TAKEN,
    });
    expect(
      await t.db
        .select()
        .from(jobTickets)
        .where(eq(jobTickets.orderId, order?.id ?? ''))
        .all(),
    ).toEqual([]);
    const refund = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order?.id ?? ''))
      .get();
    expect(refund).toMatchObject({ amountCents: 60_000, status: 'succeeded', requestedBy: 'system' });
    const intentId = slowIntent.clientSecret?.split('_secret_')[0] ?? '';
    expect(await t.db.select().from(localRefunds).where(eq(localRefunds.intentId, intentId)).all()).toEqual([
      expect.objectContaining({ amountCents: 60_000 }),
    ]);
    expect((await liveOrders()).map((o) => o.customerId)).toEqual([quick.user.id]);

    // Asking again (a reload of the success page) tells the same story and refunds nothing twice.
    const reread = await slow.client.post('/api/checkout/complete', { cartId: slowIntent.cartId });
    expect((reread.json as CheckoutResult).refunded).toHaveLength(1);
    expect(await t.db.select().from(localRefunds).all()).toHaveLength(1);
  });
});
