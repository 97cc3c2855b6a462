import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import { bookingChanges, localPaymentIntents, orders } from '../../db/schema';
import { reconcile } from '../../ledger/reconcile';
import { conflict } from '../../lib/errors';
import { beforeWrite } from '../../test/triggers';
import { acceptChange } from './booking-change-decide';
import { changeIntentWentThrough, ONE_OPEN_CHANGE } from './booking-change-request';
import { changeWorld } from './booking-change-test-kit';
import { createHoldJob } from './hold-job';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('asking to change a booking, refused', () => {
  it('a request the vendor has not answered yet (its card only held) is a 409: "This booking waits for the vendor’s answer. Change it once it is accepted."', async () => {
    const { client, orderId } = await w.bookDjRequest();
    const asked = await w.change(client, orderId, { endTime: '23:00' });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'This booking waits for the vendor’s answer. Change it once it is accepted.',
    });
    expect(await w.changes(orderId)).toEqual([]);
  });

  it('while the provider is capturing the booking’s held card, a change is refused the same way', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.setPaymentHold(orderId, 'capturing');
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({
      message: 'This booking waits for the vendor’s answer. Change it once it is accepted.',
    });
    expect(await w.changes(orderId)).toEqual([]);
  });

  it('while a change waits for its payment, a second is told so first, even one its own terms would refuse', async () => {
    const { client, orderId } = await w.bookBuffet();
    expect((await w.change(client, orderId, { guestCount: 25 })).status).toBe(200);
    const second = await w.change(client, orderId, { guestCount: 5 });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ message: ONE_OPEN_CHANGE });
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_payment', toGuests: 25 }]);
  });

  it('while a paid change waits for the vendor, a second is told so first as well', async () => {
    const { client, orderId } = await w.djChangeWaiting();
    const second = await w.change(client, orderId, { endTime: '20:00' });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ message: ONE_OPEN_CHANGE });
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_vendor', toEndTime: '23:00' }]);
  });

  it('another server’s open change committed between the check and the insert: the unique index answers, and so does the 409', async () => {
    const { client, orderId } = await w.bookBuffet();
    // What a second instance on the same database would do in that gap: its own open change lands first.
    await beforeWrite(w.t.db, {
      name: 'rival_change',
      before: 'insert on booking_changes',
      first: `INSERT INTO booking_changes (id, order_id, customer_id, status, from_amount_cents, to_amount_cents)
        VALUES ('rival-' || NEW.id, NEW.order_id, NEW.customer_id, 'awaiting_vendor', 0, 0);`,
      write: 'proceed',
    });
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ message: ONE_OPEN_CHANGE });
    expect(await w.changes(orderId)).toEqual([]);
  });
});

describe('asking to change a booking, answered', () => {
  it('an instant booking’s change that costs no more is accepted at once, decided by the system', async () => {
    const { client, orderId } = await w.bookBuffet();
    const asked = await w.change(client, orderId, { guestCount: 16 });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ clientSecret: null, change: { status: 'accepted' } });
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'accepted', decidedBy: 'system', holdStatus: 'none' },
    ]);
    expect((await w.order(orderId))?.amountCents).toBe(80_000);
  });

  it('a booking made without a payment of its own is priced and asked like any other', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.t.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId)).run();
    const asked = await w.change(client, orderId, { guestCount: 25 });
    expect(asked.status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_payment', toAmountCents: 125_000 }]);
  });
});

describe('completing a change’s payment', () => {
  it('a booking with no change answers 404 "This booking has no change"', async () => {
    const { client, orderId } = await w.bookBuffet();
    const done = await client.post(`/api/orders/${orderId}/change/complete`);
    expect(done.status).toBe(404);
    expect(done.json).toMatchObject({ message: 'This booking has no change' });
  });

  it('before the card is confirmed it is a 402 "The payment has not gone through", and the change still waits', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { guestCount: 25 });
    const done = await client.post(`/api/orders/${orderId}/change/complete`);
    expect(done.status).toBe(402);
    expect(done.json).toMatchObject({
      message: 'The payment has not gone through',
      code: 'payment_required',
    });
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'awaiting_payment', holdStatus: 'none', provider: 'local', captureMethod: 'manual' },
    ]);
    expect((await w.order(orderId))?.amountCents).toBe(100_000);
  });

  it('a payment the provider holds for another amount than the $250.00 difference is a 409, and nothing moves', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    const intentId = (await w.changes(orderId))[0]?.intentId ?? '';
    await w.t.db
      .update(localPaymentIntents)
      .set({ amountCents: 24_999 })
      .where(eq(localPaymentIntents.id, intentId))
      .run();
    const done = await w.payDifference(client, orderId, answer);
    expect(done.status).toBe(409);
    expect(done.json).toMatchObject({
      message: 'This payment does not match the change. Please contact us so we can sort it out.',
    });
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_payment' }]);
    expect((await w.order(orderId))?.amountCents).toBe(100_000);
  });
});

