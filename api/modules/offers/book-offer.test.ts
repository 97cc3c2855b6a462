import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../../contracts/cart';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import type { MyQuoteView } from '../../contracts/offers';
import { orders, payments, quoteOffers, refunds, vendors } from '../../db/schema';
import { addJob } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';
import { failWrites } from '../../test/triggers';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 in Broken Bow; the event is on 2026-12-12
});

const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

/** A signed-in customer's request, answered by two vendors (1250.00 and 980.50). */
async function twoOffers() {
  const { client: customer, user } = await signUp(t.app);
  const smoke = await vendorWithOwner(t.app, t.db, 'Smokehouse');
  const lodge = await vendorWithOwner(t.app, t.db, 'Lodge Kitchen');
  const quote = await sendQuote(customer, { category: 'catering' });
  const first = (await makeOffer(smoke.client, quote.id, smoke.vendor.id)).json;
  const second = (await makeOffer(lodge.client, quote.id, lodge.vendor.id, { price: '980.50' })).json;
  return { customer, user, smoke, lodge, quote, first, second };
}

const book = (client: Client, offerId: string, body: Record<string, unknown> = {}) =>
  client.post(`/api/offers/${offerId}/book`, body);

async function pay(client: Client) {
  const intent = await client.post('/api/cart/checkout');
  if (intent.status !== 200) return { status: intent.status, json: intent.json };
  const { clientSecret, cartId } = intent.json as CheckoutIntent;
  await client.post('/api/payments/local/confirm', { clientSecret, ...GOOD });
  return client.post('/api/checkout/complete', { cartId });
}

describe('POST /api/offers/:id/book', () => {
  it("books an offer at its own price whatever the client sends, once, with the request's details", async () => {
    const { customer, first, smoke } = await twoOffers();
    const res = await book(customer, first.id, { price: '0.01' });
    expect(res.status).toBe(201);
    const cart = res.json as CartView;
    expect(cart.totalAmount).toBe('1250.00');
    expect(cart.items).toMatchObject([
      {
        itemType: 'offer',
        offerId: first.id,
        vendorId: smoke.vendor.id,
        itemName: 'Smokehouse - Custom offer',
        price: '1250.00',
        selectedDate: '2026-12-12',
        selectedTime: '17:00',
        guestCount: 40,
        eventAddress: 'Lakeview Lodge, Beavers Bend',
      },
    ]);
    const again = await book(customer, first.id);
    expect(again.status).toBe(200);
    expect((again.json as CartView).items).toHaveLength(1);
  });

  it("answers 404 for someone else's offer, and refuses a withdrawn, expired or filled-day offer", async () => {
    const { customer, first, second, smoke, lodge } = await twoOffers();
    const { client: stranger } = await signUp(t.app);
    expect(await book(stranger, first.id)).toMatchObject({
      status: 404,
      json: { message: 'Offer not found' },
    });

    await smoke.client.post(`/api/vendor/offers/${first.id}/withdraw`);
    expect(await book(customer, first.id)).toMatchObject({
      status: 409,
      json: { message: 'Smokehouse withdrew this offer' },
    });

    const { user: other } = await signUp(t.app);
    await addJob(t.db, { customerId: other.id, vendorId: lodge.vendor.id, scheduledDate: '2026-12-12' });
    const full = await book(customer, second.id);
    expect(full).toMatchObject({ status: 409 });
    expect((full.json as { message: string }).message).toContain('Lodge Kitchen');

    await t.db.update(orders).set({ status: 'cancelled' }).run();
    t.clock.set('2026-12-06T12:00:00.000Z');
    const list = (await customer.get('/api/quotes/mine')).json as MyQuoteView[];
    expect(list[0]?.offers.map((o) => [o.vendorName, o.price, o.status])).toEqual([
      ['Lodge Kitchen', '980.50', 'expired'],
      ['Smokehouse', '1250.00', 'withdrawn'],
    ]);
    expect(await book(customer, second.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Lodge Kitchen expired on December 5, 2026' },
    });
  });
});

