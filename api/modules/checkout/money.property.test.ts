import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../app';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent } from '../../contracts/checkout';
import { openDatabase } from '../../db/client';
import { carts, localPaymentIntents, orders, payments } from '../../db/schema';
import { createLocalProvider } from '../../payments/local';
import { deliverWebhook, startFakeStripe, stripeAgainstFake } from '../../test/fake-stripe';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, signUp, testClock } from '../../test/harness';

/**
 * The attacker's harness for money: any sequence of cart edits, payment starts, card payments
 * (of the newest intent or an older one), completions and webhooks, in any order, on either
 * provider, ends with every cart's orders adding up to exactly what was charged for it. Between
 * steps, no cart ever has an order it was not charged for.
 */
const WEBHOOK_SECRET = 'whsec_property';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

type World = {
  app: App;
  db: ReturnType<typeof openDatabase>;
  services: { vendorId: string; serviceId: string; perPerson: boolean }[];
  /** What the provider says was charged for each cart: its succeeded intents. */
  charged: (customerId: string) => Promise<Map<string, number>>;
  /** The customer's card goes through for this intent (Stripe.js or the embedded card form). */
  payCard: (client: Client, intent: CheckoutIntent) => Promise<void>;
  /** Stripe tells us the intent succeeded (nothing on the embedded provider). */
  webhook: (intent: CheckoutIntent, eventId: string) => Promise<void>;
};

async function world(kind: 'local' | 'stripe'): Promise<World> {
  const db = openDatabase(':memory:');
  const clock = testClock();
  const stripe = stripeAgainstFake(fake.port, WEBHOOK_SECRET);
  const app = await createApp({
    db,
    clock,
    payments: kind === 'stripe' ? stripe : createLocalProvider(db, clock),
  });
  const vendor = await addVendor(db, { businessName: 'Smokehouse' });
  const services = [
    await addService(db, vendor.id, {
      name: 'Buffet',
      basePriceCents: 1850,
      priceUnit: 'per person',
      maxGuests: 200,
    }),
    await addService(db, vendor.id, { name: 'Tables', category: 'rentals', basePriceCents: 12_000 }),
    await addService(db, vendor.id, { name: 'Photos', category: 'photography', basePriceCents: 30_001 }),
  ].map((s) => ({ vendorId: vendor.id, serviceId: s.id, perPerson: s.priceUnit === 'per person' }));
  const idOf = (intent: CheckoutIntent) => intent.clientSecret?.split('_secret_')[0] ?? '';

  const charged = async (customerId: string) => {
    const totals = new Map<string, number>();
    const ours = await db.select().from(payments).where(eq(payments.customerId, customerId)).all();
    for (const payment of ours) {
      const amount =
        kind === 'stripe'
          ? fake.intents.get(payment.intentId)?.status === 'succeeded'
            ? (fake.intents.get(payment.intentId)?.amount ?? 0)
            : 0
          : (
                await db
                  .select()
                  .from(localPaymentIntents)
                  .where(eq(localPaymentIntents.id, payment.intentId))
                  .get()
              )?.status === 'succeeded'
            ? payment.amountCents
            : 0;
      totals.set(payment.cartId, (totals.get(payment.cartId) ?? 0) + amount);
    }
    return totals;
  };

  return {
    app,
    db,
    services,
    charged,
    async payCard(client, intent) {
      if (!intent.clientSecret) return;
      if (kind === 'stripe') fake.succeed(idOf(intent));
      else
        await client.post('/api/payments/local/confirm', {
          clientSecret: intent.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 30',
          cvc: '123',
        });
    },
    async webhook(intent, eventId) {
      const object = fake.intents.get(idOf(intent));
      if (kind !== 'stripe' || object?.status !== 'succeeded') return;
      await deliverWebhook(
        app,
        stripe,
        { id: eventId, object: 'event', type: 'payment_intent.succeeded', data: { object } },
        { secret: WEBHOOK_SECRET },
      );
    },
  };
}

