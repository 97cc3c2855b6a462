import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOURLY_CENTS } from '../contracts/worker-pay';
import { ledgerEntries, orders, services } from '../db/schema';
import { completeEndedOrders } from '../modules/orders/completion-job';
import { addService, addVendor } from '../test/fixtures';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../test/harness';
import {
  approvedWorker,
  bookAndPay,
  entriesOf,
  orderRow,
  putOnPlan,
  ticketOf,
  vendorWithServices,
  workJob,
} from './ledger-test-kit';
import { settleOrder } from './order-books';

// Every flow that moves a booking's money posts its entries (docs/decisions/0006-money-out-ledger.md).
// The clock reads Monday, November 23, 2026, 6 AM in Broken Bow.
/** The day the vendor's share of an order becomes payable. */
const shareAvailableOn = async (orderId: string) =>
  (
    await t.db
      .select({ availableOn: ledgerEntries.availableOn })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.key, `share:${orderId}`))
      .get()
  )?.availableOn;

let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let customer: Client;

beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Lakeside Co');
  customer = (await signUp(t.app)).client;
});

const photoOn = (selectedDate: string) =>
  bookAndPay(customer, { vendorId: shop.vendor.id, serviceId: shop.photos.id, selectedDate });
const vendorAcc = () => `vendor:${shop.vendor.id}`;
const cancel = (orderId: string) =>
  customer.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });

describe('a charge', () => {
  it('is posted card → held at checkout, with the fee of the Basic plan on the order', async () => {
    const orderId = await photoOn('2026-12-05');
    expect(await orderRow(t.db, orderId)).toMatchObject({
      feeRateBps: 500,
      feeCents: 1_500,
      settledAt: null,
    });
    expect(await entriesOf(t.db, orderId)).toEqual([
      { key: 'charge', from: 'card', to: 'held', cents: 30_000 },
    ]);
  });

  it('a $0 checkout took no money: no charge, and its cancellation settles nothing', async () => {
    // A booking request to a vendor without priced services costs nothing at checkout.
    const fiddler = await addVendor(t.db, { businessName: 'Fiddler' });
    const added = await customer.post('/api/cart/items', {
      vendorId: fiddler.id,
      serviceId: null,
      selectedDate: '2026-12-12',
    });
    expect(added.status).toBe(201);
    const { cartId } = (await customer.post('/api/cart/checkout')).json as { cartId: string };
    const done = await customer.post('/api/checkout/complete', { cartId });
    const orderId = (done.json as { orderIds: string[] }).orderIds[0] ?? '';
    expect(await orderRow(t.db, orderId)).toMatchObject({ amountCents: 0, feeCents: 0 });
    await cancel(orderId);
    expect((await orderRow(t.db, orderId)).settledAt).not.toBeNull();
    expect(await entriesOf(t.db, orderId)).toEqual([]);
  });

  it('takes the fee rate of the plan in force when the customer paid, whatever the plan later', async () => {
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'featured');
    const featured = await photoOn('2026-12-05');
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'premium');
    const premium = await photoOn('2026-12-07');
    // A plan cancelled (or lapsed) is Basic again for the next booking, and moves neither of these.
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'premium', 'cancelled');
    const basic = await photoOn('2026-12-08');
    expect(await Promise.all([featured, premium, basic].map((id) => orderRow(t.db, id)))).toMatchObject([
      { feeRateBps: 300, feeCents: 900 },
      { feeRateBps: 200, feeCents: 600 },
      { feeRateBps: 500, feeCents: 1_500 },
    ]);
    // Settled after the change: the Featured booking still pays 3 %.
    t.clock.set('2026-12-06T07:00:00.000Z'); // 01:00 on the 6th: the 5th's booking is over
    expect((await shop.owner.post(`/api/vendor/orders/${featured}/delivered`)).status).toBe(200);
    expect((await entriesOf(t.db, featured)).slice(1)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 900 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 29_100 },
    ]);
  });

  it('rounds a fee of exactly half a cent up, on the order and in the books', async () => {
    // $10.10 at Basic's 5 % is 50.5 cents; $10.50 at Featured's 3 % is 31.5 cents.
    const favour = await addService(t.db, shop.vendor.id, {
      name: 'Favour',
      category: 'photography',
      basePriceCents: 1_010,
    });
    const basic = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: favour.id,
      selectedDate: '2026-12-05',
    });
    await t.db.update(services).set({ basePriceCents: 1_050 }).where(eq(services.id, favour.id)).run();
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'featured');
    const featured = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: favour.id,
      selectedDate: '2026-12-06',
    });
    expect(await Promise.all([basic, featured].map((id) => orderRow(t.db, id)))).toMatchObject([
      { amountCents: 1_010, feeRateBps: 500, feeCents: 51 },
      { amountCents: 1_050, feeRateBps: 300, feeCents: 32 },
    ]);
    t.clock.set('2026-12-06T07:00:00.000Z'); // 01:00 on the 6th: the 5th's booking is over
    expect((await shop.owner.post(`/api/vendor/orders/${basic}/delivered`)).status).toBe(200);
    expect((await entriesOf(t.db, basic)).slice(1)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 51 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 959 },
    ]);
  });

  it('a day taken while the customer paid: charged, refunded in full and settled with nothing kept', async () => {
    const slow = (await signUp(t.app)).client;
    await slow.post('/api/cart/items', {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-12-12',
      eventAddress: '1 Pine St',
    });
    const slowIntent = (await slow.post('/api/cart/checkout')).json as {
      clientSecret: string;
      cartId: string;
    };
    t.clock.advance(16 * 60_000); // the slow customer's hold ran out
    await photoOn('2026-12-12');
    await slow.post('/api/payments/local/confirm', {
      clientSecret: slowIntent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    const done = await slow.post('/api/checkout/complete', { cartId: slowIntent.cartId });
    const orderId = (done.json as { orderIds: string[] }).orderIds[0] ?? '';
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'cancelled' });
    expect((await orderRow(t.db, orderId)).settledAt).not.toBeNull();
    expect(await entriesOf(t.db, orderId)).toEqual([
      { key: 'charge', from: 'card', to: 'held', cents: 30_000 },
      { key: 'refund', from: 'held', to: 'card', cents: 30_000 },
    ]);
  });
});

