import { eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TipDone, TipOptions } from '../../contracts/tips';
import { localPaymentIntents, payouts, users } from '../../db/schema';
import { bookAndPay } from '../../ledger/ledger-test-kit';
import { balanceOf, PAID_OUT, postEntry, vendorAccount, workerAccount } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { type Client, makeTestApp, signUp } from '../../test/harness';
import { runPayouts } from '../payouts/payout-run';
import {
  BANK,
  completedJob,
  payoutRows,
  vendorEarningsOf,
  workerEarningsOf,
} from '../payouts/payout-test-kit';
import { askTip, completeTipOf, startedTip, tipEntries, tipNotices, tipRows, tipWorld } from './tip-test-kit';

// Tips with the embedded provider (issue 31): each its own payment, all of it to the person tipped.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let w: Awaited<ReturnType<typeof tipWorld>>;

// Whatever each test does, the books still add up at its end.
afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  w = await tipWorld(t);
});

const card = (client: Client, clientSecret: string, cardNumber = '4242 4242 4242 4242') =>
  client.post('/api/payments/local/confirm', { clientSecret, cardNumber, expiry: '12 / 30', cvc: '123' });

/** Tips and pays with the good card, then completes; the completion's answer. */
async function tipAndPay(orderId: string, payee: string, amount: string) {
  const { tipId, clientSecret } = await startedTip(w.customer, orderId, payee, amount);
  expect((await card(w.customer, clientSecret)).status).toBe(200);
  return { tipId, done: await completeTipOf(w.customer, orderId, tipId) };
}

