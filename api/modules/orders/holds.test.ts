import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutResult, OrderDetail } from '../../contracts/checkout';
import {
  jobTickets,
  ledgerEntries,
  localPaymentIntents,
  notifications,
  orders,
  payments,
} from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { acquire } from '../../lib/job-lease';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { failWrites } from '../../test/triggers';
import { createHoldJob } from './hold-job';
import { settleHold } from './settle-hold';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let tour: Awaited<ReturnType<typeof addService>>;
let buffet: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp(); // the clock reads 2026-11-23T12:00:00Z
  owner = await signUp(t.app, 'vendor');
  vendor = await addVendor(t.db, { businessName: 'Timber Ridge', userId: owner.user.id });
  // A request: the vendor answers before the card is charged. Catering needs a worker.
  tour = await addService(t.db, vendor.id, {
    name: 'Lodge Tour',
    category: 'catering',
    basePriceCents: 30_000,
    bookingMode: 'request',
  });
  buffet = await addService(t.db, vendor.id, {
    name: 'BBQ Buffet',
    category: 'catering',
    basePriceCents: 12_000,
  });
});

const book = async (client: Client, serviceId: string, selectedDate = '2026-12-12') => {
  const added = await client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId,
    selectedDate,
    selectedTime: '18:00',
    guestCount: 30,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });
  expect(added.status).toBe(201);
};

/** The customer books the request-mode tour (on 12 December unless told) and pays: $300.00 is held. */
async function requestTour(
  day = '2026-12-12',
): Promise<{ customer: Client; orderId: string; result: CheckoutResult }> {
  const { client } = await signUp(t.app);
  await book(client, tour.id, day);
  const result = await payCart(client);
  return { customer: client, orderId: result.orderIds[0] ?? '', result };
}

