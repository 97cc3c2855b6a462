import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BookingChangeResult, BookingChangeView } from '../../contracts/booking-change';
import type { OrderDetail } from '../../contracts/checkout';
import {
  bookingChanges,
  ledgerEntries,
  localPaymentIntents,
  localRefunds,
  orders,
  payments,
} from '../../db/schema';
import { addService, addVendor } from '../../test/fixtures';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import type { CancelInput } from './cancel-order';

/**
 * A world for booking changes (issue 30), cancellations, notices and refunds: the clock reads Mon
 * 2026-11-23 12:00 UTC; Lakeside Co sells a per-person buffet at $50.00 a guest (instant, catering:
 * it gets a worker's ticket) and a per-hour DJ at $100.00 an hour that the vendor must accept first.
 * A day holds one event.
 */
export async function changeWorld(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = await makeTestApp(options);
  const owner = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { businessName: 'Lakeside Co', userId: owner.user.id });
  const buffet = await addService(t.db, vendor.id, {
    name: 'Buffet',
    category: 'catering',
    basePriceCents: 5_000,
    priceUnit: 'per person',
    minGuests: 10,
    maxGuests: 60,
  });
  const dj = await addService(t.db, vendor.id, {
    name: 'Party DJ',
    category: 'entertainment',
    basePriceCents: 10_000,
    priceUnit: 'per hour',
    minHours: 2,
    bookingMode: 'request',
  });

  /** A new customer books these lines of Lakeside Co in one cart and pays with the good card. */
  const bookCart = async (lines: Record<string, unknown>[]) => {
    const { client, user } = await signUp(t.app);
    for (const line of lines) {
      const added = await client.post('/api/cart/items', {
        vendorId: vendor.id,
        eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
        ...line,
      });
      expect(added.status).toBe(201);
    }
    const { orderIds } = await payCart(client);
    return { client, user, orderIds };
  };
  /** A new customer books a line and pays with the good card; the booking's id. */
  const book = async (line: Record<string, unknown>) => {
    const { client, orderIds } = await bookCart([line]);
    return { client, orderId: orderIds[0] ?? '' };
  };
  /** 20 guests at the buffet on Thu Dec 10 at 18:00: $1,000.00 charged. */
  const bookBuffet = (day = '2026-12-10') =>
    book({ serviceId: buffet.id, selectedDate: day, selectedTime: '18:00', guestCount: 20 });
  /** The DJ from 19:00 to 22:00 (Sat Dec 12 unless told), asked of the vendor: $300.00 held. */
  const bookDjRequest = (day = '2026-12-12') =>
    book({ serviceId: dj.id, selectedDate: day, selectedTime: '19:00', endTime: '22:00' });
  /** The DJ on Sat Dec 12 from 19:00 to 22:00, accepted by the vendor: $300.00 captured. */
  const bookDj = async () => {
    const booked = await bookDjRequest();
    expect((await owner.client.post(`/api/vendor/orders/${booked.orderId}/accept`)).status).toBe(200);
    return booked;
  };
  const change = (client: Client, orderId: string, body: Record<string, unknown>) =>
    client.post(`/api/orders/${orderId}/change`, body);
  /** A new customer books a vendor with no service (owned by `userId`) for Sat Dec 12: a $0 booking. */
  const bookServiceless = async (userId?: string) => {
    const fiddler = await addVendor(t.db, { businessName: 'Fiddler', userId });
    const { client } = await signUp(t.app);
    await client.post('/api/cart/items', {
      vendorId: fiddler.id,
      serviceId: null,
      selectedDate: '2026-12-12',
    });
    const [orderId = ''] = (await payCart(client)).orderIds;
    return { client, orderId };
  };
  /** Confirms a change's difference with the good card, and nothing more (a browser closed then). */
  const confirmDifference = async (client: Client, answer: BookingChangeResult) => {
    const confirmed = await client.post('/api/payments/local/confirm', {
      clientSecret: answer.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(confirmed.status).toBe(200);
  };
  /** Pays a change's difference with the good card, then asks the server to complete it. */
  const payDifference = async (client: Client, orderId: string, answer: BookingChangeResult) => {
    await confirmDifference(client, answer);
    return client.post(`/api/orders/${orderId}/change/complete`);
  };
  /** The DJ's 3 → 4 hours ($100.00 more), paid and waiting for the vendor. */
  const djChangeWaiting = async () => {
    const { client, orderId } = await bookDj();
    const answer = (await change(client, orderId, { endTime: '23:00' })).json as BookingChangeResult;
    expect((await payDifference(client, orderId, answer)).status).toBe(200);
    const row = await t.db.select().from(bookingChanges).where(eq(bookingChanges.orderId, orderId)).get();
    return { client, orderId, changeId: row?.id ?? '', intentId: row?.intentId ?? '' };
  };
  const order = (orderId: string) => t.db.select().from(orders).where(eq(orders.id, orderId)).get();
  /** Says the booking's payment is in this hold state (a capture in flight: 'capturing'). */
  const setPaymentHold = async (orderId: string, holdStatus: (typeof payments.$inferSelect)['holdStatus']) =>
    t.db
      .update(payments)
      .set({ holdStatus })
      .where(eq(payments.id, (await order(orderId))?.paymentId ?? ''))
      .run();
  const changes = (orderId: string) =>
    t.db.select().from(bookingChanges).where(eq(bookingChanges.orderId, orderId)).all();
  const entry = (key: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key)).get();
  const intent = (id: string | null) =>
    t.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, id ?? ''))
      .get();
  const detail = async (client: Client, orderId: string) =>
    (await client.get(`/api/orders/${orderId}`)).json as OrderDetail;
  /** The amounts the embedded provider paid back, in cents, oldest first. */
  const providerRefundCents = async () =>
    (await t.db.select().from(localRefunds).all()).map((r) => r.amountCents);
  return {
    t,
    owner,
    vendor,
    buffet,
    dj,
    book,
    bookCart,
    bookBuffet,
    bookDjRequest,
    bookDj,
    bookServiceless,
    setPaymentHold,
    change,
    confirmDifference,
    payDifference,
    djChangeWaiting,
    order,
    changes,
    entry,
    intent,
    detail,
    providerRefundCents,
  };
}

/** A vendor's cancel that gives all back, with no reason given: what a crash or a service may leave. */
export const vendorCancelOf = (orderId: string, now: Date): CancelInput => ({
  orderId,
  move: 'vendorCancel',
  actor: 'vendor',
  actorId: null,
  reason: null,
  refundCents: (o) => o.amountCents,
  now,
});

export const changeOf = (res: { json: unknown }) =>
  (res.json as BookingChangeResult).change as BookingChangeView;