describe('the Terms\u2019 refund steps: platform fees are non-refundable', () => {
  it('7+ days out: 3 % kept, all of it the platform\u2019s on Basic (5 % fee, capped at what was kept)', async () => {
    const orderId = await photoOn('2026-12-03');
    expect((await cancel(orderId)).json).toMatchObject({ refundAmount: '291.00' });
    expect(await entriesOf(t.db, orderId)).toEqual([
      { key: 'charge', from: 'card', to: 'held', cents: 30_000 },
      { key: 'refund', from: 'held', to: 'card', cents: 29_100 },
      { key: 'fee', from: 'held', to: 'revenue', cents: 900 },
    ]);
  });

  it('7+ days out on Premium: the 2 % fee to the platform, the last 1 % to the vendor', async () => {
    await putOnPlan(t.db, shop.vendor.id, shop.ownerId, 'premium');
    const orderId = await photoOn('2026-12-03');
    await cancel(orderId);
    expect((await entriesOf(t.db, orderId)).slice(2)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 600 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 300 },
    ]);
  });

  it('3-6 days out: half back, the whole fee kept, the rest the vendor\u2019s from the next business day', async () => {
    const orderId = await photoOn('2026-11-28');
    expect((await cancel(orderId)).json).toMatchObject({ refundAmount: '150.00' });
    expect((await entriesOf(t.db, orderId)).slice(1)).toEqual([
      { key: 'refund', from: 'held', to: 'card', cents: 15_000 },
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_500 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 13_500 },
    ]);
    // Cancelled on Monday the 23rd: payable from Tuesday.
    expect(await shareAvailableOn(orderId)).toBe('2026-11-24');
    expect((await orderRow(t.db, orderId)).settledAt).toBe('2026-11-23T12:00:00.000Z');
  });

  it('under 3 days: nothing back, no refund entry, fee and share from the whole charge', async () => {
    const orderId = await photoOn('2026-11-25');
    expect((await cancel(orderId)).json).toMatchObject({ refundAmount: '0.00' });
    expect((await entriesOf(t.db, orderId)).slice(1)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_500 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 28_500 },
    ]);
  });

  it('a vendor declining a request: its hold is released, so nothing is charged, kept or refunded', async () => {
    await t.db.update(services).set({ bookingMode: 'request' }).where(eq(services.id, shop.photos.id)).run();
    const orderId = await photoOn('2026-12-05');
    const res = await shop.owner.post(`/api/vendor/orders/${orderId}/decline`, { reason: 'Fully booked' });
    expect(res.status).toBe(200);
    expect(await entriesOf(t.db, orderId)).toEqual([]);
    expect((await orderRow(t.db, orderId)).settledAt).not.toBeNull();
  });

  it('an admin cancel with a partial refund: the fee from what is kept, the vendor the rest', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    const orderId = await photoOn('2026-12-05');
    const res = await admin.client.post(`/api/admin/orders/${orderId}/cancel`, {
      refundAmount: '280.00',
      reason: 'Vendor double-booked the booth',
    });
    expect(res.status).toBe(200);
    expect((await entriesOf(t.db, orderId)).slice(1)).toEqual([
      { key: 'refund', from: 'held', to: 'card', cents: 28_000 },
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_500 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 500 },
    ]);
  });
});

