import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationQuote } from '../../contracts/cancellation';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import {
  jobTickets,
  ledgerEntries,
  localRefunds,
  orderStatusChanges,
  orders,
  refunds,
} from '../../db/schema';
import { findInOrder } from '../../lib/in-order';
import { addService, addVendor, approveWorker, makeAdmin } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { cancelInTx, cancelOrder } from './cancel-order';
import { createRefundSweeper } from './refunds';

// The test clock starts at noon UTC on Monday, November 23, 2026 (6 AM in Broken Bow).
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let vendorClient: Client;
let photos: Awaited<ReturnType<typeof addService>>;
let buffet: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp();
  const owner = await signUp(t.app, 'vendor');
  vendorClient = owner.client;
  vendor = await addVendor(t.db, {
    businessName: 'Lakeside Co',
    userId: owner.user.id,
    address: '1 Lake Rd',
  });
  photos = await addService(t.db, vendor.id, {
    name: 'Photo booth',
    category: 'photography',
    basePriceCents: 30_000,
  });
  buffet = await addService(t.db, vendor.id, {
    name: 'Buffet',
    category: 'catering',
    basePriceCents: 20_000,
  });
});

const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

/** Books the lines, pays by card and completes: the orders a real checkout makes. */
async function bookAndPay(client: Client, lines: { serviceId: string; selectedDate: string }[]) {
  for (const line of lines)
    expect(
      (
        await client.post('/api/cart/items', {
          vendorId: vendor.id,
          guestCount: 20,
          eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
          ...line,
        })
      ).status,
    ).toBe(201);
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  await client.post('/api/payments/local/confirm', { clientSecret: intent.clientSecret, ...GOOD });
  const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
  expect(done.status).toBe(200);
  return (done.json as CheckoutResult).orderIds;
}

const refundRows = () => t.db.select().from(refunds).all();
const providerRefunds = () => t.db.select().from(localRefunds).all();
const statusOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)).get())?.status;

describe('a customer cancels by the Terms', () => {
  it('10 days out: shows and gives back all but the 3% processing fee', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-03' }]);
    const quote = (await client.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
    expect(quote).toMatchObject({
      cancellable: true,
      refundAmount: '291.00',
      rule: 'full_minus_fee',
      daysBefore: 10,
    });
    expect(quote.explanation).toBe(
      'Your event is 10 days away, so you get $291.00 back: the full $300.00 less the 3% processing fee.',
    );
    const res = await client.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'cancelled', refundAmount: '291.00' });
    expect(await refundRows()).toMatchObject([
      { orderId, amountCents: 29_100, status: 'succeeded', requestedBy: 'customer' },
    ]);
    expect((await providerRefunds()).map((r) => r.amountCents)).toEqual([29_100]);
    const history = await t.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId ?? ''))
      .all();
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'accepted', actor: 'system' },
      { fromStatus: 'accepted', toStatus: 'cancelled', actor: 'customer', reason: 'Plans changed' },
    ]);
  });

  it('5 days out gives half; 2 days out nothing, and no refund is asked of the provider', async () => {
    const { client } = await signUp(t.app);
    const ids = await bookAndPay(client, [
      { serviceId: photos.id, selectedDate: '2026-11-28' },
      { serviceId: photos.id, selectedDate: '2026-11-25' },
    ]);
    const on = (day: string) =>
      findInOrder(
        ids,
        async (id) =>
          (await t.db.select().from(orders).where(eq(orders.id, id)).get())?.scheduledDate === day,
      );
    const [half, none] = [await on('2026-11-28'), await on('2026-11-25')];
    expect((await client.post(`/api/orders/${half}/cancel`, {})).json).toEqual({
      status: 'cancelled',
      refundAmount: '150.00',
    });
    const quote = (await client.get(`/api/orders/${none}/cancellation`)).json as CancellationQuote;
    expect(quote).toMatchObject({ cancellable: true, refundAmount: '0.00', rule: 'none', daysBefore: 2 });
    expect((await client.post(`/api/orders/${none}/cancel`, {})).json).toEqual({
      status: 'cancelled',
      refundAmount: '0.00',
    });
    expect((await providerRefunds()).map((r) => r.amountCents)).toEqual([15_000]);
  });

  it('cannot cancel once the event has started, nor a booking already cancelled', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-11-25' }]);
    t.clock.set('2026-11-25T15:00:00Z'); // 9 AM on the event day in Broken Bow
    const quote = (await client.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
    expect(quote).toMatchObject({ cancellable: false, refundAmount: '0.00' });
    const res = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: 'This event has started, so the booking can no longer be cancelled.',
    });
    expect(await statusOf(orderId ?? '')).toBe('accepted');
  });

  it("answers 404 for another customer's booking and 401 signed out", async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-20' }]);
    const other = await signUp(t.app);
    expect((await other.client.get(`/api/orders/${orderId}/cancellation`)).status).toBe(404);
    expect((await other.client.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(404);
    expect(await statusOf(orderId ?? '')).toBe('accepted');
  });

  it('a double click and a retry refund once', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-20' }]);
    const answers = await Promise.all([
      client.post(`/api/orders/${orderId}/cancel`, {}),
      client.post(`/api/orders/${orderId}/cancel`, {}),
      client.post(`/api/orders/${orderId}/cancel`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundRows()).toHaveLength(1);
    expect(await providerRefunds()).toHaveLength(1);
  });
});

