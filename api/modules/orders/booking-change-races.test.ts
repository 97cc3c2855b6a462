import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingChangeResult } from '../../contracts/booking-change';
import { ledgerEntries, payouts, webhookEvents } from '../../db/schema';
import { balanceOf, vendorAccount } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { runPayouts } from '../payouts/payout-run';
import { BANK } from '../payouts/payout-test-kit';
import { changeIntentWentThrough } from './booking-change-request';
import { changeWorld } from './booking-change-test-kit';
import { createHoldJob } from './hold-job';

let w: Awaited<ReturnType<typeof changeWorld>>;
beforeEach(async () => {
  w = await changeWorld();
});

const open = async (orderId: string) =>
  (await w.changes(orderId)).filter((c) => c.status === 'awaiting_payment' || c.status === 'awaiting_vendor');
const changeCharges = () =>
  w.t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'change_charge')).all();
const holdJob = () => createHoldJob({ db: w.t.db, pay: w.t.payments, clock: w.t.clock });

describe('one open change per booking', () => {
  it('two changes at once: one waits for its payment, the other is a 409 that says why', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answers = await Promise.all([
      w.change(client, orderId, { guestCount: 25 }),
      w.change(client, orderId, { guestCount: 30 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({
      message: 'This booking already has a change waiting. Wait for its answer first.',
    });
    expect(await open(orderId)).toHaveLength(1);
  });

  it('a double click makes one change and one intent', async () => {
    const { client, orderId } = await w.bookBuffet();
    const body = { guestCount: 25 };
    const answers = await Promise.all([w.change(client, orderId, body), w.change(client, orderId, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await w.changes(orderId)).toHaveLength(1);
  });
});

describe('a change against a cancellation', () => {
  it('cancelling withdraws the waiting change and the hold job lets its difference go', async () => {
    const { client, orderId } = await w.bookDj();
    const answer = (await w.change(client, orderId, { endTime: '23:00' })).json as BookingChangeResult;
    await w.payDifference(client, orderId, answer);
    const [row] = await w.changes(orderId);
    expect((await client.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    expect(await w.changes(orderId)).toMatchObject([{ status: 'withdrawn', holdStatus: 'held' }]);
    await holdJob().run();
    expect(await w.changes(orderId)).toMatchObject([{ status: 'withdrawn', holdStatus: 'released' }]);
    expect((await w.intent(row?.intentId ?? null))?.status).toBe('canceled');
    expect((await w.owner.client.post(`/api/vendor/changes/${row?.id}/accept`)).status).toBe(409);
    expect(await w.order(orderId)).toMatchObject({ status: 'cancelled', amountCents: 30_000 });
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('a change and a cancel sent together end with a cancelled booking, no open change, balanced books', async () => {
    const { client, orderId } = await w.bookBuffet();
    await Promise.all([
      w.change(client, orderId, { guestCount: 16 }),
      client.post(`/api/orders/${orderId}/cancel`, {}),
    ]);
    expect((await w.order(orderId))?.status).toBe('cancelled');
    expect(await open(orderId)).toEqual([]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});

describe('the difference’s payment, exactly once', () => {
  it('Stripe’s webhook racing the browser’s completion captures and books the $250.00 once', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { guestCount: 25 })).json as BookingChangeResult;
    await client.post('/api/payments/local/confirm', {
      clientSecret: answer.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    const [row] = await w.changes(orderId);
    const webhook = changeIntentWentThrough(
      { db: w.t.db, pay: w.t.payments },
      row?.intentId ?? '',
      w.t.clock.now(),
      (tx) => tx.insert(webhookEvents).values({ id: 'evt_change', type: 'payment_intent.succeeded' }).run(),
    );
    const [browser] = await Promise.all([client.post(`/api/orders/${orderId}/change/complete`), webhook]);
    expect(browser.status).toBe(200);
    expect((await changeCharges()).map((e) => e.amountCents)).toEqual([25_000]);
    expect(await w.intent(row?.intentId ?? null)).toMatchObject({
      status: 'succeeded',
      capturedCents: 25_000,
    });
    expect(await w.t.db.select().from(webhookEvents).all()).toHaveLength(1);
    expect((await w.order(orderId))?.amountCents).toBe(125_000);
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});

describe('the new day taken while the customer pays the difference', () => {
  it('an instant booking’s change is declined by the server and its hold let go', async () => {
    const { client, orderId } = await w.bookBuffet();
    const answer = (await w.change(client, orderId, { scheduledDate: '2026-12-17', guestCount: 25 }))
      .json as BookingChangeResult;
    await w.bookBuffet('2026-12-17');
    const done = await w.payDifference(client, orderId, answer);
    expect(done.json).toMatchObject({
      status: 'declined',
      reason: 'The new day was taken meanwhile: this change can no longer be accepted.',
    });
    const [row] = await w.changes(orderId);
    expect(row).toMatchObject({ status: 'declined', decidedBy: 'system' });
    expect((await w.intent(row?.intentId ?? null))?.status).toBe('canceled');
    expect(await w.order(orderId)).toMatchObject({ scheduledDate: '2026-12-10', amountCents: 100_000 });
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});

describe('an unanswered change', () => {
  it('expires at its respond-by with the hold job: the difference is released, nothing else moves', async () => {
    const { client, orderId } = await w.bookDj();
    const answer = (await w.change(client, orderId, { endTime: '23:00' })).json as BookingChangeResult;
    await w.payDifference(client, orderId, answer);
    const [row] = await w.changes(orderId);
    w.t.clock.set(row?.respondBy ?? '');
    await holdJob().run();
    expect(await w.changes(orderId)).toMatchObject([{ status: 'expired', holdStatus: 'released' }]);
    expect((await w.intent(row?.intentId ?? null))?.status).toBe('canceled');
    expect(await w.order(orderId)).toMatchObject({ amountCents: 30_000, status: 'accepted' });
    expect(await changeCharges()).toEqual([]);
    expect(await reconcile(w.t.db)).toEqual([]);
  });

  it('waiting 30 minutes for its payment, it is withdrawn and a new change may be asked', async () => {
    const { client, orderId } = await w.bookBuffet();
    await w.change(client, orderId, { guestCount: 25 });
    w.t.clock.advance(29 * 60_000);
    await holdJob().run();
    expect(await w.changes(orderId)).toMatchObject([{ status: 'awaiting_payment' }]);
    w.t.clock.advance(60_000);
    await holdJob().run();
    expect(await w.changes(orderId)).toMatchObject([{ status: 'withdrawn' }]);
    expect((await w.intent((await w.changes(orderId))[0]?.intentId ?? null))?.status).toBe('canceled');
    expect((await w.change(client, orderId, { guestCount: 22 })).status).toBe(200);
  });

  it('a change and a payout run at once: the settled booking is paid its share once, the change refunds from held', async () => {
    const bank = await w.owner.client.post(`/api/vendor/payout-account?vendorId=${w.vendor.id}`, BANK);
    expect(bank.status).toBe(200);
    // The DJ ($300.00, Sat Dec 12) is delivered and settled; the buffet (20 guests, Sun Dec 20) is ahead.
    const dj = await w.bookDj();
    const buffet = await w.bookBuffet('2026-12-20');
    w.t.clock.set('2026-12-13T12:00:00.000Z');
    expect((await w.owner.client.post(`/api/vendor/orders/${dj.orderId}/delivered`)).status).toBe(200);
    // Mon Dec 14: the DJ's share may be paid out; the buffet is 6 days away (standard: half back).
    w.t.clock.set('2026-12-14T18:00:00.000Z');
    const [changed] = await Promise.all([
      w.change(buffet.client, buffet.orderId, { guestCount: 15 }),
      runPayouts({ db: w.t.db, pay: w.t.payments, clock: w.t.clock }),
    ]);
    expect(changed.status).toBe(200);
    await runPayouts({ db: w.t.db, pay: w.t.payments, clock: w.t.clock });
    // The DJ's $300.00 less Basic's 5 %: $285.00, paid once; the buffet's $250.00 fall gives half back.
    expect((await w.t.db.select().from(payouts).all()).map((p) => [p.itemKey, p.amountCents])).toEqual([
      [`order:${dj.orderId}`, 28_500],
    ]);
    expect((await w.entry(`refund:${(await w.changes(buffet.orderId))[0]?.refundId}`))?.amountCents).toBe(
      12_500,
    );
    expect(await balanceOf(w.t.db, vendorAccount(w.vendor.id))).toBe(0);
    expect(await reconcile(w.t.db)).toEqual([]);
  });
});
