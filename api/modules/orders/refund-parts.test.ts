import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { notifications, orders, refundParts, refunds } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { findInOrder } from '../../lib/in-order';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, signUp, signUpAdmin } from '../../test/harness';
import { fileReport } from '../problems/problem-test-kit';
import { cancelInTx } from './cancel-order';
import { refundableOf } from './refund-parts';
import { createRefundSweeper, refundKey } from './refunds';

// A booking whose price rose was paid on two intents: its checkout's and the change's (issue 30).
// The clock reads Mon 2026-11-23 12:00 UTC; the bookings are on Thu Dec 3, 10 days out (standard:
// all back less the 3 % fee). Chairs are $5.00 a guest: 100 guests $500.00, 120 guests $600.00.
const DAY = '2026-12-03';
const WEBHOOK_SECRET = 'whsec_refund_parts';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

let s: Awaited<ReturnType<typeof appAgainstFake>>;
let vendorClient: Client;
let vendorId: string;
let chairs: string;
let tent: string;
beforeEach(async () => {
  s = await appAgainstFake(fake.port, WEBHOOK_SECRET);
  fake.refundsAnswer('succeeded');
  fake.failNextRefunds(0);
  const owner = await signUp(s.app, 'vendor');
  vendorClient = owner.client;
  vendorId = (await addVendor(s.db, { userId: owner.user.id })).id;
  chairs = (
    await addService(s.db, vendorId, {
      name: 'Chairs',
      category: 'rentals',
      basePriceCents: 500,
      priceUnit: 'per person',
    })
  ).id;
  tent = (await addService(s.db, vendorId, { name: 'Tent', category: 'rentals', basePriceCents: 30_000 })).id;
});
afterEach(async () => {
  expect(await reconcile(s.db)).toEqual([]);
});