describe('the vendor declines or cancels', () => {
  it("a vendor's cancel refunds all of it, cancels the tickets, and the worker can do nothing more with them", async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: buffet.id, selectedDate: '2026-12-12' }]);
    const worker = await signUp(t.app, 'worker');
    await approveWorker(t.db, worker.user.id);
    const ticket = await t.db
      .select()
      .from(jobTickets)
      .where(eq(jobTickets.orderId, orderId ?? ''))
      .get();
    expect((await worker.client.post(`/api/job-tickets/${ticket?.id}/accept`, {})).status).toBe(200);

    const res = await vendorClient.post(`/api/vendor/orders/${orderId}/cancel`, {
      reason: 'Our smoker broke down',
    });
    expect(res.json).toEqual({ id: orderId, status: 'cancelled', refundAmount: '200.00' });
    expect((await providerRefunds()).map((r) => r.amountCents)).toEqual([20_000]);
    const after = await t.db
      .select()
      .from(jobTickets)
      .where(eq(jobTickets.orderId, orderId ?? ''))
      .get();
    expect(after).toMatchObject({ status: 'cancelled', cancellationReason: 'Our smoker broke down' });
    const seen = (await vendorClient.get('/api/vendor/orders')).json as { id: string }[];
    expect(seen.find((o) => o.id === orderId)).toMatchObject({
      status: 'cancelled',
      refund: { amount: '200.00', status: 'succeeded' },
      cancellationReason: 'Our smoker broke down',
    });
    for (const step of ['accept', 'start', 'complete']) {
      const move = await worker.client.post(`/api/job-tickets/${ticket?.id}/${step}`, {});
      expect(move.status, step).toBe(409);
    }
    const available = (await worker.client.get('/api/job-tickets/pending')).json as { id: string }[];
    expect(available.map((j) => j.id)).not.toContain(ticket?.id);
  });

  it('cancels an accepted booking with a full refund; another vendor cannot touch it', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-11-25' }]);
    // Instant: accepted when paid, so there is nothing for the vendor to accept.
    expect((await vendorClient.post(`/api/vendor/orders/${orderId}/accept`, {})).status).toBe(409);
    const stranger = await signUp(t.app, 'vendor');
    await addVendor(t.db, { userId: stranger.user.id });
    expect((await stranger.client.post(`/api/vendor/orders/${orderId}/cancel`, {})).status).toBe(404);
    // 2 days out: the customer would get nothing, but a vendor's cancellation gives all of it back.
    expect((await vendorClient.post(`/api/vendor/orders/${orderId}/cancel`, {})).json).toMatchObject({
      status: 'cancelled',
      refundAmount: '300.00',
    });
    expect(await statusOf(orderId ?? '')).toBe('cancelled');
  });

  it("a customer cancel racing a vendor's cancel ends in one cancellation and one refund", async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-20' }]);
    const [mine, theirs] = await Promise.all([
      client.post(`/api/orders/${orderId}/cancel`, {}),
      vendorClient.post(`/api/vendor/orders/${orderId}/cancel`, {}),
    ]);
    expect([mine.status, theirs.status].sort()).toEqual([200, 409]);
    expect(await refundRows()).toHaveLength(1);
    expect(await providerRefunds()).toHaveLength(1);
    const winner = mine.status === 200 ? '291.00' : '300.00';
    expect((await refundRows())[0]?.amountCents).toBe(Math.round(Number(winner) * 100));
  });
});

describe('one payment, several orders', () => {
  it("refunds each order's share only, never more than the payment took", async () => {
    const { client } = await signUp(t.app);
    const ids = await bookAndPay(client, [
      { serviceId: photos.id, selectedDate: '2026-12-20' },
      { serviceId: buffet.id, selectedDate: '2026-12-20' },
    ]);
    const byService = (serviceId: string) =>
      findInOrder(
        ids,
        async (id) =>
          (await t.db.select().from(orders).where(eq(orders.id, id)).get())?.serviceId === serviceId,
      );
    const [a, b] = [await byService(photos.id), await byService(buffet.id)];
    expect((await vendorClient.post(`/api/vendor/orders/${a}/cancel`, {})).json).toMatchObject({
      refundAmount: '300.00',
    });
    expect((await vendorClient.post(`/api/vendor/orders/${b}/cancel`, {})).json).toMatchObject({
      refundAmount: '200.00',
    });
    const intents = new Set((await providerRefunds()).map((r) => r.intentId));
    expect(intents.size).toBe(1);
    expect((await providerRefunds()).reduce((sum, r) => sum + r.amountCents, 0)).toBe(50_000);
  });
});

