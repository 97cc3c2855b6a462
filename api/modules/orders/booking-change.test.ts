import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import type { ThreadPage, ThreadView } from '../../contracts/threads';
import { jobTickets, orders, refunds } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { signUp } from '../../test/harness';
import { changeOf, changeWorld } from './booking-change-test-kit';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

describe('more guests: the difference is its own payment', () => {
  it('20 → 25 guests at $50.00 charges $250.00 more, and the books follow to the cent', async () => {
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(200);
    const answer = asked.json as BookingChangeResult;
    expect(answer.clientSecret).toEqual(expect.any(String));
    expect(answer.change).toMatchObject({
      status: 'awaiting_payment',
      from: { guestCount: 20, amount: '1000.00' },
      to: { guestCount: 25, amount: '1250.00' },
      difference: '250.00',
    });
    // Nothing moves until the card goes through.
    expect((await w.order(orderId))?.amountCents).toBe(100_000);
    const [row] = await w.changes(orderId);
    expect(await w.intent(row?.intentId ?? null)).toMatchObject({
      amountCents: 25_000,
      captureMethod: 'manual',
    });

    const done = await w.payDifference(client, orderId, answer);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'accepted' });
    expect(await w.order(orderId)).toMatchObject({
      amountCents: 125_000,
      feeCents: 6_250,
      metadata: expect.objectContaining({ guestCount: 25 }),
    });
    expect(await w.intent(row?.intentId ?? null)).toMatchObject({
      status: 'succeeded',
      capturedCents: 25_000,
    });
    expect(await w.entry(`change:${row?.id}`)).toMatchObject({
      kind: 'change_charge',
      fromAccount: 'card',
      toAccount: 'held',
      amountCents: 25_000,
      orderId,
    });
    const ticket = await w.t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).get();
    expect(ticket?.guestCount).toBe(25);
    expect((await w.detail(client, orderId)).change).toMatchObject({
      status: 'accepted',
      to: { guestCount: 25 },
    });
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('a declined card leaves the change waiting for its payment and the booking as it was', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    await client.post('/api/payments/local/confirm', {
      clientSecret: answer.clientSecret,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 30',
      cvc: '123',
    });
    const done = await client.post(`/api/orders/${orderId}/change/complete`);
    expect(done.status).toBe(402);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_payment' }]);
    expect((await w.order(orderId))?.amountCents).toBe(100_000);
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});