const intentOf = async (orderId: string) => {
  const order = await t.db.select().from(orders).where(eq(orders.id, orderId)).get();
  const payment = await t.db
    .select()
    .from(payments)
    .where(eq(payments.id, order?.paymentId ?? ''))
    .get();
  const intent = await t.db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, payment?.intentId ?? ''))
    .get();
  return { order, payment, intent };
};
const charges = () => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'charge')).all();
const detail = async (client: Client, orderId: string) =>
  (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
const holdJob = () => createHoldJob({ db: t.db, pay: t.payments, clock: t.clock });

/** The embedded provider, unreachable for the holds of these intents when asked to let them go. */
function unreachableFor(intentIds: (string | null | undefined)[]): typeof t.payments {
  const base = t.payments;
  return {
    ...base,
    releaseIntent: async (args) => {
      if (intentIds.includes(args.intentId)) throw new Error('The card network is unreachable');
      return base.releaseIntent(args);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('instant booking', () => {
  it('is accepted when paid, charged at once, and its job ticket goes out', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const result = await payCart(client);
    const orderId = result.orderIds[0] ?? '';
    expect(result.orders[0]).toMatchObject({ status: 'accepted', bookingMode: 'instant', respondBy: null });
    expect(result.jobTicketCount).toBe(1);
    const seen = await detail(client, orderId);
    expect(seen).toMatchObject({
      status: 'accepted',
      bookingMode: 'instant',
      payment: { status: 'captured' },
    });
    expect(seen.history.map((h) => [h.from, h.to, h.by])).toEqual([[null, 'accepted', 'system']]);
    expect((await intentOf(orderId)).payment).toMatchObject({
      captureMethod: 'automatic',
      holdStatus: 'none',
    });
    expect((await charges()).map((c) => c.amountCents)).toEqual([12_000]);
    expect(await reconcile(t.db)).toEqual([]);
  });
});

describe('request to book', () => {
  it('is pending with the card only authorised, no charge in the books and no ticket yet', async () => {
    const { customer, orderId, result } = await requestTour();
    // A day after it was made: the event (12 December) is further away than that.
    expect(result.orders[0]).toMatchObject({
      status: 'pending',
      bookingMode: 'request',
      respondBy: '2026-11-24T12:00:00.000Z',
    });
    expect(result.jobTicketCount).toBe(0);
    expect(await detail(customer, orderId)).toMatchObject({
      status: 'pending',
      respondBy: '2026-11-24T12:00:00.000Z',
      payment: { status: 'authorized' },
    });
    const { payment, intent } = await intentOf(orderId);
    expect(payment).toMatchObject({ captureMethod: 'manual', holdStatus: 'held' });
    expect(intent).toMatchObject({ status: 'requires_capture', capturedCents: null });
    expect(await charges()).toEqual([]);
    expect(await t.db.select().from(jobTickets).all()).toEqual([]);
  });

  it('accepted: the hold is captured once, the charge is posted and the ticket goes out; a second accept changes nothing', async () => {
    const { customer, orderId } = await requestTour();
    const first = await owner.client.post(`/api/vendor/orders/${orderId}/accept`);
    const second = await owner.client.post(`/api/vendor/orders/${orderId}/accept`);
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(second.json).toMatchObject({ message: 'This booking is accepted and cannot be accepted' });
    const { payment, intent } = await intentOf(orderId);
    expect(payment).toMatchObject({ holdStatus: 'captured', capturedCents: 30_000 });
    expect(intent).toMatchObject({ status: 'succeeded', capturedCents: 30_000 });
    expect((await charges()).map((c) => [c.orderId, c.amountCents])).toEqual([[orderId, 30_000]]);
    expect(await t.db.select().from(jobTickets).all()).toHaveLength(1);
    expect(await detail(customer, orderId)).toMatchObject({
      status: 'accepted',
      payment: { status: 'captured' },
    });
  });

  it('declined: the hold is released in full, with no refund to make; a second decline changes nothing', async () => {
    const { customer, orderId } = await requestTour();
    const first = await owner.client.post(`/api/vendor/orders/${orderId}/decline`, { reason: 'Booked out' });
    const second = await owner.client.post(`/api/vendor/orders/${orderId}/decline`, { reason: 'Booked out' });
    expect([first.status, second.status]).toEqual([200, 409]);
    expect(first.json).toMatchObject({ status: 'cancelled', refundAmount: '0.00' });
    expect((await intentOf(orderId)).payment).toMatchObject({ holdStatus: 'released' });
    expect((await intentOf(orderId)).intent).toMatchObject({ status: 'canceled' });
    expect(await charges()).toEqual([]);
    expect(await detail(customer, orderId)).toMatchObject({
      status: 'cancelled',
      payment: { status: 'released' },
      receipt: { refund: null },
    });
  });

  it('cancelled by the customer while held: free, and the hold is released', async () => {
    const { customer, orderId } = await requestTour();
    const cancelled = await customer.post(`/api/orders/${orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await intentOf(orderId)).payment).toMatchObject({ holdStatus: 'released' });
    expect(await detail(customer, orderId)).toMatchObject({ payment: { status: 'released' } });
  });

  it('unanswered by its deadline: expired by the job, the customer told, the hold released and the day free', async () => {
    const { customer, orderId } = await requestTour();
    t.clock.set('2026-11-24T11:59:00.000Z');
    expect(await holdJob().run()).toBe(0);
    expect((await intentOf(orderId)).order?.status).toBe('pending');

    t.clock.set('2026-11-24T12:00:00.000Z');
    expect(await holdJob().run()).toBe(1);
    expect(await holdJob().run()).toBe(0);
    const seen = await detail(customer, orderId);
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationReason: 'Timber Ridge did not answer in time. The hold on your card was released.',
      payment: { status: 'released' },
    });
    expect((await intentOf(orderId)).intent?.status).toBe('canceled');
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'booking-cancelled'))
      .all();
    expect(told.map((n) => n.body)).toEqual([
      expect.stringContaining('Timber Ridge did not answer in time.'),
    ]);
    // The vendor's day is free again: someone else can book it.
    const { client: next } = await signUp(t.app);
    await book(next, buffet.id);
  });

  it('expiring while the vendor accepts: one outcome, one settlement', async () => {
    const { orderId } = await requestTour();
    t.clock.set('2026-11-24T12:00:00.000Z');
    const [accepted] = await Promise.all([
      owner.client.post(`/api/vendor/orders/${orderId}/accept`),
      holdJob().run(),
    ]);
    const { order, payment, intent } = await intentOf(orderId);
    if (accepted.status === 200) {
      expect(order?.status).toBe('accepted');
      expect(payment?.holdStatus).toBe('captured');
      expect(intent?.capturedCents).toBe(30_000);
    } else {
      expect(accepted.status).toBe(409);
      expect(order?.status).toBe('cancelled');
      expect(payment?.holdStatus).toBe('released');
    }
    expect((await charges()).length).toBe(accepted.status === 200 ? 1 : 0);
  });

  it('in one payment with an instant booking: captured when the request is answered, for what the vendor took', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id, '2026-12-12');
    const second = await addVendor(t.db, { businessName: 'Lake Photos', userId: owner.user.id });
    const photos = await addService(t.db, second.id, {
      name: 'Portraits',
      category: 'photography',
      basePriceCents: 20_000,
      bookingMode: 'request',
    });
    expect(
      (
        await client.post('/api/cart/items', {
          vendorId: second.id,
          serviceId: photos.id,
          selectedDate: '2026-12-12',
          selectedTime: '18:00',
        })
      ).status,
    ).toBe(201);
    // The cart says, line by line, which is confirmed by paying and which only holds the card.
    const cart = (await client.get('/api/cart')).json as CartView;
    expect(cart.items.map((i) => [i.itemName.includes('Portraits'), i.bookingMode])).toEqual([
      [false, 'instant'],
      [true, 'request'],
    ]);
    const result = await payCart(client);
    expect(result.orders.map((o) => o.status).sort()).toEqual(['accepted', 'pending']);
    // Nothing is charged, even for the instant booking, until the request is answered.
    expect(await charges()).toEqual([]);
    const request = result.orders.find((o) => o.status === 'pending')?.id ?? '';
    expect((await owner.client.post(`/api/vendor/orders/${request}/decline`, {})).status).toBe(200);
    expect((await intentOf(request)).payment).toMatchObject({
      holdStatus: 'captured',
      capturedCents: 12_000,
    });
    expect((await charges()).map((c) => c.amountCents)).toEqual([12_000]);
    // The books agree with the capture, and notice when they would not.
    expect(await reconcile(t.db)).toEqual([]);
    await t.db
      .update(payments)
      .set({ capturedCents: 32_000 })
      .where(eq(payments.id, (await intentOf(request)).payment?.id ?? ''))
      .run();
    expect(await reconcile(t.db)).toEqual([
      expect.objectContaining({ message: "Captured 32000 cents, but its bookings' charges add up to 12000" }),
    ]);
  });
});

describe('the hold job', () => {
  it('expires every other request when the database refuses one, logs that one by its id, and expires it on the next run', async () => {
    const first = await requestTour();
    const second = await requestTour('2026-12-13');
    const refused = await failWrites(t.db, {
      name: 'refuse_expiry',
      before: 'update of status on orders',
      when: `OLD.id = '${first.orderId}'`,
      message: 'database is locked',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.clock.set('2026-11-24T12:00:00.000Z');

    expect(await holdJob().run()).toBe(1);
    expect((await intentOf(first.orderId)).order?.status).toBe('pending');
    expect((await intentOf(second.orderId)).order?.status).toBe('cancelled');
    expect(logged).toHaveBeenCalledWith(
      `request expiry: booking ${first.orderId} was not expired`,
      expect.any(Error),
    );

    await refused.disarm();
    expect(await holdJob().run()).toBe(1);
    expect(await intentOf(first.orderId)).toMatchObject({
      order: { status: 'cancelled' },
      payment: { holdStatus: 'released' },
    });
  });

  it('settles every other hold when the provider cannot be reached for some, logs those by payment, and settles them on the next run', async () => {
    // A hold claimed before a crash ('capturing', nothing taken), and a request that expires now.
    const crashed = await requestTour();
    await owner.client.post(`/api/vendor/orders/${crashed.orderId}/decline`, { reason: 'Booked out' });
    const crashedPayment = (await intentOf(crashed.orderId)).payment;
    await t.db
      .update(payments)
      .set({ holdStatus: 'capturing', capturedCents: 0 })
      .where(eq(payments.id, crashedPayment?.id ?? ''))
      .run();
    const expiring = await requestTour('2026-12-13');
    const expiringPayment = (await intentOf(expiring.orderId)).payment;
    const fine = await requestTour('2026-12-14');
    await owner.client.post(`/api/vendor/orders/${fine.orderId}/accept`);
    await t.db
      .update(payments)
      .set({ holdStatus: 'capturing' })
      .where(eq(payments.id, (await intentOf(fine.orderId)).payment?.id ?? ''))
      .run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.clock.set('2026-11-24T12:00:00.000Z');

    const down = unreachableFor([crashedPayment?.intentId, expiringPayment?.intentId]);
    expect(await createHoldJob({ db: t.db, pay: down, clock: t.clock }).run()).toBe(1);
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      `holds: payment ${crashedPayment?.id} was not settled`,
      `holds: payment ${expiringPayment?.id} was claimed but not settled`,
    ]);
    expect((await intentOf(crashed.orderId)).payment?.holdStatus).toBe('capturing');
    expect((await intentOf(expiring.orderId)).payment?.holdStatus).toBe('capturing');
    // The one the provider answered was finished in the same run.
    expect((await intentOf(fine.orderId)).payment?.holdStatus).toBe('captured');

    logged.mockClear();
    expect(await holdJob().run()).toBe(0);
    expect((await intentOf(crashed.orderId)).payment?.holdStatus).toBe('released');
    expect((await intentOf(expiring.orderId)).payment?.holdStatus).toBe('released');
    // Settling a settled hold again is a quiet no-op.
    await settleHold({ db: t.db, pay: t.payments }, expiringPayment?.id ?? null, t.clock.now());
    expect(logged).not.toHaveBeenCalled();
    expect((await charges()).map((c) => [c.orderId, c.amountCents])).toEqual([[fine.orderId, 30_000]]);
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('wakes the notifier when it expired a request, and not when it expired none', async () => {
    await requestTour();
    let wakes = 0;
    const job = createHoldJob({
      db: t.db,
      pay: t.payments,
      clock: t.clock,
      notifier: { wake: () => (wakes += 1) },
    });
    expect(await job.run()).toBe(0);
    expect(wakes).toBe(0);
    t.clock.set('2026-11-24T12:00:00.000Z');
    expect(await job.run()).toBe(1);
    expect(wakes).toBe(1);
  });

  it('runs on one instance at a time: while another holds its lease it leaves the requests, then takes over when the lease expires', async () => {
    const { orderId } = await requestTour();
    t.clock.set('2026-11-24T12:00:00.000Z');
    expect(await acquire(t.db, 'holds', 'other-host:1:aa', 60_000, t.clock.now())).toBe(1);
    expect(await holdJob().run()).toBeNull();
    expect((await intentOf(orderId)).order?.status).toBe('pending');
    t.clock.set('2026-11-24T12:01:00.000Z');
    expect(await holdJob().run()).toBe(1);
    expect((await intentOf(orderId)).order?.status).toBe('cancelled');
  });
});
