import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent } from '../../contracts/checkout';
import { ledgerEntries, orders, payments, quoteOffers, services, vendors } from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { confirmCart } from '../../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';
import { MAX_CART_ITEMS } from '../cart/booking-rules';

// What was bookable when it went into the cart is checked again when the payment starts.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;
let client: Client;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow
  vendor = await addVendor(t.db, { businessName: 'Smokehouse' });
  buffet = await addService(t.db, vendor.id, {
    name: 'BBQ Buffet',
    basePriceCents: 1850,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 100,
  });
  client = (await signUp(t.app)).client;
});

const add = (over: Record<string, unknown> = {}) =>
  client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId: buffet.id,
    selectedDate: '2026-12-05',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    ...over,
  });

/** What the checkout screen does once the customer confirms the prices the cart shows them now. */
async function acceptShownPrices() {
  const cart = (await client.get('/api/cart')).json as CartView;
  const items = cart.items.flatMap((i) => (i.currentPrice ? [{ id: i.id, price: i.currentPrice }] : []));
  return (await client.post('/api/cart/accept-prices', { items })).json;
}

async function startPayment() {
  const res = await client.post('/api/cart/checkout');
  return { status: res.status, message: (res.json as { message?: string }).message };
}

describe('checking the cart again when the payment starts', () => {
  it('refuses a service deactivated since, naming it, and starts no payment', async () => {
    await add();
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, buffet.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'Smokehouse - BBQ Buffet is no longer offered. Remove it to continue.',
    });
    expect(await t.db.select().from(payments).all()).toHaveLength(0);
  });

  it.each([
    ['up', 2000, '800.00'],
    ['down', 1500, '600.00'],
  ])(
    'refuses a service repriced %s since with both prices, and pays only once the new one is accepted',
    async (_way, cents, now) => {
      await add();
      await t.db.update(services).set({ basePriceCents: cents }).where(eq(services.id, buffet.id)).run();
      const refused = await client.post('/api/cart/checkout');
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        code: 'price_changed',
        message: `Price changed: Smokehouse - BBQ Buffet was $740.00, now $${now}. Confirm the new price to pay.`,
      });
      expect(await t.db.select().from(payments).all()).toHaveLength(0);
      expect(await acceptShownPrices()).toMatchObject({ totalAmount: now });
      expect((await client.post('/api/cart/checkout')).json).toMatchObject({ amount: now });
    },
  );

  it('a drop after the payment form opened: refused, then charged and booked at the new price only', async () => {
    await add(); // 40 guests at $18.50: $740.00
    const opened = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    expect(opened.amount).toBe('740.00');
    await t.db.update(services).set({ basePriceCents: 1_500 }).where(eq(services.id, buffet.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message:
        'Price changed: Smokehouse - BBQ Buffet was $740.00, now $600.00. Confirm the new price to pay.',
    });
    expect(await acceptShownPrices()).toMatchObject({ totalAmount: '600.00' });

    const paid = await confirmCart(client);
    expect(paid.clientSecret).not.toBe(opened.clientSecret);
    const intentId = (secret: string | null) => secret?.split('_secret_')[0] ?? '';
    expect((await t.payments.retrieveIntent(intentId(paid.clientSecret))).amountCents).toBe(60_000);
    // The form opened at $740.00 can no longer be paid.
    expect((await t.payments.retrieveIntent(intentId(opened.clientSecret))).status).toBe('canceled');
    const done = await client.post('/api/checkout/complete', { cartId: paid.cartId });
    expect(done.json).toMatchObject({ amount: '600.00' });
    expect(await t.db.select({ cents: orders.amountCents }).from(orders).all()).toEqual([{ cents: 60_000 }]);
    const charged = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'charge')).all();
    expect(charged.map((e) => e.amountCents)).toEqual([60_000]);
  });

  it('names every repriced line at once', async () => {
    const hall = await addService(t.db, vendor.id, {
      name: 'Hall',
      basePriceCents: 30_000,
      priceUnit: 'per event',
    });
    await add();
    t.clock.advance(1_000); // lines are named in the order they were added
    await add({ serviceId: hall.id, guestCount: null });
    await t.db.update(services).set({ basePriceCents: 2000 }).where(eq(services.id, buffet.id)).run();
    await t.db.update(services).set({ basePriceCents: 25_000 }).where(eq(services.id, hall.id)).run();
    expect(await startPayment()).toMatchObject({
      message:
        'Prices changed: Smokehouse - BBQ Buffet was $740.00, now $800.00; Smokehouse - Hall was $300.00, now $250.00. Confirm the new prices to pay.',
    });
  });

  it('refuses a vendor no longer active', async () => {
    await add();
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id)).run();
    expect(await startPayment()).toMatchObject({
      status: 409,
      message: 'Smokehouse - BBQ Buffet is no longer taking bookings. Remove it to continue.',
    });
  });

  it('refuses a date that has passed since', async () => {
    await add({ selectedDate: '2026-11-26' });
    t.clock.set('2026-11-27T18:00:00.000Z');
    expect(await startPayment()).toMatchObject({
      status: 400,
      message: 'Smokehouse - BBQ Buffet is booked for a date that has passed. Remove it to continue.',
    });
  });

  it("refuses a guest count the service's new limits no longer allow", async () => {
    await add({ guestCount: 90 });
    await t.db.update(services).set({ maxGuests: 60 }).where(eq(services.id, buffet.id)).run();
    expect(await startPayment()).toMatchObject({
      status: 409,
      message: expect.stringContaining('at most 60 guests'),
    });
  });

  it('starts the payment when everything still holds', async () => {
    await add();
    expect((await client.post('/api/cart/checkout')).json).toMatchObject({ amount: '740.00' });
  });
});

