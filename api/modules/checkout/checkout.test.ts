import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent, CheckoutResult, LocalConfirmResult, OrderView } from '../../contracts/checkout';
import { workerPayCents } from '../../contracts/worker-pay';
import { cartItems, carts, jobTickets, orders, paymentItems } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

let t: ReturnType<typeof makeTestApp>;
let vendor: ReturnType<typeof addVendor>;
let buffet: ReturnType<typeof addService>;
let photos: ReturnType<typeof addService>;

beforeEach(() => {
  t = makeTestApp();
  vendor = addVendor(t.db, { businessName: 'Smokehouse', address: '12 Pine St', city: 'Broken Bow' });
  buffet = addService(t.db, vendor.id, {
    name: 'BBQ Buffet',
    category: 'catering',
    basePriceCents: 1850,
    priceUnit: 'per person',
  });
  photos = addService(t.db, vendor.id, {
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
    t.db.update(cartItems).set({ eventAddress: 'Cabin 7, Hochatown' }).run();
    const moved = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(moved.clientSecret).not.toBe(first.clientSecret);
    const copied = t.db
      .select()
      .from(paymentItems)
      .all()
      .map((i) => i.eventAddress);
    expect(copied).toEqual(['40 Cedar Creek Rd, Hochatown, OK 74728', 'Cabin 7, Hochatown']);
  });

  it('refuses an empty cart and a total under $0.50', async () => {
    const { client } = await signUp(t.app);
    expect((await client.post('/api/cart/checkout')).json).toMatchObject({ message: 'Your cart is empty' });
    const cheap = addService(t.db, vendor.id, { name: 'Sticker', basePriceCents: 25 });
    await book(client, cheap.id);
    const res = await client.post('/api/cart/checkout');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Card payments must be at least $0.50' });
  });

  it('completes a $0 cart without a payment', async () => {
    const free = addVendor(t.db, { businessName: 'Fiddler' });
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
    expect(t.db.select().from(orders).all()).toHaveLength(0);

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

    const made = t.db.select().from(orders).where(eq(orders.customerId, user.id)).all();
    expect(made.map((o) => [o.type, o.status, o.amountCents, o.deliveryAddress]).sort()).toEqual([
      ['catering', 'accepted', 74_000, '40 Cedar Creek Rd, Hochatown, OK 74728'],
      ['event_service', 'accepted', 30_000, '40 Cedar Creek Rd, Hochatown, OK 74728'],
    ]);
    const tickets = t.db.select().from(jobTickets).all();
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
    expect(t.db.select().from(carts).where(eq(carts.id, intent.cartId)).get()?.status).toBe('checked_out');

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
    expect(t.db.select().from(orders).all()).toHaveLength(1);
    expect(t.db.select().from(jobTickets).all()).toHaveLength(1);
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
    expect(t.db.select().from(orders).all()).toHaveLength(0);
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
    const made = t.db.select().from(orders).all();
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
    const dump = t.db.$client.serialize().toString('latin1');
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');
  });
});
