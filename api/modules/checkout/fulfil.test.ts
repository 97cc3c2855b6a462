import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutIntent, CheckoutResult } from '../../contracts/checkout';
import {
  events,
  jobTickets,
  ledgerEntries,
  orderStatusChanges,
  orders,
  paymentItems,
  payments,
  quoteOffers,
  refunds,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { addBbqBuffet, addJob, addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { confirmCart } from '../../test/pay';
import { makeOffer, sendQuote, vendorWithOwner } from '../../test/quote-fixtures';
import { OFFER_GONE } from '../offers/book-offer';
import { DAY_TAKEN, fulfilPayment } from './fulfil';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let vendor: Awaited<ReturnType<typeof addVendor>>;
let buffet: Awaited<ReturnType<typeof addService>>;

beforeEach(async () => {
  t = await makeTestApp(); // 2026-11-23 12:00 UTC
  vendor = await addVendor(t.db, { businessName: 'Smokehouse', address: '12 Pine St', city: 'Broken Bow' });
  buffet = await addBbqBuffet(t.db, vendor.id);
});

/** The smokehouse's $500.00 whole hog, booked by request: its vendor answers before the card is charged. */
const addWholeHog = () =>
  addService(t.db, vendor.id, {
    name: 'Whole hog',
    category: 'catering',
    basePriceCents: 50_000,
    bookingMode: 'request',
  });

const book = (client: Client, serviceId: string, over: Record<string, unknown> = {}) =>
  client.post('/api/cart/items', {
    vendorId: vendor.id,
    serviceId,
    selectedDate: '2026-12-12',
    selectedTime: '17:00',
    guestCount: 40,
    eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
    ...over,
  });

const paymentOf = async (intent: CheckoutIntent) => {
  const payment = await t.db.select().from(payments).where(eq(payments.cartId, intent.cartId)).get();
  if (!payment) throw new Error('no payment for the cart');
  return payment;
};

/** The orders a checkout's payment made. */
const ordersPaidBy = async (intent: CheckoutIntent) =>
  t.db
    .select()
    .from(orders)
    .where(eq(orders.paymentId, (await paymentOf(intent)).id))
    .all();

/** Someone else books the vendor's only event of the day (their hold ran out first). */
async function someoneElseTakes(day: string, vendorId = vendor.id) {
  const other = await signUp(t.app);
  t.clock.advance(16 * 60_000);
  await addJob(t.db, { customerId: other.user.id, vendorId, scheduledDate: day });
}

describe('fulfilling a paid payment', () => {
  it('a delivery line becomes a delivery order, a catering line a catering one, anything else an event service', async () => {
    const truck = await addService(t.db, vendor.id, {
      name: 'Ice run',
      category: 'delivery',
      basePriceCents: 4000,
    });
    const tent = await addService(t.db, vendor.id, {
      name: 'Tent',
      category: 'rentals',
      basePriceCents: 9000,
    });
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    await book(client, truck.id, { guestCount: null });
    await book(client, tent.id, { guestCount: null });
    const intent = await confirmCart(client);
    await client.post('/api/checkout/complete', { cartId: intent.cartId });
    const made = await t.db.select().from(orders).all();
    expect(made.map((o) => [o.amountCents, o.type]).sort()).toEqual([
      [4000, 'delivery'],
      [74_000, 'catering'],
      [9000, 'event_service'],
    ]);
  });

  it('answers with each order it made and nothing refunded when every day was free', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const res = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    const result = res.json as CheckoutResult;
    const [order] = await t.db.select().from(orders).all();
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]).toMatchObject({
      id: order?.id,
      vendorName: 'Smokehouse',
      serviceName: 'BBQ Buffet',
      amount: '740.00',
      scheduledDate: '2026-12-12',
    });
    expect(result.refunded).toEqual([]);
  });

  it('a day taken while the customer paid: the order is cancelled, refunded $740.00 in full, with the reason', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    await someoneElseTakes('2026-12-12');
    const done = await fulfilPayment(t.db, (await paymentOf(intent)).id, t.clock.now());

    const [mine] = await ordersPaidBy(intent);
    expect(mine).toMatchObject({ status: 'cancelled', amountCents: 74_000, cancellationReason: DAY_TAKEN });
    const refund = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, mine?.id ?? ''))
      .get();
    expect(refund?.amountCents).toBe(74_000);
    expect(done.refundIds).toEqual([refund?.id]);
    expect(done.newTicketIds).toEqual([]);
    expect(
      (
        await t.db
          .select({ to: orderStatusChanges.toStatus, actor: orderStatusChanges.actor })
          .from(orderStatusChanges)
          .where(eq(orderStatusChanges.orderId, mine?.id ?? ''))
          .all()
      ).filter((c) => c.to === 'cancelled'),
    ).toEqual([{ to: 'cancelled', actor: 'system' }]);
    expect(
      await t.db
        .select()
        .from(jobTickets)
        .where(eq(jobTickets.orderId, mine?.id ?? ''))
        .all(),
    ).toEqual([]);
    expect(done.result.refunded).toEqual([
      {
        orderId: mine?.id,
        itemName: 'Smokehouse - BBQ Buffet',
        date: '2026-12-12',
        amount: '740.00',
        reason:
          "The vendor's day was booked by someone else while you were paying. You have been refunded in full.",
      },
    ]);
    expect(done.result.orders.map((o) => o.id)).toEqual([mine?.id]);
  });

  it('a day taken while the customer paid, completed by the customer: 200, and the $740.00 refund is settled at once', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    await someoneElseTakes('2026-12-12');
    const done = await client.post('/api/checkout/complete', { cartId: intent.cartId });
    expect(done.status).toBe(200);
    expect(
      await t.db.select({ amountCents: refunds.amountCents, status: refunds.status }).from(refunds).all(),
    ).toEqual([{ amountCents: 74_000, status: 'succeeded' }]);
  });

  it('a $0 booking whose day was taken is cancelled with nothing to refund: no refund to settle', async () => {
    const free = await addVendor(t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', { vendorId: free.id, serviceId: null, selectedDate: '2026-12-12' });
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    await someoneElseTakes('2026-12-12', free.id);
    const done = await fulfilPayment(t.db, (await paymentOf(intent)).id, t.clock.now());
    expect(await ordersPaidBy(intent)).toMatchObject([{ status: 'cancelled', amountCents: 0 }]);
    expect(done.refundIds).toEqual([]);
  });

  it('a day taken is refunded only on its own line: the free line is ordered and refunds nothing', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    await book(client, buffet.id, { selectedDate: '2026-12-19' });
    const intent = await confirmCart(client);
    await someoneElseTakes('2026-12-12');
    const done = await fulfilPayment(t.db, (await paymentOf(intent)).id, t.clock.now());
    const mine = await ordersPaidBy(intent);
    expect(mine.map((o) => [o.scheduledDate, o.status]).sort()).toEqual([
      ['2026-12-12', 'cancelled'],
      ['2026-12-19', 'accepted'],
    ]);
    expect(done.result.refunded.map((r) => [r.date, r.amount])).toEqual([['2026-12-12', '740.00']]);
    expect(done.refundIds).toHaveLength(1);
    expect(done.newTicketIds).toHaveLength(1);
  });

  it('the planned event a booking was for totals what was paid for it: $740.00', async () => {
    const { client, user } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    const eventId = newId();
    await t.db
      .insert(events)
      .values({
        id: eventId,
        customerId: user.id,
        name: 'Rehearsal dinner',
        eventType: 'wedding',
        guestCount: 40,
        eventDate: '2026-12-12',
        eventTime: '17:00',
      })
      .run();
    await t.db.update(paymentItems).set({ eventId }).where(eq(paymentItems.paymentId, payment.id)).run();
    await fulfilPayment(t.db, payment.id, t.clock.now());
    expect((await t.db.select().from(orders).get())?.eventId).toBe(eventId);
    expect((await t.db.select().from(events).where(eq(events.id, eventId)).get())?.totalAmountCents).toBe(
      74_000,
    );
  });

  it('charges each line its price times its quantity: 2 × $370.00 is one $740.00 order', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    await t.db
      .update(paymentItems)
      .set({ priceCents: 37_000, quantity: 2 })
      .where(eq(paymentItems.paymentId, payment.id))
      .run();
    await fulfilPayment(t.db, payment.id, t.clock.now());
    expect(await t.db.select({ amountCents: orders.amountCents }).from(orders).all()).toEqual([
      { amountCents: 74_000 },
    ]);
  });

  it('an instant booking is recorded accepted by the system and its $740.00 charge is posted to the books', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    await fulfilPayment(t.db, payment.id, t.clock.now());
    const [order] = await t.db.select().from(orders).all();
    expect(
      await t.db
        .select({
          from: orderStatusChanges.fromStatus,
          to: orderStatusChanges.toStatus,
          actor: orderStatusChanges.actor,
        })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, order?.id ?? ''))
        .all(),
    ).toEqual([{ from: null, to: 'accepted', actor: 'system' }]);
    expect(
      await t.db
        .select({
          kind: ledgerEntries.kind,
          amountCents: ledgerEntries.amountCents,
          paymentId: ledgerEntries.paymentId,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, order?.id ?? ''))
        .all(),
    ).toEqual([{ kind: 'charge', amountCents: 74_000, paymentId: payment.id }]);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)).get())?.holdStatus).toBe(
      'none',
    );
  });

  it('a request is only held: the payment is marked held, the order waits pending with no charge posted', async () => {
    const asked = await addWholeHog();
    const { client } = await signUp(t.app);
    await book(client, asked.id, { guestCount: null });
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    expect(payment.captureMethod).toBe('manual');
    await fulfilPayment(t.db, payment.id, t.clock.now());
    const [order] = await t.db.select().from(orders).all();
    expect(order).toMatchObject({ status: 'pending', amountCents: 50_000 });
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)).get())?.holdStatus).toBe(
      'held',
    );
    expect(await t.db.select().from(ledgerEntries).all()).toEqual([]);
    expect(await t.db.select().from(orderStatusChanges).all()).toEqual([]);
    expect(await t.db.select().from(jobTickets).all()).toEqual([]);
  });

  it('a request for 11-26 08:00 in Broken Bow, paid at 11-23 20:00 UTC, must be answered 48 hours before the event (11-24 14:00 UTC), sooner than a day later', async () => {
    const asked = await addWholeHog();
    const { client } = await signUp(t.app);
    await book(client, asked.id, { guestCount: null, selectedDate: '2026-11-26', selectedTime: '08:00' });
    const intent = await confirmCart(client);
    await fulfilPayment(t.db, (await paymentOf(intent)).id, new Date('2026-11-23T20:00:00.000Z'));
    const [order] = await t.db.select().from(orders).all();
    expect(order?.respondBy).toBe('2026-11-24T14:00:00.000Z');
  });

  it('a request paid on a line with no day (a row from before days were required) is answered within a day: 11-24 12:00 UTC', async () => {
    const asked = await addWholeHog();
    const { client } = await signUp(t.app);
    await book(client, asked.id, { guestCount: null });
    const intent = await confirmCart(client);
    await t.db
      .update(paymentItems)
      .set({ selectedDate: null })
      .where(eq(paymentItems.paymentId, (await paymentOf(intent)).id))
      .run();
    await fulfilPayment(t.db, (await paymentOf(intent)).id, t.clock.now());
    const [order] = await t.db.select().from(orders).all();
    expect(order).toMatchObject({
      status: 'pending',
      scheduledDate: null,
      respondBy: '2026-11-24T12:00:00.000Z',
    });
  });

  it('a $0 checkout posts no charge and holds nothing', async () => {
    const free = await addVendor(t.db, { businessName: 'Fiddler' });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', { vendorId: free.id, serviceId: null, selectedDate: '2026-12-12' });
    const intent = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const payment = await paymentOf(intent);
    expect(payment.provider).toBe('none');
    await fulfilPayment(t.db, payment.id, t.clock.now());
    expect(await t.db.select().from(orders).all()).toMatchObject([{ status: 'accepted', amountCents: 0 }]);
    expect(await t.db.select().from(ledgerEntries).all()).toEqual([]);
    expect((await t.db.select().from(payments).get())?.holdStatus).toBe('none');
  });
});