describe('POST /api/offers/:id/book, refused', () => {
  it('a closed offer says why when it was told why: "This offer from Smokehouse is closed: …"', async () => {
    const { customer, first } = await twoOffers();
    const close = (closedReason: string | null) =>
      t.db
        .update(quoteOffers)
        .set({ status: 'closed', closedReason })
        .where(eq(quoteOffers.id, first.id))
        .run();
    await close('the customer booked another vendor');
    expect(await book(customer, first.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Smokehouse is closed: the customer booked another vendor' },
    });
    await close(null);
    expect(await book(customer, first.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Smokehouse is closed' },
    });
  });

  it('one offer per event in the cart: the second is refused, the first stays booked once', async () => {
    const { customer, first, second } = await twoOffers();
    expect((await book(customer, first.id)).status).toBe(201);
    expect(await book(customer, second.id)).toMatchObject({
      status: 409,
      json: {
        message: 'Your cart already holds another offer for this event. Remove it first to book this one.',
      },
    });
    const cart = (await customer.get('/api/cart')).json as CartView;
    expect(cart.items.map((i) => i.offerId)).toEqual([first.id]);
  });

  it("a business no longer active takes no booking: 'Smokehouse is no longer taking bookings'", async () => {
    const { customer, first, smoke } = await twoOffers();
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, smoke.vendor.id)).run();
    expect(await book(customer, first.id)).toMatchObject({
      status: 409,
      json: { message: 'Smokehouse is no longer taking bookings' },
    });
  });

  it('an offer running through the event day is not refused as a past event on that day', async () => {
    const { client: customer } = await signUp(t.app);
    const smoke = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(customer, { vendorId: smoke.vendor.id });
    const { json: offer } = await makeOffer(smoke.client, quote.id, smoke.vendor.id, {
      expiresOn: '2026-12-12',
    });
    t.clock.set('2026-12-12T14:00:00.000Z');
    expect((await book(customer, offer.id)).status).toBe(201);
  });
});

describe('paying for an offer', () => {
  it('orders exactly what was paid, books the offer and closes the others; a replay makes no second order', async () => {
    const { customer, first, second, quote, lodge, smoke } = await twoOffers();
    await book(customer, second.id, { price: '1.00' });
    const done = await pay(customer);
    expect(done.status).toBe(200);
    const result = done.json as CheckoutResult;
    expect(result.amount).toBe('980.50');
    const [payment] = await t.db.select().from(payments).all();
    expect(payment?.amountCents).toBe(98_050);
    expect(await t.db.select().from(orders).all()).toMatchObject([
      { offerId: second.id, amountCents: 98_050 },
    ]);

    expect(result.orders).toMatchObject([{ vendorName: 'Lodge Kitchen', serviceName: 'Custom offer' }]);
    expect((await customer.get('/api/orders')).json).toMatchObject([
      { serviceName: 'Custom offer', amount: '980.50' },
    ]);

    const { cartId } = result;
    expect((await customer.post('/api/checkout/complete', { cartId })).status).toBe(200);
    expect(await t.db.select().from(orders).all()).toHaveLength(1);

    const offers = await t.db
      .select()
      .from(quoteOffers)
      .where(eq(quoteOffers.quoteRequestId, quote.id))
      .all();
    expect(offers.find((o) => o.id === second.id)?.status).toBe('booked');
    expect(offers.find((o) => o.id === first.id)).toMatchObject({
      status: 'closed',
      closedReason: 'the customer booked another vendor',
    });
    expect((await lodge.client.get('/api/vendor/orders')).json).toMatchObject([
      { serviceName: 'Custom offer' },
    ]);
    expect((await smoke.client.get('/api/vendor/leads')).json).toMatchObject([
      { closedBecause: 'The customer has already booked an offer for this event' },
    ]);
    expect((await makeOffer(smoke.client, quote.id, smoke.vendor.id)).status).toBe(409);
    expect(await book(customer, first.id)).toMatchObject({ status: 409 });
    expect(await book(customer, second.id)).toMatchObject({
      status: 409,
      json: { message: 'This offer from Lodge Kitchen is already booked' },
    });
  });

  it('refuses to start paying for an offer withdrawn after it went into the cart', async () => {
    const { customer, first, smoke } = await twoOffers();
    await book(customer, first.id);
    await smoke.client.post(`/api/vendor/offers/${first.id}/withdraw`);
    const refused = await customer.post('/api/cart/checkout');
    expect(refused).toMatchObject({
      status: 409,
      json: { message: 'Smokehouse withdrew this offer. Remove Smokehouse - Custom offer to continue.' },
    });
    expect(await t.db.select().from(payments).all()).toHaveLength(0);
  });

  it('keeps an offer being paid for; one withdrawn after the hold ran out is refunded in full', async () => {
    const { customer, first, smoke } = await twoOffers();
    await book(customer, first.id);
    const { clientSecret, cartId } = (await customer.post('/api/cart/checkout')).json as CheckoutIntent;
    const busy = await smoke.client.post(`/api/vendor/offers/${first.id}/withdraw`);
    expect(busy).toMatchObject({
      status: 409,
      json: { message: 'The customer is paying for this offer right now, so it cannot be withdrawn' },
    });
    t.clock.advance(16 * 60_000);
    expect((await smoke.client.post(`/api/vendor/offers/${first.id}/withdraw`)).status).toBe(200);

    await customer.post('/api/payments/local/confirm', { clientSecret, ...GOOD });
    const done = (await customer.post('/api/checkout/complete', { cartId })).json as CheckoutResult;
    expect(done.refunded).toMatchObject([{ amount: '1250.00' }]);
    expect(await t.db.select().from(orders).all()).toMatchObject([{ offerId: null, status: 'cancelled' }]);
    expect(await t.db.select().from(refunds).all()).toMatchObject([{ amountCents: 125_000 }]);
  });
});

