import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutResult, OrderDetail, OrderView } from '../../contracts/checkout';
import { orderReference } from '../../contracts/checkout';
import { jobChecks, jobTickets, orders, services, vendors } from '../../db/schema';
import { addBbqBuffet, type addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp();
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', address: '12 Pine St', city: 'Broken Bow' });
  buffet = await addBbqBuffet(t.db, vendor.id);
});

/** Books the buffet for 40 on 12 December and pays with the embedded test card: $740.00. */
async function bookAndPay(client: Client): Promise<CheckoutResult> {
  const added = await client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId: buffet.id,
    selectedDate: '2026-12-12',
    selectedTime: '17:00',
    guestCount: 40,
    notes: 'Side gate',
    eventAddress: '14 Quail Hollow Ln, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
  return payCart(client);
}

describe('the success screen answer', () => {
  it('lists each order it made with its vendor, service, amount and what its words are made of', async () => {
    const { client } = await signUp(t.app);
    const result = await bookAndPay(client);
    expect(result.orders).toEqual([
      {
        id: result.orderIds[0],
        vendorName: 'Smokehouse',
        serviceName: 'BBQ Buffet',
        amount: '740.00',
        scheduledDate: '2026-12-12',
        status: 'accepted',
        bookingMode: 'instant',
        respondBy: null,
        paymentStatus: 'captured',
        cancelledBy: null,
      },
    ]);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers the owner with the booking, its receipt and its history from the booking on', async () => {
    const { client } = await signUp(t.app);
    const [orderId = ''] = (await bookAndPay(client)).orderIds;
    const res = await client.get(`/api/orders/${orderId}`);
    expect(res.status).toBe(200);
    const detail = res.json as OrderDetail;
    expect(detail).toMatchObject({
      id: orderId,
      vendorName: 'Smokehouse',
      serviceName: 'BBQ Buffet',
      status: 'accepted',
      bookingMode: 'instant',
      respondBy: null,
      payment: { status: 'captured' },
      amount: '740.00',
      scheduledDate: '2026-12-12',
      scheduledTime: '17:00',
      guestCount: 40,
      notes: 'Side gate',
      refund: null,
      cancellationReason: null,
      cancelledBy: null,
      receipt: { amount: '740.00', paidWith: 'local', paidAt: '2026-11-23T12:00:00.000Z', refund: null },
    });
    // Instant: paying confirmed it.
    expect(detail.history).toEqual([
      { from: null, to: 'accepted', by: 'system', reason: null, at: '2026-11-23T12:00:00.000Z' },
    ]);
  });

  it('shows a cancellation with its reason, its refund and each move in order', async () => {
    // A request: the vendor accepts it (the hold is captured), then cancels it (refunded).
    await t.db.update(services).set({ bookingMode: 'request' }).where(eq(services.id, buffet.id)).run();
    const { client } = await signUp(t.app);
    const vendorOwner = await signUp(t.app, 'vendor');
    await t.db.update(vendors).set({ userId: vendorOwner.user.id }).where(eq(vendors.id, vendor.id)).run();
    const [orderId = ''] = (await bookAndPay(client)).orderIds;

    t.clock.advance(60_000);
    expect((await vendorOwner.client.post(`/api/vendor/orders/${orderId}/accept`)).status).toBe(200);
    t.clock.advance(60_000);
    const cancel = await vendorOwner.client.post(`/api/vendor/orders/${orderId}/cancel`, {
      reason: 'Our smoker broke down',
    });
    expect(cancel.status).toBe(200);

    const detail = (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.status).toBe('cancelled');
    expect(detail.cancellationReason).toBe('Our smoker broke down');
    expect(detail.cancelledBy).toBe('vendor');
    expect(detail.refund).toEqual({ amount: '740.00', status: 'succeeded' });
    expect(detail.payment).toEqual({ status: 'refunded' });
    expect(detail.receipt.refund).toMatchObject({ amount: '740.00', status: 'succeeded' });
    expect(detail.history.map((h) => [h.from, h.to, h.by, h.reason])).toEqual([
      [null, 'pending', 'customer', null],
      ['pending', 'accepted', 'vendor', null],
      ['accepted', 'cancelled', 'vendor', 'Our smoker broke down'],
    ]);

    // My bookings says the same in its list.
    const [listed] = (await client.get('/api/orders')).json as OrderView[];
    expect(listed).toMatchObject({
      id: orderId,
      status: 'cancelled',
      refund: { amount: '740.00', status: 'succeeded' },
      cancellationReason: 'Our smoker broke down',
    });
  });

  it("answers 404 for another customer's booking, the same as for one that does not exist", async () => {
    const owner = await signUp(t.app);
    const [orderId = ''] = (await bookAndPay(owner.client)).orderIds;
    const stranger = await signUp(t.app);
    const theirs = await stranger.client.get(`/api/orders/${orderId}`);
    const missing = await stranger.client.get('/api/orders/00000000-0000-4000-8000-000000000000');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
  });

  it('answers 401 to someone signed out', async () => {
    const owner = await signUp(t.app);
    const [orderId = ''] = (await bookAndPay(owner.client)).orderIds;
    await owner.client.post('/api/logout');
    expect((await owner.client.get(`/api/orders/${orderId}`)).status).toBe(401);
  });
});

describe('the booking page’s parts', () => {
  const ticketOf = (orderId: string) =>
    t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).get();

  it('a booking with no payment of its own shows a receipt paid with nothing, not a crash', async () => {
    const { client } = await signUp(t.app);
    const [orderId = ''] = (await bookAndPay(client)).orderIds;
    await t.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId)).run();
    const detail = (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.receipt).toMatchObject({ amount: '740.00', paidWith: null, paidAt: null });
  });

  it('the worker’s arrival shows to the customer, without where the phone was, and the worker may be rated', async () => {
    const { client } = await signUp(t.app);
    const [orderId = ''] = (await bookAndPay(client)).orderIds;
    const worker = await signUp(t.app, 'worker');
    await t.db
      .update(jobTickets)
      .set({ assignedWorkerId: worker.user.id, status: 'in_progress' })
      .where(eq(jobTickets.orderId, orderId))
      .run();
    const stamp = '2026-12-12T22:40:00.000Z';
    await t.db
      .insert(jobChecks)
      .values({
        id: 'check-1',
        ticketId: (await ticketOf(orderId))?.id ?? '',
        workerId: worker.user.id,
        step: 'start',
        takenAt: stamp,
        receivedAt: stamp,
        positionVerdict: 'near',
      })
      .run();
    const detail = (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
    expect(detail.workerToRate).toBe(true);
    expect(detail.fieldWork).toEqual({
      arrivedAt: stamp,
      doneAt: null,
      doneWord: 'Setup done',
      photos: [],
    });
  });
});

describe('orderReference', () => {
  it('is the first 8 characters of the id, upper-cased', () => {
    expect(orderReference('3f9a1c07-5b2e-4d6a-9e1f-0a1b2c3d4e5f')).toBe('3F9A1C07');
  });
});