describe('fulfilling, refused', () => {
  it("an unknown payment: 409 'No such payment'", async () => {
    await expect(fulfilPayment(t.db, 'nope', t.clock.now())).rejects.toThrow(
      expect.objectContaining({ status: 409, message: 'No such payment' }),
    );
  });

  it("a payment replaced by a newer one fulfils nothing: 'This payment was replaced by a newer one'", async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const first = (await client.post('/api/cart/checkout')).json as CheckoutIntent;
    const old = await paymentOf(first);
    await book(client, buffet.id, { selectedDate: '2026-12-19' });
    await client.post('/api/cart/checkout');
    expect((await t.db.select().from(payments).where(eq(payments.id, old.id)).get())?.status).not.toBe(
      'open',
    );
    await expect(fulfilPayment(t.db, old.id, t.clock.now())).rejects.toThrow(
      expect.objectContaining({ status: 409, message: 'This payment was replaced by a newer one' }),
    );
    expect(await t.db.select().from(orders).all()).toEqual([]);
  });

  it('a payment whose lines do not add up to its amount, or that has no lines, makes no order', async () => {
    const words = 'This payment does not match what it covers. Please contact us so we can sort it out.';
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    await t.db
      .update(paymentItems)
      .set({ priceCents: 73_999 })
      .where(eq(paymentItems.paymentId, payment.id))
      .run();
    await expect(fulfilPayment(t.db, payment.id, t.clock.now())).rejects.toThrow(
      expect.objectContaining({ status: 409, message: words }),
    );
    // No lines at all, for an amount of $0: still nothing to fulfil.
    await t.db.delete(paymentItems).where(eq(paymentItems.paymentId, payment.id)).run();
    await t.db.update(payments).set({ amountCents: 0 }).where(eq(payments.id, payment.id)).run();
    await expect(fulfilPayment(t.db, payment.id, t.clock.now())).rejects.toThrow(
      expect.objectContaining({ status: 409, message: words }),
    );
    expect(await t.db.select().from(orders).all()).toEqual([]);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)).get())?.status).toBe(
      'open',
    );
  });

  it('a payment fulfilled already answers the same orders and announces no ticket or refund again', async () => {
    const { client } = await signUp(t.app);
    await book(client, buffet.id);
    const intent = await confirmCart(client);
    const payment = await paymentOf(intent);
    const first = await fulfilPayment(t.db, payment.id, t.clock.now());
    expect(first.newTicketIds).toHaveLength(1);
    expect(first.refundIds).toEqual([]);
    const again = await fulfilPayment(t.db, payment.id, t.clock.now());
    expect(again.newTicketIds).toEqual([]);
    expect(again.refundIds).toEqual([]);
    expect(again.result.orderIds).toEqual(first.result.orderIds);
  });
});

