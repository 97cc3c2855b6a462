import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { HOURLY_CENTS } from '../../contracts/worker-pay';
import type { Db } from '../../db/client';
import { notifications, orders } from '../../db/schema';
import {
  approvedWorker,
  bookAndPay,
  vendorWithServices,
  workJobThroughItsDay,
} from '../../ledger/ledger-test-kit';
import { settleOrder } from '../../ledger/order-books';
import { balanceOf, PAID_OUT } from '../../ledger/post';
import { reconcile } from '../../ledger/reconcile';
import { acquire } from '../../lib/job-lease';
import { addJob, addService, addVendor } from '../../test/fixtures';
import { Client, makeTestApp, ORIGIN, signUp } from '../../test/harness';
import { payCart } from '../../test/pay';
import { makeOffer, sendQuote } from '../../test/quote-fixtures';
import { tellOfRefusal } from './payout-notices';
import { createPayoutJob, openDuePayouts, runPayouts } from './payout-run';
import {
  BANK,
  completedJob,
  payoutEntries,
  payoutRows,
  vendorEarningsOf,
  workerEarningsOf,
} from './payout-test-kit';

// The payout run with the embedded provider: money recorded as paid to the method on file.
// The clock starts on Monday, November 23, 2026 (6 AM in Broken Bow); the catering job is on
// Saturday, December 5, so its share may be paid out on Monday, December 7.
let t: Awaited<ReturnType<typeof makeTestApp>>;
let shop: Awaited<ReturnType<typeof vendorWithServices>>;
let worker: Awaited<ReturnType<typeof approvedWorker>>;
let customer: Client;

// Whatever each test does, the books still add up at its end.
afterEach(async () => {
  vi.useRealTimers();
  expect(await reconcile(t.db)).toEqual([]);
});
beforeEach(async () => {
  t = await makeTestApp();
  shop = await vendorWithServices(t, 'Lakeside Co');
  worker = await approvedWorker(t);
  customer = (await signUp(t.app)).client;
});

const run = () => runPayouts({ db: t.db, pay: t.payments, clock: t.clock });
const setUpBank = async () => {
  expect((await shop.owner.post(`/api/vendor/payout-account?vendorId=${shop.vendor.id}`, BANK)).status).toBe(
    200,
  );
  expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
};
const buffetJob = (selectedDate = '2026-12-05') =>
  completedJob(
    { db: t.db, clock: t.clock, customer, owner: shop.owner, worker: worker.client },
    { vendorId: shop.vendor.id, serviceId: shop.buffet.id, selectedDate },
  );
const PAY = 3 * HOURLY_CENTS; // setup for 20 guests: 2 hours + 1
const SHARE = 20_000 - 1_000; // the $200 buffet less Basic's 5 %