describe('a tip', () => {
  it('is recorded once, all of it card → the person tipped, and they are told', async () => {
    const { orderId } = await w.job();
    const worker = await tipAndPay(orderId, 'worker', '10.00');
    expect(worker.done.status).toBe(200);
    expect(worker.done.json).toEqual({
      tipId: worker.tipId,
      payee: 'worker',
      amount: '10.00',
      status: 'paid',
    });
    // Completed again (a second tap, a retry): nothing more is written.
    expect((await completeTipOf(w.customer, orderId, worker.tipId)).json).toMatchObject({ status: 'paid' });
    const vendor = await tipAndPay(orderId, 'vendor', '25.50');
    expect(vendor.done.json).toMatchObject({ status: 'paid', amount: '25.50' });

    expect(
      (await tipEntries(t.db)).map((e) => [e.key, e.fromAccount, e.toAccount, e.amountCents, e.availableOn]),
    ).toEqual([
      [`tip:${worker.tipId}`, 'card', workerAccount(w.worker.userId), 1_000, '2026-12-07'],
      [`tip:${vendor.tipId}`, 'card', vendorAccount(w.shop.vendor.id), 2_550, '2026-12-07'],
    ]);
    expect((await tipNotices(t.db)).map((n) => [n.userId, n.body])).toEqual([
      [w.worker.userId, 'You received a $10.00 tip for Buffet on Saturday, December 5, 2026.'],
      [w.shop.ownerId, 'You received a $25.50 tip for Buffet on Saturday, December 5, 2026.'],
    ]);
    const options = (await w.customer.get(`/api/orders/${orderId}/tips`)).json as TipOptions;
    expect(options.payees).toEqual([
      { payee: 'worker', name: 'Test', tipped: '10.00' },
      { payee: 'vendor', name: 'Lakeside Co', tipped: '25.50' },
    ]);
  });

  it('is one per person per booking: a second, once paid, is refused', async () => {
    const { orderId } = await w.job();
    await tipAndPay(orderId, 'worker', '5.00');
    const again = await askTip(w.customer, orderId, 'worker', '5.00');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'You already tipped Test for this booking.' });
    expect(await tipRows(t.db)).toHaveLength(1);
  });

  it('asked again while unpaid answers the same intent; another amount replaces it', async () => {
    const { orderId } = await w.job();
    const [first, second] = await Promise.all([
      startedTip(w.customer, orderId, 'worker', '10.00'),
      startedTip(w.customer, orderId, 'worker', '10.00'),
    ]);
    expect(second).toEqual(first);
    const third = await startedTip(w.customer, orderId, 'worker', '10.00');
    expect(third).toEqual(first);
    // One intent beside the booking's own.
    expect(
      await t.db.select().from(localPaymentIntents).where(isNull(localPaymentIntents.cartId)).all(),
    ).toHaveLength(1);

    const changed = await startedTip(w.customer, orderId, 'worker', '20.00');
    expect(changed.tipId).toBe(first.tipId);
    expect(changed.clientSecret).not.toBe(first.clientSecret);
    // The first intent can no longer be paid: only the $20.00 one is.
    expect((await card(w.customer, first.clientSecret)).status).not.toBe(200);
    expect((await card(w.customer, changed.clientSecret)).status).toBe(200);
    expect((await completeTipOf(w.customer, orderId, first.tipId)).json).toMatchObject({
      amount: '20.00',
      status: 'paid',
    });
    expect((await tipEntries(t.db)).map((e) => e.amountCents)).toEqual([2_000]);
  });

  it('completed twice at once is recorded once', async () => {
    const { orderId } = await w.job();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'vendor', '15.00');
    await card(w.customer, clientSecret);
    const answers = await Promise.all([1, 2, 3].map(() => completeTipOf(w.customer, orderId, tipId)));
    expect(answers.map((a) => (a.json as TipDone).status)).toEqual(['paid', 'paid', 'paid']);
    expect(await tipEntries(t.db)).toHaveLength(1);
    expect(await tipNotices(t.db)).toHaveLength(1);
  });

  it('declined leaves nothing in the books, and can be paid with another card', async () => {
    const { orderId } = await w.job();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'worker', '10.00');
    expect((await card(w.customer, clientSecret, '4000 0000 0000 0002')).json).toMatchObject({
      status: 'failed',
    });
    const refused = await completeTipOf(w.customer, orderId, tipId);
    expect(refused.status).toBe(402);
    expect(await tipEntries(t.db)).toEqual([]);
    expect(await tipNotices(t.db)).toEqual([]);
    expect(await tipRows(t.db)).toMatchObject([{ status: 'open' }]);
    expect(await reconcile(t.db)).toEqual([]);
    await card(w.customer, clientSecret);
    expect((await completeTipOf(w.customer, orderId, tipId)).json).toMatchObject({ status: 'paid' });
  });

  it('is from $1.00 to $500.00', async () => {
    const { orderId } = await w.job();
    for (const amount of ['0.99', '500.01', '0', '-5.00', 'ten', '10.001']) {
      const answer = await askTip(w.customer, orderId, 'vendor', amount);
      expect(answer.status, amount).toBe(400);
      expect(answer.json).toMatchObject({ message: 'A tip is from $1.00 to $500.00.' });
    }
    expect((await askTip(w.customer, orderId, 'worker', '1.00')).status).toBe(200);
    expect((await askTip(w.customer, orderId, 'vendor', '500.00')).status).toBe(200);
    expect((await askTip(w.customer, orderId, 'nobody', '5.00')).status).toBe(400);
  });

  it('waits for the booking to be completed, and needs a worker who did the job', async () => {
    const orderId = await bookAndPay(w.customer, {
      vendorId: w.shop.vendor.id,
      serviceId: w.shop.photos.id,
      selectedDate: '2026-12-05',
    });
    const early = await askTip(w.customer, orderId, 'vendor', '10.00');
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ message: 'You can leave a tip once the booking is completed.' });
    expect((await w.customer.get(`/api/orders/${orderId}/tips`)).json).toEqual({ payees: [] });
    // The photo booth is delivered by its vendor: no worker's job, so no worker to tip.
    t.clock.set('2026-12-06T06:00:00.000Z');
    expect((await w.shop.owner.post(`/api/vendor/orders/${orderId}/delivered`)).status).toBe(200);
    const noWorker = await askTip(w.customer, orderId, 'worker', '10.00');
    expect(noWorker.status).toBe(409);
    expect(noWorker.json).toMatchObject({ message: 'No worker did this job, so there is no worker to tip.' });
    expect(((await w.customer.get(`/api/orders/${orderId}/tips`)).json as TipOptions).payees).toEqual([
      { payee: 'vendor', name: 'Lakeside Co', tipped: null },
    ]);
    expect(await tipRows(t.db)).toEqual([]);
  });

  it('is the booking customer’s own: anyone else gets the 404 of a booking that does not exist', async () => {
    const { orderId } = await w.job();
    const { tipId, clientSecret } = await startedTip(w.customer, orderId, 'worker', '10.00');
    const stranger = (await signUp(t.app)).client;
    for (const answer of [
      await askTip(stranger, orderId, 'worker', '10.00'),
      await completeTipOf(stranger, orderId, tipId),
      await stranger.get(`/api/orders/${orderId}/tips`),
      await card(stranger, clientSecret),
      await askTip(w.shop.owner, orderId, 'vendor', '10.00'),
    ])
      expect(answer.status).toBe(404);
    // A tip id under another booking of the customer's is not found either.
    const other = await bookAndPay(w.customer, {
      vendorId: w.shop.vendor.id,
      serviceId: w.shop.photos.id,
      selectedDate: '2026-12-20',
    });
    expect((await completeTipOf(w.customer, other, tipId)).status).toBe(404);
  });
});