const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('add' as const),
      service: fc.nat(2),
      guests: fc.integer({ min: 1, max: 150 }),
      day: fc.integer({ min: 1, max: 60 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('remove' as const), index: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('start' as const) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('pay' as const), back: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('complete' as const), back: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('webhook' as const), back: fc.nat(2), event: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('race' as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function ordersByCart(w: World, customerId: string) {
  const mine = await w.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).all();
  const totals = new Map<string, number>();
  if (mine.length === 0) return totals;
  const rows = await w.db
    .select({ cartId: payments.cartId, amountCents: orders.amountCents })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      inArray(
        payments.cartId,
        mine.map((c) => c.id),
      ),
    )
    .all();
  for (const row of rows) totals.set(row.cartId, (totals.get(row.cartId) ?? 0) + row.amountCents);
  return totals;
}

async function play(w: World, steps: Step[]) {
  const { client, user } = await signUp(w.app);
  const intents: CheckoutIntent[] = [];
  const pick = (back: number) => intents[intents.length - 1 - Math.min(back, intents.length - 1)];
  const day = (n: number) => `2026-12-${String((n % 28) + 1).padStart(2, '0')}`;

  const charges = () => w.charged(user.id);
  const ordersOf = () => ordersByCart(w, user.id);
  // Never an order without its charge: a cart's orders are nothing yet or exactly what it was charged.
  const checkNoUnpaidOrders = async () => {
    const charged = await charges();
    for (const [cartId, amount] of await ordersOf())
      expect(amount, `cart ${cartId}`).toBe(charged.get(cartId));
  };

  for (const s of steps) {
    if (s.op === 'add') {
      const service = w.services[s.service];
      await client.post('/api/cart/items', {
        vendorId: service?.vendorId,
        serviceId: service?.serviceId,
        selectedDate: day(s.day),
        guestCount: s.guests,
        eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
      });
    } else if (s.op === 'remove') {
      const cart = (await client.get('/api/cart')).json as CartView;
      const item = cart.items[s.index % Math.max(cart.items.length, 1)];
      if (item) await client.delete(`/api/cart/items/${item.id}`);
    } else if (s.op === 'start') {
      const res = await client.post('/api/cart/checkout');
      if (res.status === 200) intents.push(res.json as CheckoutIntent);
    } else if (s.op === 'pay') {
      const intent = pick(s.back);
      if (intent) await w.payCard(client, intent);
    } else if (s.op === 'complete') {
      const intent = pick(s.back);
      if (intent) await client.post('/api/checkout/complete', { cartId: intent.cartId });
    } else if (s.op === 'webhook') {
      const intent = pick(s.back);
      if (intent) await w.webhook(intent, `evt_${user.id}_${s.event}`);
    } else {
      // A double click: two starts and two completes at once.
      const intent = pick(0);
      await Promise.all([
        client.post('/api/cart/checkout'),
        client.post('/api/cart/checkout'),
        ...(intent ? [client.post('/api/checkout/complete', { cartId: intent.cartId })] : []),
      ]);
    }
    await checkNoUnpaidOrders();
  }

  // Later, every paid intent is delivered: the browser's return and Stripe's webhook.
  for (const intent of intents) {
    await client.post('/api/checkout/complete', { cartId: intent.cartId });
    await w.webhook(intent, `evt_${user.id}_final`);
  }
  const charged = await charges();
  const ordered = await ordersOf();
  for (const [cartId, amount] of charged) {
    if (amount > 0) expect(ordered.get(cartId), `cart ${cartId} was charged ${amount}`).toBe(amount);
  }
  for (const [cartId, amount] of ordered) expect(charged.get(cartId)).toBe(amount);
}

describe.each(['local', 'stripe'] as const)('money on the %s provider', (kind) => {
  let w: World;
  beforeAll(async () => {
    w = await world(kind);
  });

  it('ends with every cart ordered for exactly what it was charged, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24 }), (steps) => play(w, steps)),
      { numRuns: 20 },
    );
  }, 120_000);
});