describe('a completed booking', () => {
  it('settles once it is final: not before, true the first time, false after', async () => {
    const orderId = await photoOn('2026-12-05');
    const settle = () => t.db.transaction((tx) => settleOrder(tx, orderId, t.clock.now()));
    expect(await settle()).toBe(false);
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId)).run();
    expect(await settle()).toBe(true);
    expect(await settle()).toBe(false);
    expect((await entriesOf(t.db, orderId)).map((e) => e.key)).toEqual(['charge', 'fee', 'share']);
  });

  it('marked delivered: fee and share, payable the first business day after the event', async () => {
    const orderId = await photoOn('2026-12-04'); // a Friday
    t.clock.set('2026-12-05T06:00:00.000Z'); // midnight after the 4th in Broken Bow: it is over
    expect((await shop.owner.post(`/api/vendor/orders/${orderId}/delivered`)).status).toBe(200);
    expect((await entriesOf(t.db, orderId)).slice(1)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_500 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 28_500 },
    ]);
    expect(await shareAvailableOn(orderId)).toBe('2026-12-07'); // the Monday after
  });

  it('by its worker: the job\u2019s pay out of the vendor\u2019s share, then the order settles once', async () => {
    const worker = await approvedWorker(t);
    const orderId = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.buffet.id,
      selectedDate: '2026-12-05',
    });
    const ticket = await ticketOf(t.db, orderId);
    const pay = 3 * HOURLY_CENTS; // setup for 20 guests: 2 hours + 1
    expect(ticket.amountCents).toBe(pay);
    t.clock.set('2026-12-05T18:00:00.000Z');
    await workJob(worker.client, ticket.id);
    expect((await orderRow(t.db, orderId)).status).toBe('in_progress'); // its day is not over
    t.clock.set('2026-12-06T06:00:00.000Z');
    expect(await completeEndedOrders(t.db, t.clock.now())).toBe(1);
    expect((await orderRow(t.db, orderId)).status).toBe('completed');
    expect((await entriesOf(t.db, orderId)).slice(1)).toEqual([
      { key: 'worker', from: vendorAcc(), to: `worker:${worker.userId}`, cents: pay },
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_000 },
      { key: 'share', from: 'held', to: vendorAcc(), cents: 19_000 },
    ]);
    // Completing again (a second tap, a second phone) is answered with the job as it is and posts
    // nothing; settling again posts nothing and changes nothing.
    expect((await worker.client.post(`/api/job-tickets/${ticket.id}/complete`, {})).json).toMatchObject({
      status: 'completed',
    });
    const settledAt = (await orderRow(t.db, orderId)).settledAt;
    t.clock.advance(60_000);
    expect(await t.db.transaction((tx) => settleOrder(tx, orderId, t.clock.now()))).toBe(false);
    expect(await entriesOf(t.db, orderId)).toHaveLength(4);
    expect((await orderRow(t.db, orderId)).settledAt).toBe(settledAt);
  });
});
