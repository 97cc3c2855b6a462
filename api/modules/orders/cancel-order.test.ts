import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationQuote } from '../../contracts/cancellation';
import { notifications, orders } from '../../db/schema';
import { signUpAdmin } from '../../test/harness';
import { changeWorld } from './booking-change-test-kit';
import { type CancelInput, cancelInTx } from './cancel-order';

// The world of booking changes: Mon 2026-11-23 12:00 UTC; Lakeside Co's buffet (instant, $50.00 a
// guest) and DJ (a request the vendor answers, $100.00 an hour).
let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

const byAdmin = (orderId: string, refundCents: CancelInput['refundCents']): CancelInput => ({
  orderId,
  move: 'adminCancel',
  actor: 'admin',
  actorId: null,
  reason: 'Dispute settled',
  refundCents,
  now: w.t.clock.now(),
});
const cancelNow = (input: CancelInput) => w.t.db.transaction((tx) => cancelInTx(tx, input));

describe('cancelling, refused', () => {
  it('a booking that does not exist: 404 "Booking not found"', async () => {
    await expect(cancelNow(byAdmin('no-such-order', () => 0))).rejects.toThrow('Booking not found');
  });

  it('while the provider captures its payment: 409 "The payment for this booking is being settled. Please try again in a minute."', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.setPaymentHold(orderId, 'capturing');
    const res = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      message: 'The payment for this booking is being settled. Please try again in a minute.',
    });
    expect((await w.order(orderId))?.status).toBe('accepted');
  });

  it('a completed booking, even by an admin: 409 "This booking is completed and cannot be cancelled"', async () => {
    const { orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, orderId)).run();
    const admin = await signUpAdmin(w.t.app, w.t.db);
    const res = await admin.client.post(`/api/admin/orders/${orderId}/cancel`, {
      refundAmount: '10',
      reason: 'Dispute',
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'This booking is completed and cannot be cancelled' });
  });

  it('an admin’s booking id that does not exist: 404 "Booking not found"', async () => {
    const admin = await signUpAdmin(w.t.app, w.t.db);
    const res = await admin.client.post('/api/admin/orders/no-such-order/cancel', {
      refundAmount: '10',
      reason: 'Dispute',
    });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ message: 'Booking not found' });
  });

  it.each([
    ['below zero', -1],
    ['a part of a cent', 12.5],
  ])(
    'a refund %s: 400 "A refund must be a whole number of cents, not below zero", and nothing moves',
    async (_, cents) => {
      const { orderId } = await w.bookBuffet();
      await expect(cancelNow(byAdmin(orderId, () => cents))).rejects.toThrow(
        'A refund must be a whole number of cents, not below zero',
      );
      expect((await w.order(orderId))?.status).toBe('accepted');
    },
  );
});

describe('cancelling, done', () => {
  it('an admin may give back exactly all that was charged: $1,000.00 of $1,000.00', async () => {
    const { orderId } = await w.bookBuffet();
    const admin = await signUpAdmin(w.t.app, w.t.db);
    const res = await admin.client.post(`/api/admin/orders/${orderId}/cancel`, {
      refundAmount: '1000.00',
      reason: 'The buffet never came',
    });
    expect(res.json).toEqual({ status: 'cancelled', refundAmount: '1000.00' });
    expect(await w.providerRefundCents()).toEqual([100_000]);
  });

  it('a booking made without a payment of its own is cancelled with nothing to give back', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId)).run();
    const res = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect(res.json).toEqual({ status: 'cancelled', refundAmount: '0.00' });
    // No reason given: the history and the vendor read the customer's own words for it.
    expect(await w.order(orderId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the customer.',
    });
  });

  it('a request the vendor declines is told to the customer as declined, not cancelled', async () => {
    const { client, orderId } = await w.bookDjRequest();
    const declined = await w.owner.client.post(`/api/vendor/orders/${orderId}/decline`, { reason: 'Booked' });
    expect(declined.status).toBe(200);
    const customerId = (await w.order(orderId))?.customerId ?? '';
    const told = await w.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customerId), eq(notifications.kind, 'booking-declined')))
      .all();
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Lakeside Co declined your booking');
    expect((await w.detail(client, orderId)).status).toBe('cancelled');
  });
});

describe('the cancellation quote’s words', () => {
  it('a booking with no date: "This booking has no date, so you get … back"', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ scheduledDate: null }).where(eq(orders.id, orderId)).run();
    const quote = (await client.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
    expect(quote.explanation).toBe(
      'This booking has no date, so you get $970.00 back: the full $1,000.00 less the 3% processing fee.',
    );
  });

  it('a cancelled booking: not cancellable, "This booking is cancelled and cannot be cancelled"', async () => {
    const { client, orderId } = await w.bookBuffet();
    expect((await client.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    const quote = (await client.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
    expect(quote).toMatchObject({
      cancellable: false,
      refundAmount: '0.00',
      explanation: 'This booking is cancelled and cannot be cancelled',
    });
    const again = await client.post(`/api/orders/${orderId}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'This booking is cancelled and cannot be cancelled' });
  });

  it('a $0 booking: "Nothing was charged for this booking, so there is nothing to refund."', async () => {
    const { client, orderId } = await w.bookServiceless();
    const quote = (await client.get(`/api/orders/${orderId}/cancellation`)).json as CancellationQuote;
    expect(quote).toMatchObject({
      cancellable: true,
      refundAmount: '0.00',
      explanation: 'Nothing was charged for this booking, so there is nothing to refund.',
    });
  });
});