describe('the payout run', () => {
  it('pays the worker once the job completes, and the vendor its share less the pay the next business day', async () => {
    await setUpBank();
    const { orderId, ticket } = await buffetJob();
    await run();
    expect(await payoutRows(t.db)).toMatchObject([
      {
        payeeKind: 'worker',
        payeeId: worker.userId,
        itemKey: `ticket:${ticket.id}`,
        amountCents: PAY,
        status: 'paid',
      },
    ]);
    // Monday, 9 AM in Broken Bow: the share is available.
    t.clock.set('2026-12-07T15:00:00.000Z');
    await run();
    const vendorPayout = (await payoutRows(t.db)).find((p) => p.payeeKind === 'vendor');
    expect(vendorPayout).toMatchObject({
      payeeId: shop.vendor.id,
      itemKey: `order:${orderId}`,
      amountCents: SHARE - PAY,
      status: 'paid',
      provider: 'local',
      paidAt: '2026-12-07T15:00:00.000Z',
    });
    // Each payout is its ledger entry, payee → paid_out, keyed by the payout.
    expect((await payoutEntries(t.db)).map((e) => [e.key, e.fromAccount, e.amountCents]).sort()).toEqual(
      (await payoutRows(t.db))
        .map((p) => [`payout:${p.id}`, `${p.payeeKind}:${p.payeeId}`, p.amountCents])
        .sort(),
    );
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(0);
    expect(await balanceOf(t.db, `worker:${worker.userId}`)).toBe(0);
    // Run again (and again): nothing more is paid.
    await run();
    await run();
    expect(await payoutRows(t.db)).toHaveLength(2);
    expect(await balanceOf(t.db, PAID_OUT)).toBe(SHARE);
    // The month counts the vendor's own payout, not the worker's from the same booking.
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).months).toEqual([
      {
        month: '2026-12',
        gross: '200.00',
        platformFee: '10.00',
        workerCosts: '60.00',
        refunds: '0.00',
        tips: '0.00',
        net: '130.00',
        paidOut: '130.00',
      },
    ]);
    // A $300 booking on Friday, December 11, is available on Monday the 14th: owed, not yet available,
    // and the $130 already paid is not available again.
    const photos = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-12-11',
    });
    t.clock.set('2026-12-12T06:00:00.000Z');
    expect((await shop.owner.post(`/api/vendor/orders/${photos}/delivered`)).status).toBe(200);
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).balance).toEqual({
      owed: '285.00',
      available: '0.00',
      paidOut: '130.00',
    });
  });

  it('two runs at once pay each item once', async () => {
    await setUpBank();
    await buffetJob();
    t.clock.set('2026-12-07T15:00:00.000Z');
    await Promise.all([run(), run(), run()]);
    expect((await payoutRows(t.db)).map((p) => p.payeeKind).sort()).toEqual(['vendor', 'worker']);
    expect(await payoutEntries(t.db)).toHaveLength(2);
  });

  it('leaves to another instance a payout it opened between this run’s read and its write: opened and paid once', async () => {
    await setUpBank();
    await buffetJob(); // the vendor's $130 is available Monday, December 7
    t.clock.set('2026-12-07T15:00:00.000Z');
    // A booking cancelled today leaves the vendor $135 available only tomorrow: the vendor's balance
    // still covers the $130 once the other instance has paid it.
    const photos = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-12-12',
    });
    expect((await customer.post(`/api/orders/${photos}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(SHARE - PAY + 13_500);
    // Both instances share the database; the other one's run falls between this run's read of what
    // is due and its first payout's transaction (one process cannot interleave them: both synchronous).
    let raced = false;
    const racedDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction' || raced) return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<Db['transaction']>) => {
          raced = true;
          await openDuePayouts({ db: t.db, pay: t.payments, clock: t.clock });
          return target.transaction(...args);
        };
      },
    });
    expect(await runPayouts({ db: racedDb, pay: t.payments, clock: t.clock })).toEqual({
      opened: 0,
      sent: 2,
    });
    expect((await payoutRows(t.db)).map((p) => [p.payeeKind, p.amountCents, p.status])).toEqual([
      ['vendor', SHARE - PAY, 'paid'],
      ['worker', PAY, 'paid'],
    ]);
    expect(await payoutEntries(t.db)).toHaveLength(2);
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(13_500);
  });

  it('pays nobody without a payout account: it waits, shown as owed, and goes once one is set up', async () => {
    const { orderId } = await buffetJob();
    t.clock.set('2026-12-07T15:00:00.000Z');
    await run();
    expect(await payoutRows(t.db)).toEqual([]);
    const before = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(before.payoutAccount).toBeNull();
    expect(before.balance).toEqual({ owed: '130.00', available: '130.00', paidOut: '0.00' });
    expect(before.lines).toMatchObject([{ orderId, net: '130.00', payout: null, availableOn: '2026-12-07' }]);
    const job = await workerEarningsOf(worker.client);
    expect(job.totals).toEqual({ earned: '60.00', paidOut: '0.00', owed: '60.00' });
    expect(job.jobs).toMatchObject([{ title: 'Buffet', pay: '60.00', payout: null }]);

    await setUpBank();
    await run();
    const after = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(after.balance).toEqual({ owed: '0.00', available: '0.00', paidOut: '130.00' });
    expect(after.lines[0]?.payout).toMatchObject({ amount: '130.00', status: 'paid' });
    expect((await workerEarningsOf(worker.client)).totals).toEqual({
      earned: '60.00',
      paidOut: '60.00',
      owed: '0.00',
    });
  });

  it('pays a cancelled booking only what the refund schedule left the vendor', async () => {
    await setUpBank();
    // Five days out: the customer gets half back; the platform keeps its 5 % of the whole from the rest.
    const orderId = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-11-28',
    });
    expect((await customer.post(`/api/orders/${orderId}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    await run();
    expect(await payoutRows(t.db)).toEqual([]); // available the next business day
    t.clock.set('2026-11-24T15:00:00.000Z');
    await run();
    expect(await payoutRows(t.db)).toMatchObject([
      { itemKey: `order:${orderId}`, amountCents: 15_000 - 1_500 },
    ]);
    const earnings = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(earnings.lines).toMatchObject([
      {
        orderId,
        itemName: 'Photo booth',
        status: 'cancelled',
        gross: '300.00',
        refunds: '150.00',
        platformFee: '15.00',
        workerCosts: '0.00',
        net: '135.00',
        payout: { amount: '135.00', status: 'paid' },
      },
    ]);
    expect(earnings.months).toEqual([
      {
        month: '2026-11',
        gross: '300.00',
        platformFee: '15.00',
        workerCosts: '0.00',
        refunds: '150.00',
        tips: '0.00',
        net: '135.00',
        paidOut: '135.00',
      },
    ]);
  });

  it("nets a booking whose workers cost more than its share against the vendor's next payout", async () => {
    await setUpBank();
    // $50 of food for 20 guests: the job pays $60, the share is $47.50, so the vendor owes $12.50.
    const snacks = await addService(t.db, shop.vendor.id, {
      name: 'Snacks',
      category: 'catering',
      basePriceCents: 5_000,
    });
    await completedJob(
      { db: t.db, clock: t.clock, customer, owner: shop.owner, worker: worker.client },
      { vendorId: shop.vendor.id, serviceId: snacks.id, selectedDate: '2026-12-05' },
    );
    t.clock.set('2026-12-07T15:00:00.000Z');
    // Two items due, the worker's job and the vendor's booking; only the job makes a payout.
    expect(await run()).toEqual({ opened: 1, sent: 1 });
    expect((await payoutRows(t.db)).filter((p) => p.payeeKind === 'vendor')).toEqual([]);
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(4_750 - PAY);
    // The next booking's share pays the vendor what it is owed in all, never more.
    const photos = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: shop.photos.id,
      selectedDate: '2026-12-09',
    });
    t.clock.set('2026-12-10T06:00:00.000Z'); // midnight: the 9th's booking is over
    expect((await shop.owner.post(`/api/vendor/orders/${photos}/delivered`)).status).toBe(200);
    t.clock.set('2026-12-10T15:00:00.000Z');
    await run();
    const vendorPayouts = (await payoutRows(t.db)).filter((p) => p.payeeKind === 'vendor');
    expect(vendorPayouts.map((p) => p.amountCents)).toEqual([28_500 - (PAY - 4_750)]);
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(0);
    await run();
    expect((await payoutRows(t.db)).filter((p) => p.payeeKind === 'vendor')).toHaveLength(1);
  });

  it('makes no payout of 0 cents: a $13.16 booking only pays back the $12.50 the vendor owed', async () => {
    await setUpBank();
    const snacks = await addService(t.db, shop.vendor.id, {
      name: 'Snacks',
      category: 'catering',
      basePriceCents: 5_000,
    });
    await completedJob(
      { db: t.db, clock: t.clock, customer, owner: shop.owner, worker: worker.client },
      { vendorId: shop.vendor.id, serviceId: snacks.id, selectedDate: '2026-12-05' },
    );
    const prints = await addService(t.db, shop.vendor.id, {
      name: 'Prints',
      category: 'photography',
      basePriceCents: 1_316,
    });
    const printed = await bookAndPay(customer, {
      vendorId: shop.vendor.id,
      serviceId: prints.id,
      selectedDate: '2026-12-09',
    });
    t.clock.set('2026-12-10T06:00:00.000Z');
    expect((await shop.owner.post(`/api/vendor/orders/${printed}/delivered`)).status).toBe(200);
    t.clock.set('2026-12-10T15:00:00.000Z');
    // The share of $12.50 brings the vendor's balance from -$12.50 to 0: nothing to pay.
    expect(await balanceOf(t.db, `vendor:${shop.vendor.id}`)).toBe(0);
    await run();
    expect((await payoutRows(t.db)).filter((p) => p.payeeKind === 'vendor')).toEqual([]);
    expect(await payoutEntries(t.db)).toHaveLength(1); // the worker's pay only
  });

  it('pays what is owed at once when a payee saves a payout account, with the run wired into the app', async () => {
    await buffetJob();
    const job = createPayoutJob({ db: t.db, pay: t.payments, clock: t.clock });
    const app = await createApp({
      db: t.db,
      clock: t.clock,
      payments: t.payments,
      payouts: job,
      publicOrigin: ORIGIN,
    });
    const sameWorker = new Client(app);
    sameWorker.cookie = worker.client.cookie;
    expect((await sameWorker.post('/api/worker/payout-account', BANK)).status).toBe(200);
    expect(await payoutRows(t.db)).toMatchObject([{ payeeKind: 'worker', amountCents: PAY, status: 'paid' }]);
    expect((await workerEarningsOf(sameWorker)).jobs[0]?.payout).toMatchObject({
      status: 'paid',
      amount: '60.00',
    });
  });

  it('runs on one instance at a time: while another holds its lease nothing is paid, then it takes over', async () => {
    await setUpBank();
    await buffetJob();
    expect(await acquire(t.db, 'payouts', 'other-host:1:aa', 60_000, t.clock.now())).not.toBeNull();
    const job = createPayoutJob({ db: t.db, pay: t.payments, clock: t.clock });
    expect(await job.run()).toBeNull();
    expect(await payoutRows(t.db)).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 60_000).toISOString());
    expect(await job.run()).toMatchObject({ sent: 1 });
    expect(await payoutRows(t.db)).toMatchObject([{ payeeKind: 'worker', amountCents: PAY, status: 'paid' }]);
  });

  it('started with the server, runs again every 15 minutes: a job done after its start is paid 15 minutes later', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const job = createPayoutJob({ db: t.db, pay: t.payments, clock: t.clock });
    job.start();
    await job.run(); // the run at start: nothing is owed yet
    await setUpBank();
    await buffetJob();
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(await payoutRows(t.db)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await job.stop();
    expect(await payoutRows(t.db)).toMatchObject([{ payeeKind: 'worker', amountCents: PAY, status: 'paid' }]);
  });

  it("tells nobody of a refused payout to a business with no owner's account, and does not fail", async () => {
    // `vendors.user_id` is set null if its user is deleted (no code deletes users today); the refusal's
    // transaction must still fail the payout and give its money back.
    const ownerless = await addVendor(t.db, { businessName: 'Old Mill Catering' });
    await setUpBank();
    await buffetJob();
    await run();
    const [payout] = await payoutRows(t.db);
    if (!payout) throw new Error('no payout');
    await tellOfRefusal(
      t.db,
      { ...payout, payeeKind: 'vendor', payeeId: ownerless.id },
      'Refused.',
      t.clock.now(),
    );
    expect(
      await t.db.select().from(notifications).where(eq(notifications.kind, 'payout-refused')).all(),
    ).toEqual([]);
  });

  it("words a refusal's notice from Stripe's reason, less only its last full stop and the spaces after it", async () => {
    await setUpBank();
    await buffetJob();
    await run();
    const [payout] = await payoutRows(t.db);
    if (!payout) throw new Error('no payout');
    await tellOfRefusal(t.db, payout, 'Your account is restricted. See stripe.com.  ', t.clock.now());
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, worker.userId)).all();
    expect(told.filter((n) => n.kind === 'payout-refused').map((n) => n.body)).toEqual([
      'Your payout of $60.00 could not be sent: Your account is restricted. See stripe.com. Update your payout account.',
    ]);
  });
});

