import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import { payments, refundParts, refunds } from '../../db/schema';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';
import { vendorCancelOf } from './booking-change-test-kit';
import { cancelInTx } from './cancel-order';
import { createRefundSweeper, refundKey } from './refunds';

const WEBHOOK_SECRET = 'whsec_refunds';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const setup = () => appAgainstFake(fake.port, WEBHOOK_SECRET);
let s: Awaited<ReturnType<typeof setup>>;
let vendorClient: Client;
let vendorId: string;
let serviceIds: string[];
beforeEach(async () => {
  s = await setup();
  fake.refundsAnswer('succeeded');
  fake.failNextRefunds(0);
  const owner = await signUp(s.app, 'vendor');
  vendorClient = owner.client;
  vendorId = (await addVendor(s.db, { userId: owner.user.id })).id;
  serviceIds = [
    (await addService(s.db, vendorId, { name: 'Tables', category: 'rentals', basePriceCents: 12_000 })).id,
    (await addService(s.db, vendorId, { name: 'Tent', category: 'rentals', basePriceCents: 45_055 })).id,
  ];
});

/** A cart of the given services paid in one PaymentIntent at the fake Stripe. */
async function paidOrders(services: string[]) {
  const { client } = await signUp(s.app);
  for (const serviceId of services)
    await client.post('/api/cart/items', {
      vendorId,
      serviceId,
      selectedDate: '2026-12-20',
      guestCount: 30,
      eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    });
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
  fake.succeed(intentId);
  const done = (await client.post('/api/checkout/complete', { cartId: intent.cartId }))
    .json as CheckoutResult;
  return { client, intentId, orderIds: done.orderIds };
}
const refundsAtStripe = (intentId: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
const ourRefunds = () => s.db.select().from(refunds).all();

describe('refunds through Stripe', () => {
  it("asks Stripe once, for the order's share of the PaymentIntent, under a key per refund", async () => {
    const { intentId, orderIds } = await paidOrders(serviceIds);
    const before = fake.refundCreates.length;
    for (const orderId of orderIds) await vendorClient.post(`/api/vendor/orders/${orderId}/cancel`, {});
    const asked = fake.refundCreates.slice(before);
    expect(asked.map((a) => a.amount).sort()).toEqual([12_000, 45_055]);
    expect(new Set(asked.map((a) => a.paymentIntent))).toEqual(new Set([intentId]));
    const rows = await ourRefunds();
    expect(asked.map((a) => a.idempotencyKey).sort()).toEqual(rows.map((r) => refundKey(r.id)).sort());
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
    const parts = await s.db.select().from(refundParts).all();
    expect(parts.every((p) => p.status === 'succeeded' && p.providerRefundId?.startsWith('re_fake'))).toBe(
      true,
    );
    expect(refundsAtStripe(intentId).reduce((sum, r) => sum + r.amount, 0)).toBe(57_055);
    const paid = await s.db.select().from(payments).get();
    expect(paid?.amountCents).toBe(57_055);
  });

  it('Stripe down: the cancellation stands, the refund waits, and the sweeper makes it once with the same key', async () => {
    const { intentId, orderIds } = await paidOrders([serviceIds[0] ?? '']);
    // The SDK itself retries twice: three failures in a row is Stripe really down.
    fake.failNextRefunds(3);
    const res = await vendorClient.post(`/api/vendor/orders/${orderIds[0]}/cancel`, {});
    expect(res.json).toMatchObject({ status: 'cancelled', refundAmount: '120.00' });
    expect(await ourRefunds()).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect((await ourRefunds())[0]?.lastError).toBeTruthy();
    expect(refundsAtStripe(intentId)).toHaveLength(0);

    const sweeper = createRefundSweeper({ db: s.db, pay: s.stripe });
    await sweeper.sweep();
    await sweeper.sweep();
    expect(await ourRefunds()).toMatchObject([{ status: 'succeeded', attempts: 2, lastError: null }]);
    expect(refundsAtStripe(intentId).map((r) => r.amount)).toEqual([12_000]);
    const keys = new Set(
      fake.refundCreates.filter((c) => c.paymentIntent === intentId).map((c) => c.idempotencyKey),
    );
    expect(keys.size).toBe(1);
  });

  it('a refund Stripe made before a crash, asked again after Stripe forgot the key, is found and not made twice', async () => {
    const { intentId, orderIds } = await paidOrders([serviceIds[1] ?? '']);
    const orderId = orderIds[0] ?? '';
    const { refundId } = await s.db.transaction((tx) =>
      cancelInTx(tx, vendorCancelOf(orderId, s.clock.now())),
    );
    // Stripe made the refund; our server died before writing down its id. Days later the key is gone.
    await s.stripe.refund({
      intentId,
      amountCents: 45_055,
      idempotencyKey: 'a-key-stripe-has-forgotten',
      orderId,
    });
    await createRefundSweeper({ db: s.db, pay: s.stripe }).sweep();
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    expect(
      (
        await s.db
          .select()
          .from(refunds)
          .where(eq(refunds.id, refundId ?? ''))
          .get()
      )?.status,
    ).toBe('succeeded');
  });

  it('charge.refunded settles a pending refund, once, however often it arrives', async () => {
    fake.refundsAnswer('pending');
    const { intentId, orderIds } = await paidOrders([serviceIds[0] ?? '']);
    await vendorClient.post(`/api/vendor/orders/${orderIds[0]}/cancel`, {});
    expect(await ourRefunds()).toMatchObject([{ status: 'pending' }]);
    const [made] = refundsAtStripe(intentId);
    if (made) made.status = 'succeeded';
    const event = {
      id: 'evt_refunded_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: intentId, amount_refunded: 12_000 } },
    };
    const deliver = async () =>
      (await (await deliverWebhook(s.app, s.stripe, event, { secret: WEBHOOK_SECRET })).json()) as object;
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.length).toBe(2);
    expect(await deliver()).toMatchObject({ duplicate: true });
    expect(await ourRefunds()).toMatchObject([{ status: 'succeeded' }]);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });
  it('charge.refunded without a payment intent, and refund.updated for a refund that is not ours, change nothing', async () => {
    const { orderIds } = await paidOrders([serviceIds[0] ?? '']);
    fake.refundsAnswer('pending');
    await vendorClient.post(`/api/vendor/orders/${orderIds[0]}/cancel`, {});
    const events = [
      { type: 'charge.refunded', object: { id: 'ch_2', object: 'charge', payment_intent: null } },
      { type: 'refund.updated', object: { id: 're_not_ours', object: 'refund', status: 'succeeded' } },
    ];
    for (const [i, e] of events.entries()) {
      const event = { id: `evt_not_ours_${i}`, object: 'event', type: e.type, data: { object: e.object } };
      expect((await deliverWebhook(s.app, s.stripe, event, { secret: WEBHOOK_SECRET })).status).toBe(200);
    }
    expect(await ourRefunds()).toMatchObject([{ status: 'pending' }]);
  });

  it('charge.refunded with its payment intent expanded (an object, not an id) settles the same way', async () => {
    fake.refundsAnswer('pending');
    const { intentId, orderIds } = await paidOrders([serviceIds[0] ?? '']);
    await vendorClient.post(`/api/vendor/orders/${orderIds[0]}/cancel`, {});
    const [made] = refundsAtStripe(intentId);
    if (made) made.status = 'succeeded';
    const event = {
      id: 'evt_refunded_expanded',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', object: 'charge', payment_intent: { id: intentId, object: 'payment_intent' } },
      },
    };
    expect((await deliverWebhook(s.app, s.stripe, event, { secret: WEBHOOK_SECRET })).status).toBe(200);
    expect(await ourRefunds()).toMatchObject([{ status: 'succeeded' }]);
  });
});
