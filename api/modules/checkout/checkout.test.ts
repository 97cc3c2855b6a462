import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent, CheckoutResult, LocalConfirmResult, OrderView } from '../../contracts/checkout';
import { workerPayCents } from '../../contracts/worker-pay';
import {
  bookingHolds,
  cartItems,
  carts,
  jobTickets,
  localPaymentIntents,
  orders,
  paymentItems,
  payments,
} from '../../db/schema';
import { everyRow } from '../../test/database-contents';
import { addBbqBuffet, addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { sqliteOf } from '../../test/test-database';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let photos: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp();
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', address: '12 Pine St', city: 'Broken Bow' });
  buffet = await addBbqBuffet(t.db, vendor.id);
  photos = await addService(t.db, vendor.id, {
    name: 'Photo booth',
    category: 'photography',
    basePriceCents: 30_000,
  });
});

const book = (client: Client, serviceId: string, over: Record<string, unknown> = {}) =>
  client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId,
    selectedDate: '2026-12-12',
    selectedTime: '17:00',
    guestCount: 40,
    notes: 'Side gate',
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    price: '0.01',
    ...over,
  });

const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12 / 30', cvc: '123' };

async function pay(client: Client, card = GOOD) {
  const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
  const confirm = await client.post('/api/payments/local/confirm', {
    clientSecret: intent.clientSecret,
    ...card,
  });
  return { intent, confirm: confirm.json as LocalConfirmResult };
}

describe('POST /api/cart/checkout', () => {
  it('asks the provider for the server-computed amount, whatever the client claimed', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(200);
    const intent = res.json as CheckoutIntent;
    expect(intent.amount).toBe('740.00');
    const stored = await t.payments.retrieveIntent(intent.clientSecret?.split('_secret_')[0] ?? '');
    expect(stored.amountCents).toBe(74_000);
  });

  it('returns the same intent for an unchanged cart and updates it when the cart changes', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const again = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(again.clientSecret).toBe(first.clientSecret);
    await book(client, photos.id);
    const changed = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(changed.amount).toBe('1040.00');
    const id = changed.clientSecret?.split('_secret_')[0] ?? '';
    expect((await t.payments.retrieveIntent(id)).amountCents).toBe(104_000);
  });

  it('pays for the event address as it was: a line whose address changed gets a new payment', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await t.db.update(cartItems).set({ eventAddress: 'Cabin 7, Hochatown' }).run();
    const moved = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(moved.clientSecret).not.toBe(first.clientSecret);
    const copied = (await t.db.select().from(paymentItems).all()).map((i) => i.eventAddress);
    expect(copied).toEqual(['40 Cedar Creek Rd, Hochatown, OK 74728', 'Cabin 7, Hochatown']);
  });

  it('refuses an empty cart and a total under $0.50', async () => {
    const { client } = await signUp(t.app);
    expect((await client.post('/api/cart/checkout')).json).toMatchObject({ message: 'Your cart is empty' });
    const cheap = await addService(t.db, vendor.id, { name: 'Sticker', basePriceCents: 25 });
    await book(client, cheap.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Card payments must be at least $0.50' });
  });

  it('completes a $0 cart without a payment', async () => {
    const free = await addVendor(t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', { vendorId: free.id, serviceId: null, selectedDate: '2026-12-12' });
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(intent).toMatchObject({ clientSecret: null, amount: '0.00' });
    const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(done.status).toBe(200);
    expect((done.json as CheckoutResult).orderIds).toHaveLength(1);
  });
});

