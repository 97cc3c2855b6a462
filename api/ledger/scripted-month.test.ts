import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinanceView } from '../contracts/finance';
import { decimalToCents } from '../contracts/money';
import { ledgerEntries, planSubscriptions, vendors } from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { planInForce } from '../lib/plan-in-force';
import { completeEndedOrders } from '../modules/orders/completion-job';
import { runPayouts } from '../modules/payouts/payout-run';
import { BANK, payoutRows } from '../modules/payouts/payout-test-kit';
import { DECLINES_LATER, GOOD, upgradePlan } from '../modules/plans/plan-test-kit';
import { runPlanBilling } from '../modules/plans/renewals';
import { type Client, makeTestApp, signUp, signUpAdmin } from '../test/harness';
import { failWrites } from '../test/triggers';
import { approvedWorker, entriesOf, orderRow, payFor, ticketOf, vendorWithServices } from './ledger-test-kit';
import { balanceOf, CARD, HELD, PAID_OUT, REVENUE } from './post';

// A month of the marketplace on the test clock (Monday, November 23, 2026 to New Year's Day), step by
// step: two vendors buy their plans with the card form, bookings to a vendor on each plan, a
// cancellation at each refund step of the Terms, a vendor's cancel, an admin's cancel, completions by workers
// and by vendors, payout runs, a renewal paid and one declined (grace, then Basic), and attempts to
// break the books (a completion racing a cancel, the same checkout and the same completion twice, a
// crash in the middle of a settlement, payout runs twice and after a crash between writing a payout
// and sending it). It ends with GET /api/admin/finance balanced, every order's cents accounted for and
// every payout made once. Each step is its own `it`, run in order on one world: a step reads what the
// ones before it left. Prices: the photo booth $300, the buffet $200 (20 guests: a $60 setup job).

let t: Awaited<ReturnType<typeof makeTestApp>>;
let admin: Client;
let adminLogin: { email: string; password: string };
let customer: Client;
let worker: Awaited<ReturnType<typeof approvedWorker>>;
const shops = {} as Record<'basic' | 'featured' | 'premium', Awaited<ReturnType<typeof vendorWithServices>>>;
/** The month's bookings by name, as the steps make them. */
const booked: Record<string, string> = {};
/** Every plan invoice paid this month, in cents. */
const invoicesPaid: number[] = [];

const at = (iso: string) => t.clock.set(iso);
async function book(name: string, plan: keyof typeof shops, what: 'photos' | 'buffet', day: string) {
  const shop = shops[plan];
  const { orderId, cartId } = await payFor(customer, {
    vendorId: shop.vendor.id,
    serviceId: shop[what].id,
    selectedDate: day,
  });
  booked[name] = orderId;
  return { orderId, cartId };
}
const id = (name: string) => booked[name] ?? '';
const cancelByCustomer = (name: string) =>
  customer.post(`/api/orders/${id(name)}/cancel`, { reason: 'Plans changed' });
const vendorOf = (plan: keyof typeof shops) => shops[plan].owner;
const worked = async (name: string, step: 'accept' | 'start' | 'complete') =>
  (await worker.client.post(`/api/job-tickets/${(await ticketOf(t.db, id(name))).id}/${step}`, {})).status;
const cents = (amount: string | undefined) => decimalToCents(amount ?? '') ?? Number.NaN;
const payoutDeps = () => ({ db: t.db, pay: t.payments, clock: t.clock });
const billing = () => runPlanBilling(t.db, t.payments, t.clock.now());
const subscriptionOf = (vendorId: string) =>
  t.db.select().from(planSubscriptions).where(eq(planSubscriptions.vendorId, vendorId)).get();
const featuredUntilOf = async (vendorId: string) =>
  (await t.db.select({ until: vendors.featuredUntil }).from(vendors).where(eq(vendors.id, vendorId)).get())
    ?.until;
const availableOn = async (key: string) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key)).get())?.availableOn;