/** One cart paid in one PaymentIntent: 100 guests of chairs, and the tent when asked for. */
async function book(withTent = false, day = DAY) {
  const { client } = await signUp(s.app);
  const line = { vendorId, selectedDate: day, eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728' };
  await client.post('/api/cart/items', { ...line, serviceId: chairs, guestCount: 100 });
  if (withTent) await client.post('/api/cart/items', { ...line, serviceId: tent, guestCount: 100 });
  const checkout = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  const intentId = checkout.clientSecret?.split('_secret_')[0] ?? '';
  fake.succeed(intentId);
  const done = (await client.post('/api/checkout/complete', { cartId: checkout.cartId }))
    .json as CheckoutResult;
  const serviceOf = async (id: string) =>
    (await s.db.select().from(orders).where(eq(orders.id, id)).get())?.serviceId;
  const orderId = (await findInOrder(done.orderIds, async (id) => (await serviceOf(id)) === chairs)) ?? '';
  const tentOrderId = (await findInOrder(done.orderIds, async (id) => (await serviceOf(id)) === tent)) ?? '';
  return { client, intentId, orderId, tentOrderId };
}

/** Changes the chairs to `guestCount`; a rise is paid on its own intent, whose id is returned. */
async function change(client: Client, orderId: string, guestCount: number) {
  const answer = (await client.post(`/api/orders/${orderId}/change`, { guestCount }))
    .json as BookingChangeResult;
  if (!answer.clientSecret) return '';
  const intentId = answer.clientSecret.split('_secret_')[0] ?? '';
  fake.succeed(intentId);
  expect((await client.post(`/api/orders/${orderId}/change/complete`)).json).toMatchObject({
    status: 'accepted',
  });
  return intentId;
}

/** What Stripe gave back on an intent, refund by refund. */
const refundedAt = (intentId: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount);
const refundOf = async (orderId: string, kind: 'cancel' | 'change' | 'report' = 'cancel') =>
  (await s.db.select().from(refunds).all()).find((r) => r.orderId === orderId && r.kind === kind);
const partsOf = (refundId: string) =>
  s.db.select().from(refundParts).where(eq(refundParts.refundId, refundId)).all();
const refundNotices = async () =>
  (await s.db.select().from(notifications).all()).filter((n) => n.kind === 'refund-issued');
const cancel = (client: Client, orderId: string) => client.post(`/api/orders/${orderId}/cancel`, {});

describe('a refund after a change raised the price', () => {
  it('$500 + $100, cancelled 10 days out: $582 back as $100 from the change’s intent and $482 from the booking’s', async () => {
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    const before = fake.refundCreates.length;
    expect((await cancel(client, orderId)).json).toMatchObject({ refundAmount: '582.00' });
    const refund = await refundOf(orderId);
    expect(refund).toMatchObject({ amountCents: 58_200, status: 'succeeded' });
    const parts = await partsOf(refund?.id ?? '');
    expect(
      fake.refundCreates
        .slice(before)
        .map((c) => [c.paymentIntent, c.amount, c.idempotencyKey])
        .sort(),
    ).toEqual(
      [
        [changeIntent, 10_000, `${refundKey(refund?.id ?? '')}_${parts[0]?.id}`],
        [intentId, 48_200, `${refundKey(refund?.id ?? '')}_${parts[1]?.id}`],
      ].sort(),
    );
    expect(refundedAt(changeIntent)).toEqual([10_000]);
    expect(refundedAt(intentId)).toEqual([48_200]);
    expect(await refundNotices()).toHaveLength(1);
  });

  it('Stripe down for one part: the refund waits, and sweeps make each part once, telling once', async () => {
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    // The SDK retries twice: three failures are the first part's (the change's) every try.
    fake.failNextRefunds(3);
    await cancel(client, orderId);
    expect(await refundOf(orderId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await refundOf(orderId))?.lastError).toBeTruthy();
    expect(refundedAt(changeIntent)).toEqual([]);
    expect(refundedAt(intentId)).toEqual([48_200]);
    expect(await refundNotices()).toHaveLength(0);

    const sweeper = createRefundSweeper({ db: s.db, pay: s.stripe });
    await sweeper.sweep();
    await sweeper.sweep();
    expect(await refundOf(orderId)).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
    expect(refundedAt(changeIntent)).toEqual([10_000]);
    expect(refundedAt(intentId)).toEqual([48_200]);
    expect(await refundNotices()).toHaveLength(1);
  });

  it('a crash between the two provider calls: the sweeper asks the first again under its key and makes the second', async () => {
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    const { refundId } = await s.db.transaction((tx) =>
      cancelInTx(tx, {
        orderId,
        move: 'customerCancel',
        actor: 'customer',
        actorId: null,
        reason: null,
        refundCents: () => 58_200,
        now: s.clock.now(),
      }),
    );
    const parts = await partsOf(refundId ?? '');
    const first = parts.find((p) => p.intentId === changeIntent);
    // Stripe made the first part's refund; our server died before writing it down or asking the second.
    await s.stripe.refund({
      intentId: changeIntent,
      amountCents: first?.amountCents ?? 0,
      idempotencyKey: `${refundKey(refundId ?? '')}_${first?.id}`,
      orderId,
      partId: first?.id,
    });
    await createRefundSweeper({ db: s.db, pay: s.stripe }).sweep();
    expect(refundedAt(changeIntent)).toEqual([10_000]);
    expect(refundedAt(intentId)).toEqual([48_200]);
    expect((await partsOf(refundId ?? '')).every((p) => p.status === 'succeeded')).toBe(true);
    expect((await refundOf(orderId))?.status).toBe('succeeded');
  });

  it('a cart of two bookings: the changed one’s refund leaves the other’s money on the shared intent, which later refunds in full', async () => {
    const { client, intentId, orderId, tentOrderId } = await book(true);
    const changeIntent = await change(client, orderId, 120);
    await cancel(client, orderId);
    expect(refundedAt(changeIntent)).toEqual([10_000]);
    expect(refundedAt(intentId)).toEqual([48_200]);
    expect((await vendorClient.post(`/api/vendor/orders/${tentOrderId}/cancel`, {})).json).toMatchObject({
      refundAmount: '300.00',
    });
    expect(refundedAt(intentId)).toEqual([48_200, 30_000]);
    expect(await partsOf((await refundOf(tentOrderId))?.id ?? '')).toMatchObject([
      { intentId, amountCents: 30_000, status: 'succeeded' },
    ]);
  });

  it('a fall after a rise refunds from the change’s intent first, and the cancel takes the rest of it, then the booking’s', async () => {
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    // 120 → 110 guests: $50.00 less the 3 % fee.
    expect(await change(client, orderId, 110)).toBe('');
    const fall = await refundOf(orderId, 'change');
    expect(fall).toMatchObject({ amountCents: 4_850, status: 'succeeded' });
    expect(refundedAt(changeIntent)).toEqual([4_850]);
    // One part, but not from the booking's own payment: its key names the part.
    const [part] = await partsOf(fall?.id ?? '');
    expect(fake.refundCreates.find((c) => c.paymentIntent === changeIntent)?.idempotencyKey).toBe(
      `${refundKey(fall?.id ?? '')}_${part?.id}`,
    );
    expect(refundedAt(intentId)).toEqual([]);
    // $550.00 less the 3 % fee: the change's intent has $51.50 left, the booking's the rest.
    expect((await cancel(client, orderId)).json).toMatchObject({ refundAmount: '533.50' });
    expect(refundedAt(changeIntent)).toEqual([4_850, 5_150]);
    expect(refundedAt(intentId)).toEqual([48_200]);
  });

  it('a problem report’s refund after a rise: $150.00 as $100.00 from the change’s intent and $50.00 from the booking’s', async () => {
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    const admin = (await signUpAdmin(s.app, s.db)).client;
    s.clock.set('2026-12-03T18:00:00.000Z');
    const report = await fileReport(client, orderId);
    expect(report.status).toBe(201);
    const resolved = await admin.post(`/api/admin/problems/${report.json.id}/resolve`, {
      action: 'refund',
      refundAmount: '150.00',
    });
    expect(resolved.status).toBe(200);
    expect(refundedAt(changeIntent)).toEqual([10_000]);
    expect(refundedAt(intentId)).toEqual([5_000]);
    expect((await refundOf(orderId, 'report'))?.status).toBe('succeeded');
  });

  it('charge.refunded for one part settles that part; the refund succeeds once its other part does', async () => {
    fake.refundsAnswer('pending');
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    await cancel(client, orderId);
    const refundId = (await refundOf(orderId))?.id ?? '';
    const deliver = (id: string, intent: string) => {
      for (const made of fake.refunds.values()) if (made.payment_intent === intent) made.status = 'succeeded';
      return deliverWebhook(
        s.app,
        s.stripe,
        {
          id,
          object: 'event',
          type: 'charge.refunded',
          data: { object: { id: `ch_${id}`, object: 'charge', payment_intent: intent } },
        },
        { secret: WEBHOOK_SECRET },
      );
    };
    await deliver('evt_change_part', changeIntent);
    expect((await partsOf(refundId)).map((p) => [p.intentId, p.status])).toEqual([
      [changeIntent, 'succeeded'],
      [intentId, 'pending'],
    ]);
    expect((await refundOf(orderId))?.status).toBe('pending');
    expect(await refundNotices()).toHaveLength(0);
    await deliver('evt_booking_part', intentId);
    expect((await refundOf(orderId))?.status).toBe('succeeded');
    expect(await refundNotices()).toHaveLength(1);
  });

  it('refund.updated finds its part by Stripe’s refund id: a failed part fails the refund once its other part settled', async () => {
    fake.refundsAnswer('pending');
    const { client, intentId, orderId } = await book();
    const changeIntent = await change(client, orderId, 120);
    await cancel(client, orderId);
    const refundId = (await refundOf(orderId))?.id ?? '';
    const updated = (id: string, intent: string, status: string) => {
      const made = [...fake.refunds.values()].find((r) => r.payment_intent === intent);
      if (made) made.status = status;
      return deliverWebhook(
        s.app,
        s.stripe,
        { id, object: 'event', type: 'refund.updated', data: { object: made } },
        { secret: WEBHOOK_SECRET },
      );
    };
    expect((await updated('evt_refund_1', changeIntent, 'succeeded')).status).toBe(200);
    expect((await refundOf(orderId))?.status).toBe('pending');
    expect((await updated('evt_refund_2', intentId, 'failed')).status).toBe(200);
    expect((await partsOf(refundId)).map((p) => [p.intentId, p.status])).toEqual([
      [changeIntent, 'succeeded'],
      [intentId, 'failed'],
    ]);
    expect((await refundOf(orderId))?.status).toBe('failed');
    expect(await refundNotices()).toHaveLength(0);
    // A failed part took nothing: the booking's $500.00 can be refunded again, the change's $100.00 not.
    expect(await refundableOf(s.db, orderId)).toBe(50_000);
  });
});

describe('reconcile', () => {
  it('flags a part taken from another booking’s payment and parts that do not add up to their refund', async () => {
    const { intentId, orderId } = await book();
    const other = await book(false, '2026-12-04');
    await vendorClient.post(`/api/vendor/orders/${orderId}/cancel`, {});
    const refundId = (await refundOf(orderId))?.id ?? '';
    await s.db
      .update(refundParts)
      .set({ intentId: other.intentId })
      .where(eq(refundParts.refundId, refundId))
      .run();
    s.db.sqlite.exec(`update refunds set amount_cents = amount_cents + 1 where id = '${refundId}'`);
    expect(await reconcile(s.db)).toEqual(
      expect.arrayContaining([
        {
          ref: `refund:${refundId}`,
          message: `A part of 50000 cents is taken from ${other.intentId}, a payment of another booking`,
        },
        { ref: `refund:${refundId}`, message: 'Its parts add up to 50000 cents, not its 50001' },
      ]),
    );
    await s.db.update(refundParts).set({ intentId }).where(eq(refundParts.refundId, refundId)).run();
    s.db.sqlite.exec(`update refunds set amount_cents = amount_cents - 1 where id = '${refundId}'`);
  });
});
