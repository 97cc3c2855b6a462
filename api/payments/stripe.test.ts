import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent } from '../contracts/checkout';
import { jobTickets, orders, payments } from '../db/schema';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../test/fake-stripe';
import { addService, addVendor } from '../test/fixtures';
import { type Client, signUp } from '../test/harness';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

async function setup() {
  const dispatched: string[][] = [];
  const { db, app, stripe } = await appAgainstFake(fake.port, WEBHOOK_SECRET, {
    onJobsDispatched: (ids) => dispatched.push(ids),
  });
  const vendor = await addVendor(db, { businessName: 'Rentals Co' });
  const tables = await addService(db, vendor.id, {
    name: 'Tables',
    category: 'rentals',
    basePriceCents: 12_000,
  });
  return { db, app, stripe, vendor, tables, dispatched };
}
let s: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  s = await setup();
});

const book = (client: Client, over: Record<string, unknown> = {}) =>
  client.post('/api/cart/items', {
    vendorId: s.vendor.id,
    serviceId: s.tables.id,
    selectedDate: '2026-12-20',
    guestCount: 30,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    ...over,
  });

const webhook = (payload: object, options: { secret?: string; timestamp?: number } = {}) =>
  deliverWebhook(s.app, s.stripe, payload, {
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });

const succeededEvent = (eventId: string, intentId: string) => {
  const intent = fake.intents.get(intentId);
  return { id: eventId, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } };
};

describe('stripe provider', () => {
  it('hands the publishable key to the browser', async () => {
    const { client } = await signUp(s.app);
    expect((await client.get('/api/config')).json).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_fake',
    });
  });

  it('creates a USD intent for the server total with one idempotency key per payment', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const before = fake.creates.length;
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const again = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(again.clientSecret).toBe(first.clientSecret);
    const made = fake.creates.slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(12_000);
    const recorded = await s.db.select().from(payments).all();
    expect(recorded).toHaveLength(1);
    expect(made[0]?.idempotencyKey).toBe(`payment_${recorded[0]?.id}`);
    const intent = fake.intents.get(first.clientSecret?.split('_secret_')[0] ?? '');
    expect(intent).toMatchObject({ currency: 'usd', amount: 12_000, metadata: { cartId: first.cartId } });
  });

  it('replaces the payment when the cart changes: the old intent is cancelled at Stripe, never charged', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await book(client, { selectedDate: '2027-01-09' });
    const second = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(second.amount).toBe('240.00');
    const oldId = first.clientSecret?.split('_secret_')[0] ?? '';
    expect(fake.intents.get(oldId)?.status).toBe('canceled');
    expect(fake.succeed(oldId)?.status).toBe('canceled');
    const newId = second.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(newId);
    const done = await client.post('/api/checkout/complete', { cartId: second.cartId });
    expect(done.json).toMatchObject({ amount: '240.00', stillInCart: 0 });
    expect(await s.db.select().from(orders).all()).toHaveLength(2);
  });

  it('an intent paid while the cart was being changed is fulfilled as it was, and the change waits in the cart', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const firstId = first.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(firstId);
    await book(client, { selectedDate: '2027-01-09' });
    const again = await client.post('/api/cart/checkout');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: expect.stringContaining('earlier payment went through') });
    const paid = await s.db.select().from(orders).all();
    expect(paid.map((o) => [o.amountCents, o.scheduledDate])).toEqual([[12_000, '2026-12-20']]);
    const cart = (await client.get('/api/cart')).json as { items: { selectedDate: string }[] };
    expect(cart.items.map((i) => i.selectedDate)).toEqual(['2027-01-09']);
  });

  it('fulfils on payment_intent.succeeded, once, whatever order the webhook and completes arrive in', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const unpaid = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(unpaid.status).toBe(402);
    const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(intentId);

    const first = await webhook(succeededEvent('evt_1', intentId));
    expect(first.status).toBe(200);
    const [a, b] = await Promise.all([
      client.post('/api/checkout/complete', { cartId: intent.cartId }),
      client.post('/api/checkout/complete', { cartId: intent.cartId }),
    ]);
    const redelivered = await webhook(succeededEvent('evt_1', intentId));
    const another = await webhook(succeededEvent('evt_2', intentId));
    expect([a.status, b.status, redelivered.status, another.status]).toEqual([200, 200, 200, 200]);
    expect(await redelivered.json()).toMatchObject({ duplicate: true });
    expect(await s.db.select().from(orders).all()).toHaveLength(1);
    expect(await s.db.select().from(jobTickets).all()).toHaveLength(1);
    expect(s.dispatched.flat()).toHaveLength(1);
  });

  it('the webhook fulfilling while the customer completes: the customer gets 200 and the one set of orders', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(intentId);
    // The complete call has read the open payment and waits on Stripe when the webhook lands.
    const stripeAnswer = fake.holdNextRetrieve();
    const completing = client.post('/api/checkout/complete', { cartId: intent.cartId });
    await stripeAnswer.arrived;
    expect((await webhook(succeededEvent('evt_during', intentId))).status).toBe(200);
    const made = await s.db.select().from(orders).all();
    expect(made.map((o) => o.amountCents)).toEqual([12_000]);
    stripeAnswer.release();

    const done = await completing;
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ orderIds: [made[0]?.id], amount: '120.00' });
    expect(await s.db.select().from(orders).all()).toHaveLength(1);
    expect(await s.db.select().from(jobTickets).all()).toHaveLength(1);
    expect(s.dispatched.flat()).toHaveLength(1);
  });

  it('answers a bad or stale signature with a 400 and changes nothing', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(intentId);
    const forged = await webhook(succeededEvent('evt_x', intentId), { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ message: 'Invalid webhook signature' });
    const stale = await webhook(succeededEvent('evt_y', intentId), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.status).toBe(400);
    expect(await s.db.select().from(orders).all()).toHaveLength(0);
  });

  it('ignores a succeeded intent whose amount is not the one recorded', async () => {
    const { client } = await signUp(s.app);
    await book(client);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
    const tampered = { ...fake.succeed(intentId), amount: 1 };
    await webhook({
      id: 'evt_t',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: tampered },
    });
    expect(await s.db.select().from(orders).where(eq(orders.amountCents, 12_000)).all()).toHaveLength(0);
  });
});