describe('earnings lines without a service or a day', () => {
  it('names a booked custom offer "Booking": it has no service of its own', async () => {
    const quote = await sendQuote(customer, { category: 'catering' });
    const offer = await makeOffer(shop.owner, quote.id, shop.vendor.id, { price: '400.00' });
    expect(offer.status).toBe(201);
    expect((await customer.post(`/api/offers/${offer.json.id}/book`)).status).toBe(201);
    const [orderId] = (await payCart(customer)).orderIds;
    t.clock.set('2026-12-13T06:00:00.000Z'); // midnight after the event of Saturday, December 12
    expect((await shop.owner.post(`/api/vendor/orders/${orderId}/delivered`)).status).toBe(200);
    expect((await vendorEarningsOf(shop.owner, shop.vendor.id)).lines).toMatchObject([
      { orderId, itemName: 'Booking', day: '2026-12-12', gross: '400.00', net: '380.00' },
    ]);
  });

  it('counts a settled booking with no day in an "undated" month', async () => {
    // No checkout makes one (a cart line and an offer both carry a day), but the schema and the
    // ledger's settlement allow it: a booking made outside the app.
    const { user } = await signUp(t.app);
    const orderId = (await addJob(t.db, { customerId: user.id, vendorId: shop.vendor.id })).orderId;
    await t.db
      .update(orders)
      .set({ scheduledDate: null, status: 'completed' })
      .where(eq(orders.id, orderId))
      .run();
    await t.db.transaction((tx) => settleOrder(tx, orderId, t.clock.now()));
    const earnings = await vendorEarningsOf(shop.owner, shop.vendor.id);
    expect(earnings.lines).toMatchObject([{ orderId, itemName: 'Booking', day: null }]);
    expect(earnings.months.map((m) => m.month)).toEqual(['undated']);
  });

  it('names a job with no service "Job" in the worker\'s earnings', async () => {
    // Checkout only makes a job for a service that needs workers; a job made outside it may have none.
    const { user } = await signUp(t.app);
    const ticket = await addJob(t.db, {
      customerId: user.id,
      vendorId: shop.vendor.id,
      scheduledDate: '2026-12-05',
      ticket: { scheduledTime: null },
    });
    await t.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, ticket.orderId)).run();
    await workJobThroughItsDay(t, worker.client, ticket.id, '2026-12-05');
    expect((await workerEarningsOf(worker.client)).jobs).toMatchObject([
      { ticketId: ticket.id, title: 'Job', pay: '60.00' },
    ]);
  });
});