describe('adding to the cart', () => {
  it('refuses a per-person service without a guest count instead of charging for one guest', async () => {
    const res = await add({ guestCount: null });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: 'Please enter the number of guests for BBQ Buffet',
      fields: { guestCount: 'Guest count required' },
    });
  });

  it.each(['2027-02-30', '2026-11-31', '2027-13-01', '2027-00-10'])(
    'refuses the impossible date %s with a 400',
    async (day) => {
      const res = await add({ selectedDate: day });
      expect(res.status).toBe(400);
      expect((await client.get('/api/cart')).json).toMatchObject({ items: [] });
    },
  );

  it('holds at most the documented number of bookings', async () => {
    const rentals = await addService(t.db, vendor.id, {
      name: 'Chairs',
      basePriceCents: 100,
      priceUnit: 'per event',
    });
    for (let i = 0; i < MAX_CART_ITEMS; i += 1) {
      expect((await add({ serviceId: rentals.id, guestCount: null })).status).toBe(201);
    }
    const over = await add({ serviceId: rentals.id, guestCount: null });
    expect(over.status).toBe(400);
    expect((await client.get('/api/cart')).json as CartView).toMatchObject({ totalAmount: '50.00' });
  });

  it('never lets a cart total pass what one card payment can carry', async () => {
    const hall = await addService(t.db, vendor.id, {
      name: 'Hall',
      basePriceCents: 60_000_000,
      priceUnit: 'per event',
    });
    expect((await add({ serviceId: hall.id, guestCount: null })).status).toBe(201);
    const second = await add({ serviceId: hall.id, guestCount: null });
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({
      message: 'A cart can total at most $999,999.99. Check out what you have first.',
    });
    const perPerson = await addService(t.db, vendor.id, {
      name: 'Gold plates',
      basePriceCents: 99_999_999,
      priceUnit: 'per person',
    });
    const huge = await add({ serviceId: perPerson.id, guestCount: 100_000 });
    expect(huge.status).toBe(400);
    expect((await client.get('/api/cart')).json as CartView).toMatchObject({ totalAmount: '600000.00' });
  });
});