describe('fewer guests: the difference comes back by the booking’s policy', () => {
  it('17 days out (standard): 20 → 16 guests refunds $200.00 less the 3% fee, $194.00, once', async () => {
    const { client, orderId } = await w.bookBuffet();
    const quote = await client.post(`/api/orders/${orderId}/change/quote`, { guestCount: 16 });
    expect(quote.json).toEqual({
      amount: '1000.00',
      newAmount: '800.00',
      difference: '-200.00',
      refundAmount: '194.00',
    });
    expect(await w.changes(orderId)).toEqual([]);
    const asked = await w.change(client, orderId, { guestCount: 16 });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      clientSecret: null,
      change: { status: 'accepted', difference: '-200.00', refundAmount: '194.00' },
    });
    expect(await w.order(orderId)).toMatchObject({
      amountCents: 80_000,
      feeCents: 4_000,
      refundLock: 'full_minus_fee',
    });
    const [change] = await w.changes(orderId);
    expect(await w.t.db.select().from(refunds).all()).toMatchObject([
      { orderId, kind: 'change', key: `change:${change?.id}`, amountCents: 19_400, status: 'succeeded' },
    ]);
    expect(await w.providerRefundCents()).toEqual([19_400]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('strict, 10 days out: nothing comes back and the booking stays locked at no refund', async () => {
    const { client, orderId } = await w.bookBuffet('2026-12-03');
    await w.t.db.update(orders).set({ cancellationPolicy: 'strict' }).where(eq(orders.id, orderId)).run();
    const asked = await w.change(client, orderId, { guestCount: 16, scheduledDate: '2026-12-20' });
    expect(asked.json).toMatchObject({ change: { status: 'accepted', refundAmount: '0.00' } });
    expect(await w.t.db.select().from(refunds).all()).toEqual([]);
    // Moving the day 27 days out does not buy back the half a strict booking gives 14 days before.
    expect(await w.order(orderId)).toMatchObject({ scheduledDate: '2026-12-20', refundLock: 'none' });
    const quote = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect(quote.json).toMatchObject({ status: 'cancelled' });
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});

describe('a new day', () => {
  it('free: an instant booking moves at once, with its span, its ticket and both sides told', async () => {
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-17', selectedTime: '17:00' });
    expect(changeOf(asked)).toMatchObject({ status: 'accepted', difference: '0.00' });
    expect(await w.order(orderId)).toMatchObject({
      scheduledDate: '2026-12-17',
      amountCents: 100_000,
      // 17:00 in Broken Bow (UTC−6 in December).
      startsAt: '2026-12-17T23:00:00.000Z',
    });
    const ticket = await w.t.db.select().from(jobTickets).where(eq(jobTickets.orderId, orderId)).get();
    expect(ticket).toMatchObject({ scheduledDate: '2026-12-17', scheduledTime: '17:00' });
    // The booking's thread says what changed, for the customer who asked it, as the vendor reads it.
    const thread = (await w.owner.client.post('/api/threads', { orderId })).json as ThreadView;
    const page = (await w.owner.client.get(`/api/threads/${thread.id}/messages`)).json as ThreadPage;
    expect(page.messages.map((m) => m.body)).toEqual([
      'Booking changed: Buffet is now on Thursday, December 17, 2026 at 5:00 PM for $1,000.00.',
    ]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('taken by another customer: 409 and nothing changes', async () => {
    await w.bookBuffet('2026-12-17');
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, { scheduledDate: '2026-12-17' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'Lakeside Co is not available on Thu, Dec 17. Pick another day.',
    });
    expect(await w.changes(orderId)).toEqual([]);
    expect((await w.order(orderId))?.scheduledDate).toBe('2026-12-10');
  });

  it('refuses what checkout refuses: too many guests, too little notice, too few hours', async () => {
    const { client, orderId } = await w.bookBuffet();
    expect((await w.change(client, orderId, { guestCount: 61 })).json).toMatchObject({
      message: 'Buffet serves at most 60 guests',
    });
    const soon = await w.change(client, orderId, { scheduledDate: '2026-11-24' });
    expect(soon.status).toBe(400);
    expect(soon.json).toMatchObject({ message: expect.stringContaining('Buffet needs 48 hours') });
    expect((await w.change(client, orderId, {})).status).toBe(400);
    const dj = await w.bookDj();
    const short = await w.change(dj.client, dj.orderId, { endTime: '20:00' });
    expect(short.json).toMatchObject({ message: 'Party DJ is booked for at least 2 hours' });
  });

  it('another customer’s booking is a 404', async () => {
    const { orderId } = await w.bookBuffet();
    const { client: stranger } = await signUp(w.t.app);
    expect((await w.change(stranger, orderId, { guestCount: 25 })).status).toBe(404);
  });
});

describe('a request service: the vendor answers', () => {
  it('3 → 4 hours: $100.00 held, captured when the vendor accepts', async () => {
    const { client, orderId } = await w.bookDj();
    const answer = (await w.change(client, orderId, { endTime: '23:00' })).json as BookingChangeResult;
    expect(answer.change).toMatchObject({ difference: '100.00', to: { amount: '400.00' } });
    const paid = await w.payDifference(client, orderId, answer);
    expect(paid.json).toMatchObject({ status: 'awaiting_vendor', respondBy: expect.any(String) });
    expect((await w.detail(client, orderId)).change).toMatchObject({ status: 'awaiting_vendor' });
    const [row] = await w.changes(orderId);
    expect((await w.intent(row?.intentId ?? null))?.status).toBe('requires_capture');

    const { client: stranger } = await signUp(w.t.app, 'vendor');
    expect((await stranger.post(`/api/vendor/changes/${row?.id}/accept`)).status).toBe(404);
    const accepted = await w.owner.client.post(`/api/vendor/changes/${row?.id}/accept`);
    expect(accepted.json).toMatchObject({ status: 'accepted' });
    expect(await w.order(orderId)).toMatchObject({
      amountCents: 40_000,
      metadata: expect.objectContaining({ endTime: '23:00' }),
    });
    expect(await w.intent(row?.intentId ?? null)).toMatchObject({
      status: 'succeeded',
      capturedCents: 10_000,
    });
    expect((await w.owner.client.post(`/api/vendor/changes/${row?.id}/accept`)).status).toBe(409);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('declined: the held difference is released and the booking stays as it was', async () => {
    const { client, orderId } = await w.bookDj();
    const answer = (await w.change(client, orderId, { endTime: '23:00' })).json as BookingChangeResult;
    await w.payDifference(client, orderId, answer);
    const [row] = await w.changes(orderId);
    const declined = await w.owner.client.post(`/api/vendor/changes/${row?.id}/decline`, {
      reason: 'Booked late',
    });
    expect(declined.json).toMatchObject({ status: 'declined', reason: 'Booked late' });
    expect((await w.intent(row?.intentId ?? null))?.status).toBe('canceled');
    expect(await w.changes(orderId)).toMatchObject([{ holdStatus: 'released' }]);
    expect(await w.order(orderId)).toMatchObject({
      amountCents: 30_000,
      metadata: expect.objectContaining({ endTime: '22:00' }),
    });
    expect(await w.entry(`change:${row?.id}`)).toBeUndefined();
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});
