import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import { cartItems, services } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';

// Issue 27: the price a customer saw is the price they agreed to. Adding to the cart at another one,
// or paying a line the vendor repriced since, is refused with both prices until they see and accept it.

let t: Awaited<ReturnType<typeof makeTestApp>>;
let dinner: Awaited<ReturnType<typeof addService>>;
let vendorId: string;
let client: Client;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
  vendorId = (await addVendor(t.db, { businessName: 'Timber Ridge Smokehouse' })).id;
  dinner = await addService(t.db, vendorId, {
    name: 'Family-Style Cabin Dinner',
    basePriceCents: 2400,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 60,
  });
  client = (await signUp(t.app)).client;
});

const reprice = (cents: number) =>
  t.db.update(services).set({ basePriceCents: cents }).where(eq(services.id, dinner.id)).run();

const add = (seenPrice: string | undefined, id = randomUUID()) =>
  client.post('/api/cart/items', {
    id,
    vendorId,
    serviceId: dinner.id,
    selectedDate: '2026-12-05',
    guestCount: 10,
    eventAddress: '58 Stevens Gap Rd, Hochatown, OK 74728',
    price: '24.00',
    seenPrice,
  });

const cart = async () => (await client.get('/api/cart')).json as CartView;

describe('adding to the cart at the price the customer saw', () => {
  it('adds at the price shown when it is still the price', async () => {
    const res = await add('24.00');
    expect(res.status).toBe(201);
    expect((res.json as CartView).items[0]).toMatchObject({ price: '240.00', currentPrice: null });
  });

  // A drop too: the customer sees the lower price before it is charged. "24" is read as $24.00.
  it.each([
    ['raised', 2600, '24.00', '26.00'],
    ['lowered', 2200, '24', '22.00'],
  ])(
    'refuses a price %s since it was shown with 409 and both prices, adding nothing',
    async (_way, cents, seen, now) => {
      await reprice(cents);
      const res = await add(seen);
      expect(res.status).toBe(409);
      expect(res.json).toEqual({
        code: 'price_changed',
        message: `Price changed: was $24.00, now $${now} per person`,
        priceChange: { was: '24.00', now, unit: 'per person' },
      });
      expect((await cart()).items).toEqual([]);
    },
  );

  it('adds once the customer confirms the new price, sent again as the price seen', async () => {
    await reprice(2600);
    const id = randomUUID();
    expect((await add('24.00', id)).status).toBe(409);
    const confirmed = await add('26.00', id);
    expect(confirmed.status).toBe(201);
    expect(confirmed.json).toMatchObject({ totalAmount: '260.00', items: [{ id, price: '260.00' }] });
  });

  it('still takes a booking queued offline by an older app, without a seen price, at the price now', async () => {
    await reprice(2600);
    const res = await add(undefined);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ totalAmount: '260.00' });
  });

  it('refuses a seen price that is not an amount', async () => {
    expect((await add('about 24')).status).toBe(400);
  });
});

describe('a line repriced after it was added', () => {
  it('shows the price now beside the price it was added at, for checkout to ask', async () => {
    await add('24.00');
    await reprice(2600);
    expect((await cart()).items[0]).toMatchObject({ price: '240.00', currentPrice: '260.00' });
  });

  it('takes the new price once the customer accepts it as shown', async () => {
    await add('24.00');
    await reprice(2600);
    const [line] = (await cart()).items;
    const res = await client.post('/api/cart/accept-prices', { items: [{ id: line?.id, price: '260.00' }] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      totalAmount: '260.00',
      items: [{ price: '260.00', currentPrice: null }],
    });
  });

  it('refuses an acceptance of a price that moved again, changing nothing', async () => {
    await add('24.00');
    await reprice(2600);
    const [line] = (await cart()).items;
    await reprice(2800);
    const res = await client.post('/api/cart/accept-prices', { items: [{ id: line?.id, price: '260.00' }] });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: 'price_changed',
      message:
        'Price changed: Timber Ridge Smokehouse - Family-Style Cabin Dinner was $260.00, now $280.00. Confirm the new price to pay.',
    });
    expect(await t.db.select({ cents: cartItems.priceCents }).from(cartItems).all()).toEqual([
      { cents: 24_000 },
    ]);
  });

  it("never reprices another customer's line", async () => {
    await add('24.00');
    await reprice(2600);
    const [line] = (await cart()).items;
    const other = (await signUp(t.app)).client;
    const res = await other.post('/api/cart/accept-prices', { items: [{ id: line?.id, price: '260.00' }] });
    expect(res.status).toBe(200);
    expect((await cart()).items[0]).toMatchObject({ price: '240.00', currentPrice: '260.00' });
  });
});

describe('accepting a new price, retried and raced', () => {
  it('twice at once and against the payment start: one price, and the payment is for exactly it', async () => {
    await add('24.00');
    await reprice(2600);
    const [line] = (await cart()).items;
    const accept = () =>
      client.post('/api/cart/accept-prices', { items: [{ id: line?.id, price: '260.00' }] });
    const [first, second, start] = await Promise.all([accept(), accept(), client.post('/api/cart/checkout')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Started before the acceptance it is refused; after it, it asks for the accepted price. Never $240.
    if (start.status === 200) expect(start.json).toMatchObject({ amount: '260.00' });
    else expect(start.json).toMatchObject({ code: 'price_changed' });
    expect(await t.db.select({ cents: cartItems.priceCents }).from(cartItems).all()).toEqual([
      { cents: 26_000 },
    ]);
    const paying = await client.post('/api/cart/checkout');
    expect(paying.status).toBe(200);
    expect(paying.json).toMatchObject({ amount: '260.00' });
    expect((await cart()).totalAmount).toBe('260.00');
  });
});