describe('a tip’s payout', () => {
  it('goes whole with the payee’s next payout from the next business day, once', async () => {
    expect(
      (await w.shop.owner.post(`/api/vendor/payout-account?vendorId=${w.shop.vendor.id}`, BANK)).status,
    ).toBe(200);
    expect((await w.worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    const { orderId } = await w.job();
    const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    await run(); // Sunday: the job's pay goes, the share and the tips wait for Monday
    const worker = await tipAndPay(orderId, 'worker', '10.00');
    const vendor = await tipAndPay(orderId, 'vendor', '20.00');
    await run();
    expect((await payoutRows(t.db)).filter((p) => p.itemKey.startsWith('tip:'))).toEqual([]);

    t.clock.set('2026-12-07T12:00:00.000Z');
    await run();
    await run();
    const tipPayouts = (await payoutRows(t.db)).filter((p) => p.itemKey.startsWith('tip:'));
    const rows = tipPayouts.map((p) => [p.itemKey, p.payeeKind, p.amountCents, p.status, p.orderId]);
    expect(rows.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      [`tip:${vendor.tipId}`, 'vendor', 2_000, 'paid', null],
      [`tip:${worker.tipId}`, 'worker', 1_000, 'paid', null],
    ]);
    // Each lists its tip in Earnings, with its payout.
    expect((await workerEarningsOf(w.worker.client)).tips).toMatchObject([
      {
        tipId: worker.tipId,
        title: 'Tip from Test',
        amount: '10.00',
        payout: { amount: '10.00', status: 'paid' },
      },
    ]);
    expect((await vendorEarningsOf(w.shop.owner, w.shop.vendor.id)).tips).toMatchObject([
      {
        tipId: vendor.tipId,
        title: 'Tip from Test',
        amount: '20.00',
        payout: { amount: '20.00', status: 'paid' },
      },
    ]);
    expect(await balanceOf(t.db, workerAccount(w.worker.userId))).toBe(0);
    expect(await balanceOf(t.db, vendorAccount(w.shop.vendor.id))).toBe(0);
    expect(await balanceOf(t.db, PAID_OUT)).toBeGreaterThan(3_000);
  });

  it('counts in Earnings as the run pays it: available from its day, paid out once, in the month of its booking', async () => {
    expect(
      (await w.shop.owner.post(`/api/vendor/payout-account?vendorId=${w.shop.vendor.id}`, BANK)).status,
    ).toBe(200);
    expect((await w.worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    const { orderId } = await w.job(); // Saturday, December 5: the $200 buffet, $60 of work
    const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
    await run(); // Sunday: the job's $60 goes
    await tipAndPay(orderId, 'worker', '10.00');
    const vendorTip = await tipAndPay(orderId, 'vendor', '20.00');
    const vendorNow = () => vendorEarningsOf(w.shop.owner, w.shop.vendor.id);

    // Sunday: owed the $130 share and the $20 tip; neither is payable before Monday.
    const sunday = await vendorNow();
    expect(sunday.balance).toEqual({ owed: '150.00', available: '0.00', paidOut: '0.00' });
    expect(sunday.tips).toEqual([
      {
        tipId: vendorTip.tipId,
        title: 'Tip from Test',
        amount: '20.00',
        day: '2026-12-05',
        paidAt: expect.any(String),
        availableOn: '2026-12-07',
        payout: null,
      },
    ]);
    // A customer who never gave a first name.
    const tipper = eq(users.id, (await tipRows(t.db))[0]?.customerId ?? '');
    await t.db.update(users).set({ firstName: null }).where(tipper).run();
    expect((await vendorNow()).tips.map((tip) => tip.title)).toEqual(['Tip from a customer']);
    await t.db.update(users).set({ firstName: 'Test' }).where(tipper).run();
    expect((await workerEarningsOf(w.worker.client)).totals).toEqual({
      earned: '70.00',
      paidOut: '60.00',
      owed: '10.00',
    });

    // Monday: available is what the run then pays, the tip with the share.
    t.clock.set('2026-12-07T12:00:00.000Z');
    const monday = await vendorNow();
    expect(monday.balance).toEqual({ owed: '150.00', available: '150.00', paidOut: '0.00' });
    expect(monday.months).toEqual([
      {
        month: '2026-12',
        gross: '200.00',
        platformFee: '10.00',
        workerCosts: '60.00',
        refunds: '0.00',
        tips: '20.00',
        net: '150.00',
        paidOut: '0.00',
      },
    ]);
    await run();
    await run();
    const paidTo = async (kind: string) =>
      (await payoutRows(t.db))
        .filter((p) => p.payeeKind === kind)
        .reduce((total, p) => total + p.amountCents, 0);
    expect(await paidTo('vendor')).toBe(15_000);
    expect(await paidTo('worker')).toBe(7_000);

    // Paid out: not available again, counted once in the month and in all.
    const paid = await vendorNow();
    expect(paid.balance).toEqual({ owed: '0.00', available: '0.00', paidOut: '150.00' });
    expect(paid.months[0]).toMatchObject({ tips: '20.00', net: '150.00', paidOut: '150.00' });
    expect(paid.tips[0]?.payout).toMatchObject({ amount: '20.00', status: 'paid' });
    expect((await workerEarningsOf(w.worker.client)).totals).toEqual({
      earned: '70.00',
      paidOut: '70.00',
      owed: '0.00',
    });
    // A later booking's $130 is owed from its Saturday and payable from Monday: the tip paid out is
    // not counted available again meanwhile.
    await completedJob(
      { db: t.db, clock: t.clock, customer: w.customer, owner: w.shop.owner, worker: w.worker.client },
      { vendorId: w.shop.vendor.id, serviceId: w.shop.buffet.id, selectedDate: '2026-12-12' },
    );
    expect((await vendorNow()).balance).toEqual({ owed: '130.00', available: '0.00', paidOut: '150.00' });
    // Stripe refuses the tip's payout for good and it is given back (payout-run.ts): no longer paid out.
    const tipPayout = (await payoutRows(t.db)).find((p) => p.itemKey === `tip:${vendorTip.tipId}`);
    await t.db
      .update(payouts)
      .set({ status: 'failed' })
      .where(eq(payouts.id, tipPayout?.id ?? ''))
      .run();
    await postEntry(t.db, {
      key: `payout-failed:${tipPayout?.id}`,
      kind: 'payout',
      from: PAID_OUT,
      to: vendorAccount(w.shop.vendor.id),
      amountCents: 2_000,
      payoutId: tipPayout?.id,
      now: t.clock.now(),
    });
    expect((await vendorNow()).months[0]).toMatchObject({ tips: '20.00', paidOut: '130.00' });
  });
});