describe('each line checked on its own', () => {
  it('names the line whose vendor stopped, not the first vendor found', async () => {
    const lodge = await addVendor(t.db, { businessName: 'Lodge Kitchen' });
    const lodgeHall = await addService(t.db, lodge.id, { name: 'Hall', basePriceCents: 30_000 });
    // Whichever vendor a lookup meets first, only the Smokehouse line is refused.
    await add({ vendorId: lodge.id, serviceId: lodgeHall.id, guestCount: null });
    t.clock.advance(1_000);
    await add();
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'Smokehouse - BBQ Buffet is no longer taking bookings. Remove it to continue.',
    });
  });

  it('names the line whose service stopped, not the first service found', async () => {
    const hall = await addService(t.db, vendor.id, { name: 'Hall', basePriceCents: 30_000 });
    await add({ serviceId: hall.id, guestCount: null });
    t.clock.advance(1_000);
    await add();
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, buffet.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'Smokehouse - BBQ Buffet is no longer offered. Remove it to continue.',
    });
  });

  it('takes a line booked for today', async () => {
    const band = await addVendor(t.db, { businessName: 'Fiddler' });
    expect((await add({ vendorId: band.id, serviceId: null, selectedDate: '2026-11-23' })).status).toBe(201);
    expect(await startPayment()).toEqual({ status: 200, message: undefined });
  });

  it('refuses a line the service now needs more notice for, naming it', async () => {
    await add();
    await t.db
      .update(services)
      .set({ leadHours: 24 * 30 })
      .where(eq(services.id, buffet.id))
      .run();
    expect(await startPayment()).toEqual({
      status: 400,
      message:
        "BBQ Buffet needs 720 hours' notice: the earliest day is Thu, Dec 24. Remove Smokehouse - BBQ Buffet and book a later day.",
    });
  });

  it('names only the repriced line when another kept its price', async () => {
    const hall = await addService(t.db, vendor.id, { name: 'Hall', basePriceCents: 30_000 });
    await add();
    t.clock.advance(1_000);
    await add({ serviceId: hall.id, guestCount: null });
    await t.db.update(services).set({ basePriceCents: 25_000 }).where(eq(services.id, hall.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'Price changed: Smokehouse - Hall was $300.00, now $250.00. Confirm the new price to pay.',
    });
  });
});

describe('a booked offer checked again', () => {
  /** An offer of $1,250.00 from Lodge Kitchen on the customer's own request, booked into the cart. */
  async function bookedOffer() {
    const lodge = await vendorWithOwner(t.app, t.db, 'Lodge Kitchen');
    const quote = await sendQuote(client, { category: 'catering' });
    const offer = (await makeOffer(lodge.client, quote.id, lodge.vendor.id)).json;
    expect((await client.post(`/api/offers/${offer.id}/book`, {})).status).toBe(201);
    return { lodge, offer };
  }
  const setOffer = (id: string, status: 'withdrawn' | 'open') =>
    t.db.update(quoteOffers).set({ status }).where(eq(quoteOffers.id, id)).run();

  it('is paid at its own price while it stands', async () => {
    await bookedOffer();
    expect((await client.post('/api/cart/checkout')).json).toMatchObject({ amount: '1250.00' });
  });

  it('is refused once withdrawn: "Lodge Kitchen withdrew this offer"', async () => {
    const { offer } = await bookedOffer();
    await setOffer(offer.id, 'withdrawn');
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'Lodge Kitchen withdrew this offer. Remove Lodge Kitchen - Custom offer to continue.',
    });
    expect(await t.db.select().from(payments).all()).toHaveLength(0);
  });

  it('is refused once gone: "This offer is gone"', async () => {
    const { offer } = await bookedOffer();
    await t.db.delete(quoteOffers).where(eq(quoteOffers.id, offer.id)).run();
    expect(await startPayment()).toEqual({
      status: 409,
      message: 'This offer is gone. Remove Lodge Kitchen - Custom offer to continue.',
    });
  });

  it('refuses either of two offers once withdrawn, whichever the lookup finds first', async () => {
    const { lodge, offer: first } = await bookedOffer();
    const quote = await sendQuote(client, { category: 'catering', eventDate: '2026-12-19' });
    const second = (await makeOffer(lodge.client, quote.id, lodge.vendor.id, { price: '980.50' })).json;
    expect((await client.post(`/api/offers/${second.id}/book`, {})).status).toBe(201);
    const refused = {
      status: 409,
      message: 'Lodge Kitchen withdrew this offer. Remove Lodge Kitchen - Custom offer to continue.',
    };
    await setOffer(second.id, 'withdrawn');
    expect(await startPayment()).toEqual(refused);
    await setOffer(second.id, 'open');
    await setOffer(first.id, 'withdrawn');
    expect(await startPayment()).toEqual(refused);
  });
});