describe('fulfilling a paid offer', () => {
  /** A customer's request for 2026-12-12 answered by Smokehouse at $1250.00, in the cart and paid. */
  async function paidOffer() {
    const { client: customer } = await signUp(t.app);
    const smoke = await vendorWithOwner(t.app, t.db, 'Smokehouse');
    const quote = await sendQuote(customer, { category: 'catering' });
    const offer = (await makeOffer(smoke.client, quote.id, smoke.vendor.id)).json;
    expect((await customer.post(`/api/offers/${offer.id}/book`)).status).toBe(201);
    const intent = await confirmCart(customer);
    return { customer, smoke, offer, payment: await paymentOf(intent) };
  }
  const offerStatus = async (id: string) =>
    (await t.db.select({ status: quoteOffers.status }).from(quoteOffers).where(eq(quoteOffers.id, id)).get())
      ?.status;

  it('an open offer paid for is booked, and its order carries it', async () => {
    const { offer, payment } = await paidOffer();
    const done = await fulfilPayment(t.db, payment.id, t.clock.now());
    expect(await t.db.select().from(orders).all()).toMatchObject([
      { offerId: offer.id, status: 'accepted', amountCents: 125_000 },
    ]);
    expect(await offerStatus(offer.id)).toBe('booked');
    expect(done.refundIds).toEqual([]);
  });

  it('an offer withdrawn while its hold ran out is refunded $1250.00 in full, saying the offer was no longer open', async () => {
    const { smoke, offer, payment } = await paidOffer();
    t.clock.advance(16 * 60_000);
    expect((await smoke.client.post(`/api/vendor/offers/${offer.id}/withdraw`)).status).toBe(200);
    const done = await fulfilPayment(t.db, payment.id, t.clock.now());
    const [order] = await t.db.select().from(orders).all();
    expect(order).toMatchObject({ offerId: null, status: 'cancelled', cancellationReason: OFFER_GONE });
    const refund = await t.db.select().from(refunds).get();
    expect(refund?.amountCents).toBe(125_000);
    expect(done.refundIds).toEqual([refund?.id]);
    expect(done.result.refunded).toMatchObject([
      {
        amount: '1250.00',
        reason:
          "The vendor's offer was no longer open when your payment arrived. You have been refunded in full.",
      },
    ]);
    expect(await offerStatus(offer.id)).toBe('withdrawn');
  });

  it('an open offer whose day someone else took is refunded for the day, and the offer is not booked', async () => {
    const { smoke, offer, payment } = await paidOffer();
    await someoneElseTakes('2026-12-12', smoke.vendor.id);
    const done = await fulfilPayment(t.db, payment.id, t.clock.now());
    const mine = await t.db.select().from(orders).where(eq(orders.paymentId, payment.id)).all();
    expect(mine).toMatchObject([{ offerId: null, status: 'cancelled', cancellationReason: DAY_TAKEN }]);
    expect(await offerStatus(offer.id)).toBe('open');
    expect(done.refundIds).toHaveLength(1);
  });
});