describe('an admin settles a dispute', () => {
  it('cancels with a partial refund and a reason; refuses more than was charged or no reason', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-11-25' }]);
    const admin = await signUp(t.app);
    await makeAdmin(t.db, admin.user.id);
    expect(
      (await client.post(`/api/admin/orders/${orderId}/cancel`, { refundAmount: '10', reason: 'x' })).status,
    ).toBe(403);
    const tooMuch = await admin.client.post(`/api/admin/orders/${orderId}/cancel`, {
      refundAmount: '300.01',
      reason: 'Dispute',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toMatchObject({
      message: 'A refund cannot be more than the $300.00 charged for this booking',
    });
    expect(
      (await admin.client.post(`/api/admin/orders/${orderId}/cancel`, { refundAmount: '10', reason: ' ' }))
        .status,
    ).toBe(400);
    const res = await admin.client.post(`/api/admin/orders/${orderId}/cancel`, {
      refundAmount: '120.50',
      reason: 'The photographer arrived late',
    });
    expect(res.json).toEqual({ status: 'cancelled', refundAmount: '120.50' });
    expect(await refundRows()).toMatchObject([
      { amountCents: 12_050, requestedBy: 'admin', status: 'succeeded' },
    ]);
  });
});

describe('a refund never exceeds the charge', () => {
  // Every caller asks for at most what was charged today (the admin's form refuses more first): the
  // cancellation itself holds the rule, whatever a refund rule asks.
  const cancelAsking = (orderId: string, askedCents: number) =>
    cancelOrder(
      { db: t.db, pay: t.payments },
      {
        orderId,
        move: 'adminCancel',
        actor: 'admin',
        actorId: null,
        reason: 'Dispute settled',
        refundCents: () => askedCents,
        now: t.clock.now(),
      },
    );
  const booksOf = (orderId: string) =>
    t.db
      .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .all();

  it('an order charged $300.00 whose refund rule asks $450.00 gives back $300.00', async () => {
    const { client } = await signUp(t.app);
    const [orderId = ''] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-20' }]);
    expect((await cancelAsking(orderId, 45_000)).refundAmount).toBe('300.00');
    expect(await refundRows()).toMatchObject([{ amountCents: 30_000, status: 'succeeded' }]);
    expect((await providerRefunds()).map((r) => r.amountCents)).toEqual([30_000]);
    expect(await booksOf(orderId)).toEqual([
      { kind: 'charge', cents: 30_000 },
      { kind: 'refund', cents: 30_000 },
    ]);
  });

  it('a $0 checkout took nothing: a refund rule asking $50.00 gives back nothing', async () => {
    const fiddler = await addVendor(t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', {
      vendorId: fiddler.id,
      serviceId: null,
      selectedDate: '2026-12-12',
    });
    const { cartId } = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const [orderId = ''] = ((await client.post('/api/checkout/complete', { cartId })).json as CheckoutResult)
      .orderIds;
    expect((await cancelAsking(orderId, 5_000)).refundAmount).toBe('0.00');
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await refundRows()).toEqual([]);
    expect(await booksOf(orderId)).toEqual([]);
  });
});

describe('a crash between the cancellation and the refund', () => {
  it('leaves the refund pending, and the sweeper asks for it once', async () => {
    const { client } = await signUp(t.app);
    const [orderId] = await bookAndPay(client, [{ serviceId: photos.id, selectedDate: '2026-12-20' }]);
    // The cancelling transaction commits; the server dies before it speaks to the provider.
    await t.db.transaction((tx) =>
      cancelInTx(tx, {
        orderId: orderId ?? '',
        move: 'vendorCancel',
        actor: 'vendor',
        actorId: null,
        reason: null,
        refundCents: (o) => o.amountCents,
        now: t.clock.now(),
      }),
    );
    expect(await refundRows()).toMatchObject([{ status: 'pending', amountCents: 30_000 }]);
    expect(await providerRefunds()).toHaveLength(0);
    const sweeper = createRefundSweeper({ db: t.db, pay: t.payments });
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    await sweeper.sweep();
    expect(await refundRows()).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    expect((await providerRefunds()).map((r) => r.amountCents)).toEqual([30_000]);
  });
});
