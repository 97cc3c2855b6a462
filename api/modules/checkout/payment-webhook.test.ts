import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import type { CheckoutIntent } from '../../contracts/checkout';
import { bookingChanges, jobTickets, orders, payments, refunds } from '../../db/schema';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { addBbqBuffet, addJob, addVendor } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';
import { DAY_TAKEN } from './fulfil';

// Stripe tells of a paid cart by `payment_intent.succeeded` (or, for a hold, `amount_capturable_updated`):
// the webhook alone must fulfil it, as when the customer closed the browser right after paying.
const WEBHOOK_SECRET = 'whsec_checkout';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

async function setup(options: { announce?: boolean } = {}) {
  const dispatched: string[][] = [];
  const onJobsDispatched = (ids: string[]) => {
    dispatched.push(ids);
  };
  const world = await appAgainstFake(
    fake.port,
    WEBHOOK_SECRET,
    options.announce === false ? {} : { onJobsDispatched },
  );
  const vendor = await addVendor(world.db, { businessName: 'Smokehouse' });
  const buffet = await addBbqBuffet(world.db, vendor.id);
  return { ...world, vendor, buffet, dispatched };
}
let s: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  s = await setup();
});

const book = (client: Client) =>
  client.post('/api/cart/items', {
    vendorId: s.vendor.id,
    serviceId: s.buffet.id,
    selectedDate: '2026-12-12',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  });

/** A $740.00 cart whose card went through at Stripe, and nothing else told us yet. */
async function paidAtStripe() {
  const { client, user } = await signUp(s.app);
  await book(client);
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  const intentId = intent.clientSecret?.split('_secret_')[0] ?? '';
  fake.succeed(intentId);
  return { client, user, intent, intentId };
}

let delivered = 0;
const tell = (intentId: string, over: Record<string, unknown> = {}, type = 'payment_intent.succeeded') => {
  delivered += 1;
  return deliverWebhook(
    s.app,
    s.stripe,
    {
      id: `evt_checkout_${delivered}`,
      object: 'event',
      type,
      data: { object: { ...fake.intents.get(intentId), ...over } },
    },
    { secret: WEBHOOK_SECRET },
  );
};

const paymentOf = (intent: CheckoutIntent) =>
  s.db.select().from(payments).where(eq(payments.cartId, intent.cartId)).get();

describe('payment_intent.succeeded for a cart', () => {
  it('fulfils the paid cart: one $740.00 order, its job ticket announced, the payment fulfilled', async () => {
    const { intent, intentId } = await paidAtStripe();
    expect((await tell(intentId)).status).toBe(200);
    expect(await s.db.select().from(orders).all()).toMatchObject([
      { status: 'accepted', amountCents: 74_000 },
    ]);
    const tickets = await s.db.select({ id: jobTickets.id }).from(jobTickets).all();
    expect(tickets).toHaveLength(1);
    expect(s.dispatched).toEqual([[tickets[0]?.id]]);
    expect((await paymentOf(intent))?.status).toBe('fulfilled');
  });

  it('fulfils the cart when nobody listens for dispatched tickets', async () => {
    s = await setup({ announce: false });
    const { intent, intentId } = await paidAtStripe();
    expect((await tell(intentId)).status).toBe(200);
    expect(await s.db.select().from(orders).all()).toHaveLength(1);
    expect((await paymentOf(intent))?.status).toBe('fulfilled');
  });

  it('an intent for another amount than its payment ($1.00 against $740.00) fulfils nothing', async () => {
    const { intent, intentId } = await paidAtStripe();
    expect((await tell(intentId, { amount: 100 })).status).toBe(200);
    expect(await s.db.select().from(orders).all()).toEqual([]);
    expect((await paymentOf(intent))?.status).toBe('open');
    expect(s.dispatched).toEqual([]);
  });

  it('a replaced payment’s intent succeeding fulfils nothing', async () => {
    const { intent, intentId } = await paidAtStripe();
    const before = await paymentOf(intent);
    // Stripe's answer that it went through arrives after we moved on to a newer payment.
    await s.db
      .update(payments)
      .set({ status: 'replaced' })
      .where(eq(payments.id, before?.id ?? ''))
      .run();
    expect((await tell(intentId)).status).toBe(200);
    expect(await s.db.select().from(orders).all()).toEqual([]);
    expect(s.dispatched).toEqual([]);
  });

  it('a day taken while the customer paid: the webhook refunds the $740.00 at Stripe at once', async () => {
    const { intentId, user } = await paidAtStripe();
    const other = await signUp(s.app);
    s.clock.advance(16 * 60_000);
    await addJob(s.db, { customerId: other.user.id, vendorId: s.vendor.id, scheduledDate: '2026-12-12' });
    expect((await tell(intentId)).status).toBe(200);
    const mine = await s.db.select().from(orders).where(eq(orders.customerId, user.id)).all();
    expect(mine).toMatchObject([{ status: 'cancelled', cancellationReason: DAY_TAKEN }]);
    expect(
      await s.db.select({ amountCents: refunds.amountCents, status: refunds.status }).from(refunds).all(),
    ).toEqual([{ amountCents: 74_000, status: 'succeeded' }]);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toMatchObject([
      { amount: 74_000 },
    ]);
  });
});

describe('payment_intent events for no cart', () => {
  it('an intent none of ours knows is acknowledged and changes nothing', async () => {
    const { intentId } = await paidAtStripe();
    expect((await tell(intentId, { id: 'pi_from_elsewhere' })).status).toBe(200);
    expect(await s.db.select().from(orders).all()).toEqual([]);
  });

  it('a booking change’s intent goes to the change: 40 → 50 guests, its $185.00 captured, the order $925.00', async () => {
    const { client, intentId } = await paidAtStripe();
    await tell(intentId);
    const [order] = await s.db.select().from(orders).all();
    const answer = (await client.post(`/api/orders/${order?.id}/change`, { guestCount: 50 }))
      .json as BookingChangeResult;
    expect(answer.change).toMatchObject({ status: 'awaiting_payment', difference: '185.00' });
    const changeIntentId = answer.clientSecret?.split('_secret_')[0] ?? '';
    fake.succeed(changeIntentId);
    expect((await tell(changeIntentId, {}, 'payment_intent.amount_capturable_updated')).status).toBe(200);
    expect(await s.db.select().from(bookingChanges).all()).toMatchObject([
      { status: 'accepted', holdStatus: 'captured' },
    ]);
    expect((await s.db.select().from(orders).get())?.amountCents).toBe(92_500);
  });
});