describe('completing a change’s payment, once it is settled', () => {
  it('an instant booking’s paid rise is accepted by the system', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    expect((await w.payDifference(client, orderId, answer)).status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'accepted', decidedBy: 'system', holdStatus: 'captured' },
    ]);
  });

  it('a change withdrawn after 30 minutes unpaid answers as it stands when the customer comes back', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { guestCount: 25 });
    w.t.clock.advance(30 * 60_000);
    await createHoldJob({ db: w.t.db, pay: w.t.payments, clock: w.t.clock }).run();
    const done = await client.post(`/api/orders/${orderId}/change/complete`);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'withdrawn', reason: 'The difference was not paid.' });
  });

  it('a change whose intent was never made (the provider was down) answers as it stands', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { guestCount: 25 });
    await w.t.db
      .update(bookingChanges)
      .set({ intentId: null })
      .where(eq(bookingChanges.orderId, orderId))
      .run();
    const done = await client.post(`/api/orders/${orderId}/change/complete`);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'awaiting_payment', difference: '250.00' });
  });

  it('a capture the provider refuses is answered as its error, and the paid change keeps waiting with its hold', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    await w.confirmDifference(client, answer);
    // The provider's own 409 (the hold ended on its side): not the day taken, so no decline.
    const pay = {
      ...w.t.payments,
      captureIntent: async () => {
        throw conflict('Only an authorised payment can be captured');
      },
    };
    const intentId = (await w.changes(orderId))[0]?.intentId ?? '';
    await expect(
      changeIntentWentThrough({ db: w.t.db, pay }, intentId, w.t.clock.now(), () => {}),
    ).rejects.toThrow('Only an authorised payment can be captured');
    expect(await w.changes(orderId)).toMatchObject([
      { status: 'awaiting_vendor', holdStatus: 'held', decidedBy: null },
    ]);
    expect((await w.order(orderId))?.amountCents).toBe(100_000);
  });

  it('a refused capture retried by the webhook, twice at once, once the provider answers: accepted and charged once, the books to the cent', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    await w.confirmDifference(client, answer);
    const intentId = (await w.changes(orderId))[0]?.intentId ?? '';
    const refusing = {
      ...w.t.payments,
      captureIntent: async () => {
        throw new Error('The card network is unreachable');
      },
    };
    const now = w.t.clock.now();
    await expect(
      changeIntentWentThrough({ db: w.t.db, pay: refusing }, intentId, now, () => {}),
    ).rejects.toThrow();
    // The moved change is held; the retries are the vendor's accept path, which captures once.
    const deps = { db: w.t.db, pay: w.t.payments };
    const changeId = (await w.changes(orderId))[0]?.id ?? '';
    const tries = await Promise.allSettled([
      acceptChange(deps, changeId, 'system', now),
      acceptChange(deps, changeId, 'system', now),
    ]);
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'accepted', holdStatus: 'captured' }]);
    expect(await w.intent(intentId)).toMatchObject({ status: 'succeeded', capturedCents: 25_000 });
    expect((await w.order(orderId))?.amountCents).toBe(125_000);
    expect(await w.entry(`change:${changeId}`)).toMatchObject({ kind: 'change_charge', amountCents: 25_000 });
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('a webhook for an intent that is no change’s records nothing', async () => {
    const recorded: string[] = [];
    await changeIntentWentThrough({ db: w.t.db, pay: w.t.payments }, 'pi_not_a_change', w.t.clock.now(), () =>
      recorded.push('event'),
    );
    expect(recorded).toEqual([]);
  });
});

describe('dropping unpaid changes', () => {
  it('a difference paid but never completed (the browser closed) is completed at the 30 minutes, not dropped', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    await w.confirmDifference(client, answer);
    w.t.clock.advance(30 * 60_000);
    await createHoldJob({ db: w.t.db, pay: w.t.payments, clock: w.t.clock }).run();
    expect(await w.changes(orderId)).toMatchObject([{ status: 'accepted', holdStatus: 'captured' }]);
    expect((await w.order(orderId))?.amountCents).toBe(125_000);
  });

  it('a change whose intent the provider cannot cancel is logged by its id, and the next one is still withdrawn', async () => {
    const first = await w.bookBuffet('2026-12-10');
    const second = await w.bookBuffet('2026-12-11');
    await w.change(first.client, first.orderId, { guestCount: 25 });
    await w.change(second.client, second.orderId, { guestCount: 25 });
    const broken = (await w.changes(first.orderId))[0]?.id ?? '';
    await w.t.db
      .update(bookingChanges)
      .set({ intentId: 'pi_gone' })
      .where(eq(bookingChanges.id, broken))
      .run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    w.t.clock.advance(30 * 60_000);
    await createHoldJob({ db: w.t.db, pay: w.t.payments, clock: w.t.clock }).run();
    expect(logged).toHaveBeenCalledWith(
      `booking changes: unpaid change ${broken} was not dropped`,
      expect.objectContaining({ message: 'No such payment' }),
    );
    expect(await w.changes(first.orderId)).toMatchObject([{ status: 'awaiting_payment' }]);
    expect(await w.changes(second.orderId)).toMatchObject([
      { status: 'withdrawn', reason: 'The difference was not paid.' },
    ]);
  });
});