describe('paying for an offer when things go wrong', () => {
  it('two completes racing for one paid offer make one order, at the offer’s price to the cent', async () => {
    const { customer, second } = await twoOffers();
    await book(customer, second.id);
    const { clientSecret, cartId } = (await customer.post('/api/cart/checkout')).json as CheckoutIntent;
    await customer.post('/api/payments/local/confirm', { clientSecret, ...GOOD });
    const answers = await Promise.all([
      customer.post('/api/checkout/complete', { cartId }),
      customer.post('/api/checkout/complete', { cartId }),
      customer.post('/api/checkout/complete', { cartId }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const made = await t.db.select().from(orders).all();
    expect(made).toMatchObject([{ offerId: second.id, amountCents: 98_050 }]);
    const [payment] = await t.db.select().from(payments).all();
    expect(payment?.amountCents).toBe(made.reduce((sum, o) => sum + o.amountCents, 0));
    expect((await t.db.select().from(quoteOffers).where(eq(quoteOffers.id, second.id)).get())?.status).toBe(
      'booked',
    );
  });

  it('a crash in the middle of fulfilment leaves nothing half done, and the retry books it once', async () => {
    const { customer, first, second, quote } = await twoOffers();
    await book(customer, first.id);
    const { clientSecret, cartId } = (await customer.post('/api/cart/checkout')).json as CheckoutIntent;
    await customer.post('/api/payments/local/confirm', { clientSecret, ...GOOD });
    // The database fails the order's insert once, after the offer was marked booked in the same
    // transaction: the whole fulfilment must roll back.
    const crash = await failWrites(t.db, {
      name: 'crash_on_order',
      before: 'insert on orders',
      message: 'disk pulled',
    });
    const crashed = await customer.post('/api/checkout/complete', { cartId });
    expect(crashed.status).toBe(500);
    expect(await t.db.select().from(orders).all()).toHaveLength(0);
    const untouched = await t.db
      .select()
      .from(quoteOffers)
      .where(eq(quoteOffers.quoteRequestId, quote.id))
      .all();
    expect(untouched.map((o) => o.status).sort()).toEqual(['open', 'open']);

    await crash.disarm();
    const retried = await customer.post('/api/checkout/complete', { cartId });
    expect(retried.status).toBe(200);
    expect((retried.json as CheckoutResult).amount).toBe('1250.00');
    expect(await t.db.select().from(orders).all()).toMatchObject([
      { offerId: first.id, amountCents: 125_000 },
    ]);
    const after = await t.db.select().from(quoteOffers).where(eq(quoteOffers.quoteRequestId, quote.id)).all();
    expect(after.find((o) => o.id === first.id)?.status).toBe('booked');
    expect(after.find((o) => o.id === second.id)?.status).toBe('closed');
    expect(await t.db.select().from(refunds).all()).toHaveLength(0);
  });
});
