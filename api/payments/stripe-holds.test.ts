import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../contracts/checkout';
import { ledgerEntries, orders, payments } from '../db/schema';
import { createHoldJob } from '../modules/orders/hold-job';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../test/fake-stripe';
import { addService, addVendor } from '../test/fixtures';
import { type Client, signUp } from '../test/harness';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** A venue whose $250.00 hall tour is booked on request, paid through the real SDK to the fake Stripe. */
async function setup() {
  const made = await appAgainstFake(fake.port, WEBHOOK_SECRET);
  const owner = await signUp(made.app, 'vendor');
  const vendor = await addVendor(made.db, { businessName: 'Timber Ridge', userId: owner.user.id });
  const tour = await addService(made.db, vendor.id, {
    name: 'Hall Tour',
    category: 'venue',
    basePriceCents: 25_000,
    bookingMode: 'request',
  });
  return { ...made, owner, vendor, tour };
}
let s: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  s = await setup();
});

/** The customer asks for the tour and Stripe.js authorises the card: the intent requires capture. */
async function authorised(): Promise<{ client: Client; intent: CheckoutIntent; intentId: string }> {
  const { client } = await signUp(s.app);
  const added = await client.post('/api/cart/items', {
    vendorId: s.vendor.id,
    serviceId: s.tour.id,
    selectedDate: '2026-12-20',
    selectedTime: '15:00',
  });
  expect(added.status).toBe(201);
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
  expect(fake.succeed(intentId)?.status).toBe('requires_capture');
  return { client, intent, intentId };
}

const complete = async (client: Client, cartId: string) => {
  const done = await client.post('/api/checkout/complete', { cartId });
  expect(done.status).toBe(200);
  return done.json as CheckoutResult;
};
const paymentOf = (intentId: string) =>
  s.db.select().from(payments).where(eq(payments.intentId, intentId)).get();

describe('holds at Stripe', () => {
  it('a request authorises with manual capture; accepting captures it with its idempotency key', async () => {
    const { client, intent, intentId } = await authorised();
    expect(fake.intents.get(intentId)?.capture_method).toBe('manual');
    const result = await complete(client, intent.cartId);
    expect(result.orders[0]).toMatchObject({ status: 'pending', bookingMode: 'request' });
    const orderId = result.orderIds[0] ?? '';
    const payment = await paymentOf(intentId);

    expect((await s.owner.client.post(`/api/vendor/orders/${orderId}/accept`)).status).toBe(200);
    expect(fake.captures.filter((c) => c.intentId === intentId)).toEqual([
      { intentId, idempotencyKey: `capture_${payment?.id}`, amount: 25_000 },
    ]);
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 25_000 });
    expect(await paymentOf(intentId)).toMatchObject({ holdStatus: 'captured', capturedCents: 25_000 });
  });

  it('declining cancels the hold at Stripe with its idempotency key', async () => {
    const { client, intent, intentId } = await authorised();
    const [orderId = ''] = (await complete(client, intent.cartId)).orderIds;
    expect((await s.owner.client.post(`/api/vendor/orders/${orderId}/decline`, {})).status).toBe(200);
    expect(fake.cancels.filter((c) => c.intentId === intentId)).toEqual([
      { intentId, idempotencyKey: `release_${(await paymentOf(intentId))?.id}` },
    ]);
    expect(fake.intents.get(intentId)?.status).toBe('canceled');
    expect((await paymentOf(intentId))?.holdStatus).toBe('released');
  });

  it('payment_intent.amount_capturable_updated racing the customer completing: one set of orders', async () => {
    const { client, intent, intentId } = await authorised();
    const event = {
      id: 'evt_hold',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: fake.intents.get(intentId) },
    };
    const [hooked, a, b] = await Promise.all([
      deliverWebhook(s.app, s.stripe, event, { secret: WEBHOOK_SECRET }),
      client.post('/api/checkout/complete', { cartId: intent.cartId }),
      client.post('/api/checkout/complete', { cartId: intent.cartId }),
    ]);
    expect([hooked.status, a.status, b.status]).toEqual([200, 200, 200]);
    const made = await s.db.select().from(orders).all();
    expect(made.map((o) => o.status)).toEqual(['pending']);
    expect(a.json).toMatchObject({ orderIds: [made[0]?.id] });
    expect(b.json).toMatchObject({ orderIds: [made[0]?.id] });
  });

  it('a crash after the capture was claimed: the hold job finishes it, once', async () => {
    const { client, intent, intentId } = await authorised();
    const [orderId = ''] = (await complete(client, intent.cartId)).orderIds;
    // Stripe is down for the accept's capture and the SDK's two retries: the accept stands, and the
    // payment stays claimed, as a crash right after the claim leaves it.
    fake.failNextCaptures(3);
    const accepted = await s.owner.client.post(`/api/vendor/orders/${orderId}/accept`);
    expect(accepted.status).toBe(200);
    expect((await s.db.select().from(orders).where(eq(orders.id, orderId)).get())?.status).toBe('accepted');
    expect(await paymentOf(intentId)).toMatchObject({ holdStatus: 'capturing', capturedCents: 25_000 });
    expect(fake.intents.get(intentId)?.status).toBe('requires_capture');

    const job = createHoldJob({ db: s.db, pay: s.stripe, clock: s.clock });
    await job.run();
    await job.run();
    const payment = await paymentOf(intentId);
    expect(payment).toMatchObject({ holdStatus: 'captured', capturedCents: 25_000 });
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 25_000 });
    const keys = fake.captures.filter((c) => c.intentId === intentId).map((c) => c.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`capture_${payment?.id}`]));
    const posted = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'charge')).all();
    expect(posted.map((e) => [e.orderId, e.amountCents])).toEqual([[orderId, 25_000]]);
  });
});