describe('POST /api/checkout/complete', () => {
  it('refuses an unpaid and a declined payment, then fulfils once the card succeeds', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const unpaid = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(unpaid.status).toBe(402);

    const declined = await client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      ...DECLINED,
    });
    expect(declined.json).toEqual({ status: 'failed', error: 'Your card was declined.' });
    const afterDecline = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(afterDecline.status).toBe(402);
    expect(afterDecline.json).toMatchObject({ message: 'Your card was declined.' });
    expect(await t.db.select().from(orders).all()).toHaveLength(0);

    await client.post('/api/payments/local/confirm', { clientSecret: intent.clientSecret, ...GOOD });
    const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ cartId: intent.cartId, amount: '740.00', jobTicketCount: 1 });
  });

  it('creates one order per item (instant: accepted) and job tickets for the gig work, then a fresh cart', async () => {
    const { client, user } = await signUp(t.app);
    await book(client, buffet.id);
    await book(client, photos.id, { guestCount: 10 });
    const { intent } = await pay(client);
    await client.post('/api/checkout/complete', { cartId: intent.cartId });

    const made = await t.db.select().from(orders).where(eq(orders.customerId, user.id)).all();
    expect(made.map((o) => [o.type, o.status, o.amountCents, o.deliveryAddress]).sort()).toEqual([
      ['catering', 'accepted', 74_000, '40 Cedar Creek Rd, Hochatown, OK 74728'],
      ['event_service', 'accepted', 30_000, '40 Cedar Creek Rd, Hochatown, OK 74728'],
    ]);
    const tickets = await t.db.select().from(jobTickets).all();
    expect(tickets).toHaveLength(1); // the photo booth is the vendor's own work
    expect(tickets[0]).toMatchObject({
      status: 'pending',
      scheduledDate: '2026-12-12',
      scheduledTime: '17:00',
      guestCount: 40,
      customerNotes: 'Side gate',
      // Picked up at the vendor, dropped off where the customer said the event is.
      location: '12 Pine St, Broken Bow',
      dropoffAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
      amountCents: workerPayCents('catering', 40),
    });
    const cart = (await client.get('/api/cart')).json as CartView;
    expect(cart.id).not.toBe(intent.cartId);
    expect(cart.items).toHaveLength(0);
    expect((await t.db.select().from(carts).where(eq(carts.id, intent.cartId)).get())?.status).toBe(
      'checked_out',
    );

    const mine = (await client.get('/api/orders')).json as OrderView[];
    expect(mine).toHaveLength(2);
    expect(mine.find((o) => o.serviceName === 'BBQ Buffet')).toMatchObject({
      vendorName: 'Smokehouse',
      amount: '740.00',
      status: 'accepted',
      scheduledDate: '2026-12-12',
      scheduledTime: '17:00',
      guestCount: 40,
    });
  });

  it('fulfils exactly once when completed twice or at the same time', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const { intent } = await pay(client);
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/checkout/complete', { cartId: intent.cartId })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = answers.map((a) => (a.json as CheckoutResult).orderIds.join());
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.select().from(orders).all()).toHaveLength(1);
    expect(await t.db.select().from(jobTickets).all()).toHaveLength(1);
  });

  it("will not let another customer pay someone's payment", async () => {
    const alice = await signUp(t.app);
    await book(alice.client, buffet.id);
    const intent = (await alice.client.post('/api/cart/checkout')).json as CheckoutIntent;
    const bob = await signUp(t.app);
    const res = await bob.client.post('/api/payments/local/confirm', {
      clientSecret: intent.clientSecret,
      ...GOOD,
    });
    expect(res.status).toBe(404);
    const id = intent.clientSecret?.split('_secret_')[0] ?? '';
    expect((await t.payments.retrieveIntent(id)).status).toBe('created');
  });

  it("will not complete another customer's cart", async () => {
    const alice = await signUp(t.app);
    await book(alice.client, buffet.id);
    const { intent } = await pay(alice.client);
    const bob = await signUp(t.app);
    const res = await bob.client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
  });

  it('fulfils exactly what was paid when the cart changed after paying; the change waits in a new cart', async () => {
    const { client } = await signUp(t.app);
    const first = (await book(client, buffet.id)).json as CartView;
    const { intent } = await pay(client);
    // The paid line removed and added again under its own id with another date: still a replay.
    await client.delete(`/api/cart/items/${first.items[0]?.id}`);
    await book(client, buffet.id, { id: first.items[0]?.id, selectedDate: '2027-03-01' });
    await book(client, photos.id);
    const res = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: '740.00', stillInCart: 1 });
    const made = await t.db.select().from(orders).all();
    expect(made.map((o) => [o.amountCents, o.scheduledDate])).toEqual([[74_000, '2026-12-12']]);
    const cart = (await client.get('/api/cart')).json as CartView;
    expect(cart.id).not.toBe(intent.cartId);
    expect(cart.items.map((i) => i.itemName)).toEqual(['Smokehouse - Photo booth']);
    expect(cart.totalAmount).toBe('300.00');
  });

  it('needs sign-in', async () => {
    const anon = (await signUp(t.app)).client;
    anon.cookie = '';
    expect((await anon.post('/api/cart/checkout')).status).toBe(401);
    expect((await anon.post('/api/checkout/complete', { cartId: 'x' })).status).toBe(401);
  });
});

describe('the embedded provider', () => {
  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ expiry: '13 / 30' }, "Your card's expiration month is invalid."],
    [{ expiry: '01 / 20' }, "Your card's expiration year is in the past."],
    [{ cvc: '1' }, "Your card's security code is incomplete."],
  ])('answers a bad card %o with Stripe-like words', async (over, error) => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const { confirm } = await pay(client, { ...GOOD, ...over });
    expect(confirm).toEqual({ status: 'failed', error });
  });

  it('never stores the card number', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    await pay(client);
    // SQLite: the whole file, what was written and deleted again included; elsewhere, every row.
    const dump =
      t.db.engine === 'sqlite'
        ? sqliteOf(t.db).serialize().toString('latin1')
        : JSON.stringify(await everyRow(t.db));
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
  });
});