beforeAll(async () => {
  t = await makeTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = signedUp.client;
  adminLogin = { email: signedUp.input.email, password: signedUp.input.password };
  customer = (await signUp(t.app)).client;
  worker = await approvedWorker(t);
  shops.basic = await vendorWithServices(t, 'Oak Hollow Events');
  shops.featured = await vendorWithServices(t, 'Pine Ridge Catering');
  shops.premium = await vendorWithServices(t, 'Cedar Lane Studio');
});

describe('a scripted month', () => {
  it('Nov 23: Pine Ridge buys Featured and Cedar Lane Premium with the card form (a card that will decline later)', async () => {
    at('2026-11-23T15:00:00.000Z');
    for (const [plan, card] of [
      ['featured', GOOD],
      ['premium', DECLINES_LATER],
    ] as const) {
      const { change, plan: after } = await upgradePlan(shops[plan].owner, shops[plan].vendor.id, plan, card);
      expect(after).toMatchObject({ tier: plan, status: 'active' });
      invoicesPaid.push(cents(change.payment?.amount));
    }
    expect(invoicesPaid).toEqual([4_900, 9_900]);
    expect(await balanceOf(t.db, REVENUE)).toBe(4_900 + 9_900);
  });

  it('Nov 23: bookings to a vendor on each plan; each records its plan\u2019s fee', async () => {
    await book('basic 10 days out', 'basic', 'photos', '2026-12-03');
    await book('basic delivered', 'basic', 'photos', '2026-12-05');
    await book('basic worked', 'basic', 'buffet', '2026-12-12');
    await book('featured 5 days out', 'featured', 'photos', '2026-11-28');
    await book('featured 2 days out', 'featured', 'photos', '2026-11-25');
    await book('featured worked', 'featured', 'buffet', '2026-12-12');
    await book('featured declined', 'featured', 'photos', '2026-12-01');
    await book('premium 10 days out', 'premium', 'photos', '2026-12-03');
    await book('premium admin cancel', 'premium', 'photos', '2026-12-10');
    await book('premium race', 'premium', 'buffet', '2026-12-05');
    // The same checkout completed twice (the browser and a retry): one order, one charge.
    const twice = await book('premium delivered', 'premium', 'photos', '2026-12-07');
    expect((await customer.post('/api/checkout/complete', { cartId: twice.cartId })).status).toBe(200);
    expect(await entriesOf(t.db, twice.orderId)).toEqual([
      { key: 'charge', from: 'card', to: 'held', cents: 30_000 },
    ]);

    expect(await orderRow(t.db, id('basic delivered'))).toMatchObject({ feeRateBps: 500, feeCents: 1_500 });
    expect(await orderRow(t.db, id('featured worked'))).toMatchObject({ feeRateBps: 300, feeCents: 600 });
    expect(await orderRow(t.db, id('premium race'))).toMatchObject({ feeRateBps: 200, feeCents: 400 });
    expect(await balanceOf(t.db, HELD)).toBe(8 * 30_000 + 3 * 20_000);
    expect(await balanceOf(t.db, REVENUE)).toBe(4_900 + 9_900);
  });

  it('Nov 23: a cancellation at each refund step of the Terms, and a vendor\u2019s decline', async () => {
    expect((await cancelByCustomer('basic 10 days out')).json).toMatchObject({ refundAmount: '291.00' });
    expect((await cancelByCustomer('premium 10 days out')).json).toMatchObject({ refundAmount: '291.00' });
    expect((await cancelByCustomer('featured 5 days out')).json).toMatchObject({ refundAmount: '150.00' });
    expect((await cancelByCustomer('featured 2 days out')).json).toMatchObject({ refundAmount: '0.00' });
    // Instant bookings are accepted when paid: the vendor cancels, and the customer gets all of it back.
    const declined = await vendorOf('featured').post(`/api/vendor/orders/${id('featured declined')}/cancel`, {
      reason: 'Our photographer is away',
    });
    expect(declined.json).toMatchObject({ refundAmount: '300.00' });
    // Cancelled on a Monday: what the vendor keeps is payable from Tuesday.
    expect(await availableOn(`share:${id('featured 5 days out')}`)).toBe('2026-11-24');
  });

  it('Nov 24: what is left was accepted when paid (instant); the worker takes the jobs', async () => {
    at('2026-11-24T15:00:00.000Z');
    for (const name of [
      'basic delivered',
      'basic worked',
      'featured worked',
      'premium admin cancel',
      'premium race',
      'premium delivered',
    ])
      expect((await orderRow(t.db, id(name))).status).toBe('accepted');
    for (const name of ['basic worked', 'featured worked', 'premium race'])
      expect(await worked(name, 'accept')).toBe(200);
  });

  it('Dec 1: Pine Ridge moves to Premium; its earlier booking keeps 3 %, a new one pays 2 %', async () => {
    at('2026-12-01T15:00:00.000Z');
    // Mid-month: Premium less the unused part of the Featured month already paid.
    const { change } = await upgradePlan(shops.featured.owner, shops.featured.vendor.id, 'premium');
    const prorated = cents(change.payment?.amount);
    expect(prorated).toBeGreaterThan(9_900 - 4_900);
    expect(prorated).toBeLessThan(9_900);
    invoicesPaid.push(prorated);
    await book('featured then premium', 'featured', 'photos', '2026-12-14');
    expect(await orderRow(t.db, id('featured then premium'))).toMatchObject({
      feeRateBps: 200,
      feeCents: 600,
    });
    expect(await orderRow(t.db, id('featured worked'))).toMatchObject({ feeRateBps: 300, feeCents: 600 });
  });

  it('Dec 6: a crash in the middle of a settlement leaves nothing half done; the retry settles once', async () => {
    at('2026-12-06T06:30:00.000Z'); // 00:30: the 5th's bookings are over
    const name = 'basic delivered';
    // The database fails the vendor share's insert, after the order moved and the fee was posted in
    // the same transaction: all of it must roll back.
    const crash = await failWrites(t.db, {
      name: 'crash_on_share',
      before: 'insert on ledger_entries',
      when: "NEW.key LIKE 'share:%'",
      message: 'disk pulled',
    });
    const delivered = () => vendorOf('basic').post(`/api/vendor/orders/${id(name)}/delivered`);
    expect((await delivered()).status).toBe(500);
    expect(await orderRow(t.db, id(name))).toMatchObject({ status: 'accepted', settledAt: null });
    expect(await entriesOf(t.db, id(name))).toHaveLength(1);

    await crash.disarm();
    expect((await delivered()).status).toBe(200);
    expect((await delivered()).status).toBe(409);
    expect((await entriesOf(t.db, id(name))).slice(1)).toEqual([
      { key: 'fee', from: 'held', to: 'revenue', cents: 1_500 },
      { key: 'share', from: 'held', to: `vendor:${shops.basic.vendor.id}`, cents: 28_500 },
    ]);
    // A Saturday's event: payable on Monday.
    expect(await availableOn(`share:${id(name)}`)).toBe('2026-12-07');
  });

  it('Dec 6: the worker\u2019s completion races the admin\u2019s cancel: one wins, the books follow it', async () => {
    expect(await worked('premium race', 'start')).toBe(200);
    const ticketId = (await ticketOf(t.db, id('premium race'))).id;
    const [completed, cancelled] = await Promise.all([
      worker.client.post(`/api/job-tickets/${ticketId}/complete`, {}),
      admin.post(`/api/admin/orders/${id('premium race')}/cancel`, {
        refundAmount: '200.00',
        reason: 'The customer called: the party is off',
      }),
    ]);
    expect([completed.status, cancelled.status].sort()).toEqual([200, 409]);
    const order = await orderRow(t.db, id('premium race'));
    const vendor = `vendor:${shops.premium.vendor.id}`;
    expect((await entriesOf(t.db, order.id)).slice(1)).toEqual(
      order.status === 'completed'
        ? [
            { key: 'worker', from: vendor, to: `worker:${worker.userId}`, cents: 6_000 },
            { key: 'fee', from: 'held', to: 'revenue', cents: 400 },
            { key: 'share', from: 'held', to: vendor, cents: 19_600 },
          ]
        : // The job had begun within 24 hours of its start: its worker is paid the late fee (issue 30).
          [
            { key: 'cancel-fee', from: vendor, to: `worker:${worker.userId}`, cents: 4_000 },
            { key: 'refund', from: 'held', to: 'card', cents: 20_000 },
          ],
    );
  });

  it('Dec 7-10: a vendor marks delivered twice (once counts); the admin cancels with a partial refund', async () => {
    at('2026-12-08T06:30:00.000Z'); // 00:30 on the 8th: the 7th's booking is over
    const delivered = () =>
      vendorOf('premium').post(`/api/vendor/orders/${id('premium delivered')}/delivered`);
    expect((await delivered()).status).toBe(200);
    expect((await delivered()).status).toBe(409);
    expect(await availableOn(`share:${id('premium delivered')}`)).toBe('2026-12-08');

    at('2026-12-09T15:00:00.000Z');
    const res = await admin.post(`/api/admin/orders/${id('premium admin cancel')}/cancel`, {
      refundAmount: '200.00',
      reason: 'The vendor arrived late on the day before',
    });
    expect(res.status).toBe(200);
  });

  it('Dec 10: the payees save bank accounts; the payout run pays what is due, once however often it runs', async () => {
    at('2026-12-10T15:00:00.000Z');
    for (const plan of ['basic', 'featured', 'premium'] as const)
      expect(
        (await vendorOf(plan).post(`/api/vendor/payout-account?vendorId=${shops[plan].vendor.id}`, BANK))
          .status,
      ).toBe(200);
    expect((await worker.client.post('/api/worker/payout-account', BANK)).status).toBe(200);
    // Two runs at once, then another: each item is paid once.
    await Promise.all([runPayouts(payoutDeps()), runPayouts(payoutDeps())]);
    const first = await payoutRows(t.db);
    await runPayouts(payoutDeps());
    expect(await payoutRows(t.db)).toEqual(first);
    expect(first.every((p) => p.status === 'paid')).toBe(true);
    // Not yet due: the bookings whose event is still ahead.
    expect(first.map((p) => p.orderId)).not.toContain(id('basic worked'));
    expect(first.map((p) => p.orderId)).toContain(id('basic delivered'));
  });

  it('Dec 12-14: the workers complete their jobs (twice: once counts); the last booking is delivered', async () => {
    at('2026-12-12T18:00:00.000Z');
    for (const name of ['basic worked', 'featured worked']) {
      expect(await worked(name, 'start')).toBe(200);
      expect(await worked(name, 'complete')).toBe(200);
      // A second tap is answered with the job as it is (issue 31's checks); the books below count one.
      expect(await worked(name, 'complete')).toBe(200);
      expect((await orderRow(t.db, id(name))).status).toBe('in_progress'); // the day is not over
    }
    at('2026-12-13T06:00:00.000Z'); // midnight: the completion job completes both
    expect(await completeEndedOrders(t.db, t.clock.now())).toBe(2);
    expect((await orderRow(t.db, id('featured worked'))).status).toBe('completed');
    at('2026-12-15T06:00:00.000Z'); // midnight after the 14th
    expect(
      (await vendorOf('featured').post(`/api/vendor/orders/${id('featured then premium')}/delivered`)).status,
    ).toBe(200);
  });

  it('Dec 15: a crash between writing the payouts and sending them; the next runs send each once', async () => {
    at('2026-12-15T15:00:00.000Z');
    const powerCut = await failWrites(t.db, {
      name: 'crash_on_paid',
      before: 'update on payouts',
      when: "NEW.status = 'paid'",
      message: 'power cut',
    });
    const before = (await payoutRows(t.db)).length;
    await expect(runPayouts(payoutDeps())).rejects.toMatchObject({ cause: { message: 'power cut' } });
    const written = (await payoutRows(t.db)).slice(before);
    // The week's completions: two vendor shares net of their jobs, the last delivery, two jobs' pay.
    expect(written).toHaveLength(5);
    expect(written.every((p) => p.status === 'pending')).toBe(true);
    // Each is already in the books, so the money is never counted as owed and paid at once.
    expect((await admin.get('/api/admin/finance')).json).toMatchObject({ balanced: true });

    await powerCut.disarm();
    await runPayouts(payoutDeps());
    await runPayouts(payoutDeps());
    const after = await payoutRows(t.db);
    expect(after).toHaveLength(before + 5);
    expect(after.every((p) => p.status === 'paid')).toBe(true);
  });

  it('Dec 23: Cedar Lane\u2019s renewal is declined: Premium and FEATURED stay for 7 days of grace, nothing is charged', async () => {
    at('2026-12-23T16:00:00.000Z');
    const revenue = await balanceOf(t.db, REVENUE);
    await Promise.all([billing(), billing()]);
    await billing();
    expect(await subscriptionOf(shops.premium.vendor.id)).toMatchObject({
      status: 'past_due',
      graceUntil: '2026-12-30T15:00:00.000Z',
    });
    expect(await planInForce(t.db, shops.premium.vendor.id, t.clock.now())).toBe('premium');
    expect(await featuredUntilOf(shops.premium.vendor.id)).toBe('2026-12-30T15:00:00.000Z');
    expect(await balanceOf(t.db, REVENUE)).toBe(revenue);
  });

  it('Dec 30: the grace ends: Cedar Lane is on Basic and no longer FEATURED', async () => {
    at('2026-12-30T16:00:00.000Z');
    await billing();
    expect(await planInForce(t.db, shops.premium.vendor.id, t.clock.now())).toBe('basic');
    expect(((await featuredUntilOf(shops.premium.vendor.id)) ?? '') > t.clock.now().toISOString()).toBe(
      false,
    );
  });

  it('Jan 1: Pine Ridge\u2019s Premium renews, paid once however often the job runs', async () => {
    at('2027-01-01T16:00:00.000Z');
    await Promise.all([billing(), billing()]);
    await billing();
    expect(await subscriptionOf(shops.featured.vendor.id)).toMatchObject({
      tier: 'premium',
      status: 'active',
      currentPeriodEnd: '2027-02-01T15:00:00.000Z',
    });
    invoicesPaid.push(9_900);
    const invoices = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'subscription_invoice'))
      .all();
    expect(invoices.map((e) => e.amountCents)).toEqual(invoicesPaid);
  });

  it('ends balanced: every order\u2019s cents accounted to the cent', async () => {
    const raced = (await orderRow(t.db, id('premium race'))).status === 'completed';
    // [refunded, platform fee, vendor share, worker pay] of each booking's charge.
    const expected: Record<string, [number, number, number, number]> = {
      'basic 10 days out': [29_100, 900, 0, 0], // 3 % kept: all of it the 5 % fee's
      'basic delivered': [0, 1_500, 28_500, 0],
      'basic worked': [0, 1_000, 19_000, 6_000],
      'featured 5 days out': [15_000, 900, 14_100, 0],
      'featured 2 days out': [0, 900, 29_100, 0],
      'featured worked': [0, 600, 19_400, 6_000], // booked at 3 %, settled after the move to 2 %
      'featured declined': [30_000, 0, 0, 0],
      'featured then premium': [0, 600, 29_400, 0],
      'premium 10 days out': [29_100, 600, 300, 0], // 3 % kept: the 2 % fee, the last 1 % the vendor's
      'premium admin cancel': [20_000, 600, 9_400, 0],
      'premium race': raced ? [0, 400, 19_600, 6_000] : [20_000, 0, 0, 0],
      'premium delivered': [0, 600, 29_400, 0],
    };
    for (const [name, [refunded, fee, share, pay]] of Object.entries(expected)) {
      const order = await orderRow(t.db, id(name));
      const sums = await rawRow<{
        refunded: number;
        fee: number;
        share: number;
        pay: number;
        charge: number;
      }>(
        t.db,
        sql`
        select
          coalesce(sum(case when kind = 'charge' then amount_cents end), 0) as charge,
          coalesce(sum(case when kind = 'refund' then amount_cents end), 0) as refunded,
          coalesce(sum(case when kind = 'platform_fee' then amount_cents end), 0) as fee,
          coalesce(sum(case when kind = 'vendor_share' then amount_cents end), 0) as share,
          coalesce(sum(case when kind = 'worker_pay' then amount_cents end), 0) as pay
        from ledger_entries where order_id = ${order.id}`,
      );
      expect({ name, ...sums }).toEqual({ name, charge: order.amountCents, refunded, fee, share, pay });
      expect(refunded + fee + share).toBe(order.amountCents);
      expect(order.settledAt).not.toBeNull();
    }

    const fees = Object.values(expected).reduce((sum, [, fee]) => sum + fee, 0);
    const refunds = Object.values(expected).reduce((sum, [refunded]) => sum + refunded, 0);
    const plans = invoicesPaid.reduce((sum, paid) => sum + paid, 0);
    expect(await balanceOf(t.db, REVENUE)).toBe(fees + plans);
    // Nine photo booths, three buffets and four plan invoices were charged; the cards got back what
    // was refunded.
    expect(await balanceOf(t.db, CARD)).toBe(refunds - (9 * 30_000 + 3 * 20_000) - plans);
    expect(await balanceOf(t.db, HELD)).toBe(0);

    // The last run pays what came due since; then every share and every job's pay is paid out once:
    // one payout per booking (its share less its jobs' pay) and one per job, each with its one entry.
    await runPayouts(payoutDeps());
    const payees: string[] = [];
    for (const [name, [, , share, pay]] of Object.entries(expected)) {
      if (share > 0) payees.push(`vendor ${name} ${share - pay}`);
      if (pay > 0) payees.push(`worker ${name} ${pay}`);
    }
    // A cancel that won the race paid the worker the late fee (issue 30): $40 to the worker, out of
    // the premium vendor's next payout.
    if (!raced) {
      payees.splice(
        payees.indexOf('vendor premium admin cancel 9400'),
        1,
        'vendor premium admin cancel 5400',
      );
      payees.push('worker premium race 4000');
    }
    const nameOf = Object.fromEntries(Object.entries(booked).map(([name, orderId]) => [orderId, name]));
    const made = await payoutRows(t.db);
    expect(made.map((p) => `${p.payeeKind} ${nameOf[p.orderId ?? '']} ${p.amountCents}`).sort()).toEqual(
      payees.sort(),
    );
    expect(made.every((p) => p.status === 'paid')).toBe(true);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout')).all();
    expect(entries.map((e) => e.payoutId).sort()).toEqual(made.map((p) => p.id).sort());
    expect(await balanceOf(t.db, PAID_OUT)).toBe(made.reduce((sum, p) => sum + p.amountCents, 0));

    // A month on, the admin signs in again (sessions last 30 days) and reads the books.
    expect((await admin.post('/api/login', adminLogin)).status).toBe(200);
    const view = (await admin.get('/api/admin/finance')).json as FinanceView;
    expect(view.problems).toEqual([]);
    expect(view.balanced).toBe(true);
    expect(view.held).toBe('0.00');
    expect(view.owed).toEqual({ vendors: '0.00', workers: '0.00' });
  });
});