const intentIdOf = (intent: CheckoutIntent) => intent.clientSecret?.split('_secret_')[0] ?? '';
const setIntent = (id: string, values: Partial<typeof localPaymentIntents.$inferInsert>) =>
  t.db.update(localPaymentIntents).set(values).where(eq(localPaymentIntents.id, id)).run();
const paymentRows = () =>
  t.db
    .select({ status: payments.status, captureMethod: payments.captureMethod })
    .from(payments)
    .orderBy(payments.createdAt)
    .all();

describe('what a payment charges and how', () => {
  it('takes a card payment of exactly $0.50', async () => {
    const { client } = await signUp(t.app);
    const sticker = await addService(t.db, vendor.id, { name: 'Sticker', basePriceCents: 50 });
    await book(client, sticker.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: '0.50' });
  });

  it('takes $999,999.99 and refuses $1,000,000.00: "A cart can total at most $999,999.99"', async () => {
    const { client } = await signUp(t.app);
    // A line without a service is never repriced, so its price can be set to the edge directly.
    const band = await addVendor(t.db, { businessName: 'Fiddler' });
    await client.post('/api/cart/items', { vendorId: band.id, serviceId: null, selectedDate: '2026-12-12' });
    await t.db.update(cartItems).set({ priceCents: 100_000_000 }).run();
    const over = await client.post('/api/cart/checkout');
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ message: 'A cart can total at most $999,999.99' });
    await t.db.update(cartItems).set({ priceCents: 99_999_999 }).run();
    const edge = await client.post('/api/cart/checkout');
    expect(edge.status).toBe(200);
    expect(edge.json).toMatchObject({ amount: '999999.99' });
  });

  it('only authorises the card when any line is a request, even beside an instant one', async () => {
    const { client } = await signUp(t.app);
    const tasting = await addService(t.db, vendor.id, {
      name: 'Tasting',
      basePriceCents: 5_000,
      bookingMode: 'request',
      leadHours: 0,
    });
    await book(client, photos.id);
    await book(client, tasting.id);
    const { confirm } = await pay(client);
    expect(confirm).toMatchObject({ status: 'authorized' });
    expect(await paymentRows()).toEqual([{ status: 'open', captureMethod: 'manual' }]);
  });

  it('holds the day of each line for 15 minutes while the customer pays', async () => {
    const { client, user } = await signUp(t.app);
    await book(client, buffet.id);
    await client.post('/api/cart/checkout');
    const payment = await t.db.select().from(payments).get();
    expect(await t.db.select().from(bookingHolds).all()).toEqual([
      {
        paymentId: payment?.id,
        vendorId: vendor.id,
        day: '2026-12-12',
        customerId: user.id,
        expiresAt: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString(),
      },
    ]);
  });
});

describe('a $0 cart', () => {
  it('keeps its payment while unchanged and replaces it when the cart changes, with no provider asked', async () => {
    const free = await addVendor(t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', { vendorId: free.id, serviceId: null, selectedDate: '2026-12-12' });
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const again = await client.post('/api/cart/checkout');
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first);
    expect(first).toMatchObject({ clientSecret: null, amount: '0.00' });
    const payment = await t.db.select().from(payments).get();
    expect(payment).toMatchObject({
      provider: 'none',
      intentId: `none_${payment?.id}`,
      captureMethod: 'automatic',
    });

    await client.post('/api/cart/items', { vendorId: free.id, serviceId: null, selectedDate: '2026-12-19' });
    const changed = await client.post('/api/cart/checkout');
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ clientSecret: null, amount: '0.00' });
    expect((await paymentRows()).map((p) => p.status)).toEqual(['replaced', 'open']);
  });

  it('is charged at once even when a line is a request: nothing is held on a card', async () => {
    const { client } = await signUp(t.app);
    const visit = await addService(t.db, vendor.id, {
      name: 'Site visit',
      basePriceCents: 0,
      bookingMode: 'request',
      leadHours: 0,
    });
    await book(client, visit.id);
    expect((await client.post('/api/cart/checkout')).json).toMatchObject({ amount: '0.00' });
    expect(await paymentRows()).toEqual([{ status: 'open', captureMethod: 'automatic' }]);
  });
});

describe('starting the payment again', () => {
  /** The buffet's day goes to another customer once the first one's 15-minute hold has run out. */
  async function dayTakenByAnother() {
    t.clock.advance(16 * 60_000);
    const other = await signUp(t.app);
    await book(other.client, buffet.id);
    expect((await other.client.post('/api/cart/checkout')).status).toBe(200);
  }

  it('a payment that went through before the cart changed is fulfilled as it was, and the customer told', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    await pay(client);
    await book(client, photos.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message:
        'Your earlier payment went through and those bookings are confirmed. What you changed since is in your cart: review it and check out again.',
    });
    expect(await t.db.select({ cents: orders.amountCents }).from(orders).all()).toEqual([{ cents: 74_000 }]);
  });

  it('a payment still processing is not replaced when the cart changes: "Please wait a moment"', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await setIntent(intentIdOf(first), { status: 'processing' });
    await book(client, photos.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: 'Your last payment is still being processed. Please wait a moment and try again.',
    });
    expect((await paymentRows()).map((p) => p.status)).toEqual(['open']);
  });

  it.each(['succeeded', 'processing'] as const)(
    'an unchanged cart whose payment has %s gets it back, though its day was since held by another',
    async (status) => {
      const { client } = await signUp(t.app);
      await book(client, buffet.id);
      const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
      await setIntent(intentIdOf(first), { status });
      await dayTakenByAnother();
      const again = await client.post('/api/cart/checkout');
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first);
      expect(await t.db.select().from(orders).all()).toHaveLength(0);
    },
  );

  it('an unpaid payment whose day went to another is replaced, its intent cancelled, and the day named', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await dayTakenByAnother();
    const again = await client.post('/api/cart/checkout');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      message:
        'Smokehouse - BBQ Buffet is not available on Saturday, December 12, 2026: the vendor is fully booked that day. Remove it to continue.',
    });
    expect((await paymentRows()).map((p) => p.status)).toEqual(['replaced', 'open']);
    expect((await t.payments.retrieveIntent(intentIdOf(first))).status).toBe('canceled');
  });

  it('an unchanged cart whose intent was cancelled gets a new payment', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await setIntent(intentIdOf(first), { status: 'canceled' });
    const again = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(again.amount).toBe('740.00');
    expect(again.clientSecret).not.toBe(first.clientSecret);
    expect((await t.payments.retrieveIntent(intentIdOf(again))).status).toBe('created');
    expect((await paymentRows()).map((p) => p.status)).toEqual(['replaced', 'open']);
  });

  it('a day held by another while the customer pays is refused, and the intent just made is cancelled', async () => {
    const first = await signUp(t.app);
    const { client } = await signUp(t.app);
    await book(first.client, buffet.id);
    await book(client, buffet.id);
    await first.client.post('/api/cart/checkout');
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message:
        'Smokehouse - BBQ Buffet is not available on Saturday, December 12, 2026: the vendor is fully booked that day. Remove it to continue.',
    });
    expect(await paymentRows()).toHaveLength(1);
    const cartId = ((await client.get('/api/cart')).json as CartView).id;
    const made = await t.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.cartId, cartId))
      .all();
    expect(made.map((i) => i.status)).toEqual(['canceled']);
  });

  it('a $0 line on a day held by another is refused the same way', async () => {
    const band = await addVendor(t.db, { businessName: 'Fiddler' });
    const line = { vendorId: band.id, serviceId: null, selectedDate: '2026-12-12' };
    const first = await signUp(t.app);
    const { client } = await signUp(t.app);
    await first.client.post('/api/cart/items', line);
    await client.post('/api/cart/items', line);
    await first.client.post('/api/cart/checkout');
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message:
        'Fiddler is not available on Saturday, December 12, 2026: the vendor is fully booked that day. Remove it to continue.',
    });
  });
});

describe('completing the checkout', () => {
  it('refuses a cart never paid for: 402 "No payment has been made for this cart"', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const cartId = ((await client.get('/api/cart')).json as CartView).id;
    const res = await client.post('/api/checkout/complete', { cartId });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({
      code: 'payment_required',
      message: 'No payment has been made for this cart',
    });
  });

  it('refuses a payment the card has not gone through for: 402 "The payment has not gone through"', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const res = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ code: 'payment_required', message: 'The payment has not gone through' });
  });

  it('refuses a cart no longer active that nothing fulfilled: "This cart can no longer be checked out"', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const { intent } = await pay(client);
    await t.db.update(carts).set({ status: 'abandoned' }).where(eq(carts.id, intent.cartId)).run();
    const res = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'This cart can no longer be checked out' });
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
  });

  it('refuses a payment whose amount differs from what it covers, and books nothing', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const { intent } = await pay(client);
    await setIntent(intentIdOf(intent), { amountCents: 73_999 });
    const res = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: 'This payment does not match what it covers. Please contact us so we can sort it out.',
    });
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
  });
});
