import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanChange, PlanView } from '../../contracts/finance';
import { ledgerEntries, localPaymentIntents, planInvoices, users, vendors } from '../../db/schema';
import { balanceOf, REVENUE } from '../../ledger/post';
import { feeRateBpsFor } from '../../lib/plan-in-force';
import { addVendor } from '../../test/fixtures';
import { Client, makeTestApp, signUp } from '../../test/harness';
import { addMonth } from './plan-records';
import { choosePlan, DECLINES_LATER, payPlanWith, upgradePlan } from './plan-test-kit';
import { runPlanBilling } from './renewals';

const DAY = 86_400_000;

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

async function owner() {
  const { client, user, input } = await signUp(t.app, 'vendor');
  const vendor = await addVendor(t.db, { businessName: 'Smokehouse', userId: user.id });
  // Sessions last 30 days: a test that moves the clock a month on signs in again.
  const signIn = () => client.post('/api/login', { email: input.email, password: input.password });
  return { client, user, vendorId: vendor.id, signIn };
}

const plan = async (client: Client, vendorId: string) => {
  const res = await client.get(`/api/vendor/plan?vendorId=${vendorId}`);
  expect(res.status).toBe(200);
  return res.json as PlanView;
};
const featuredUntil = async (vendorId: string) =>
  (await t.db.select({ until: vendors.featuredUntil }).from(vendors).where(eq(vendors.id, vendorId)).get())
    ?.until ?? null;
const account = (userId: string) =>
  t.db
    .select({ tier: users.subscriptionTier, status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, userId))
    .get();
const invoiceEntries = () =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'subscription_invoice')).all();
const isFeatured = async (vendorId: string) => {
  const list = (await new Client(t.app).get('/api/vendors')).json as {
    id: string;
    featuredUntil: string | null;
  }[];
  const until = list.find((v) => v.id === vendorId)?.featuredUntil ?? null;
  return until !== null && until > t.clock.now().toISOString();
};

describe('vendor plans (embedded provider)', () => {
  it('starts on Basic at 5 %, with nothing to pay', async () => {
    const { client, vendorId } = await owner();
    expect(await plan(client, vendorId)).toMatchObject({
      tier: 'basic',
      status: 'none',
      feePercent: 5,
      nextInvoice: null,
      pendingUpgrade: null,
    });
  });

  it('upgrades to Featured once its first invoice is paid, once, however often it is completed', async () => {
    const { client, user, vendorId } = await owner();
    const { change, plan: after } = await upgradePlan(client, vendorId, 'featured');
    expect(change.payment).toMatchObject({ amount: '49.00', tier: 'featured' });
    // Before payment the plan was still Basic.
    expect(change.plan).toMatchObject({
      tier: 'basic',
      pendingUpgrade: { tier: 'featured', amount: '49.00' },
    });
    const now = t.clock.now();
    const monthLater = new Date(now);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(after).toMatchObject({
      tier: 'featured',
      status: 'active',
      feePercent: 3,
      currentPeriodEnd: monthLater.toISOString(),
      nextInvoice: { amount: '49.00', on: monthLater.toISOString() },
      pendingUpgrade: null,
    });
    // Confirmed and completed again, and the job looking too: still one invoice, one ledger entry.
    const secret = change.payment?.clientSecret ?? '';
    expect((await payPlanWith(client, secret)).json).toMatchObject({ status: 'succeeded' });
    expect((await client.post('/api/vendor/plan/complete', { vendorId })).status).toBe(200);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await invoiceEntries()).toEqual([
      expect.objectContaining({ fromAccount: 'card', toAccount: 'revenue', amountCents: 4_900 }),
    ]);
    expect((await invoiceEntries())[0]?.key).toMatch(/^invoice:/);
    expect(await featuredUntil(vendorId)).toBe(monthLater.toISOString());
    expect(await isFeatured(vendorId)).toBe(true);
    expect(await account(user.id)).toEqual({ tier: 'featured', status: 'active' });
    expect(await feeRateBpsFor(t.db, vendorId, t.clock.now())).toBe(300);
  });

  it('keeps Basic when the card is declined, and the same invoice can be paid with another card', async () => {
    const { client, vendorId } = await owner();
    const change = await choosePlan(client, vendorId, 'featured');
    const secret = change.payment?.clientSecret ?? '';
    expect((await payPlanWith(client, secret, '4000 0000 0000 0002')).json).toMatchObject({
      status: 'failed',
    });
    const refused = await client.post('/api/vendor/plan/complete', { vendorId });
    expect(refused.status).toBe(409);
    expect((await plan(client, vendorId)).tier).toBe('basic');
    // Choosing Featured again resumes the same invoice.
    expect((await choosePlan(client, vendorId, 'featured')).payment?.clientSecret).toBe(secret);
    await payPlanWith(client, secret);
    expect((await client.post('/api/vendor/plan/complete', { vendorId })).json).toMatchObject({
      tier: 'featured',
    });
  });

  it('records a first invoice paid whose owner never came back (the job completes it)', async () => {
    const { client, vendorId } = await owner();
    const change = await choosePlan(client, vendorId, 'premium');
    await payPlanWith(client, change.payment?.clientSecret ?? '');
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'premium', feePercent: 2 });
    expect(await invoiceEntries()).toHaveLength(1);
  });

  it('renews monthly on the server clock, one invoice per period, even when the job runs twice', async () => {
    const { client, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'featured');
    t.clock.set(first.currentPeriodEnd ?? '');
    t.clock.advance(60_000);
    await Promise.all([
      runPlanBilling(t.db, t.payments, t.clock.now()),
      runPlanBilling(t.db, t.payments, t.clock.now()),
    ]);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    const renewed = await plan(client, vendorId);
    expect(renewed.tier).toBe('featured');
    expect(renewed.currentPeriodEnd && renewed.currentPeriodEnd > (first.currentPeriodEnd ?? '')).toBe(true);
    expect(await featuredUntil(vendorId)).toBe(renewed.currentPeriodEnd);
    expect(await invoiceEntries()).toHaveLength(2);
    expect(await balanceOf(t.db, REVENUE)).toBe(9_800);
  });

  it('keeps the plan 7 days after a failed renewal, retries daily, then falls back to Basic', async () => {
    const { client, user, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'featured', DECLINES_LATER);
    const due = first.currentPeriodEnd ?? '';
    t.clock.set(due);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    const grace = await plan(client, vendorId);
    const graceUntil = new Date(new Date(due).getTime() + 7 * DAY).toISOString();
    expect(grace).toMatchObject({
      tier: 'featured',
      status: 'past_due',
      graceUntil,
      lastError: 'Your card was declined.',
      nextInvoice: { amount: '49.00', on: due },
    });
    expect(await isFeatured(vendorId)).toBe(true);
    expect(await account(user.id)).toEqual({ tier: 'featured', status: 'active' });
    // Within the day nothing is tried again; each day after, once.
    t.clock.advance(3_600_000);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    const attempts = async () =>
      (await t.db.select({ n: planInvoices.attempts }).from(planInvoices).all()).map((r) => r.n);
    expect(Math.max(...(await attempts()))).toBe(1);
    for (let day = 1; day <= 6; day += 1) {
      t.clock.set(new Date(new Date(due).getTime() + day * DAY + 60_000).toISOString());
      await runPlanBilling(t.db, t.payments, t.clock.now());
    }
    expect(Math.max(...(await attempts()))).toBe(7);
    expect((await plan(client, vendorId)).tier).toBe('featured');
    t.clock.set(new Date(new Date(graceUntil).getTime() + 60_000).toISOString());
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'basic', status: 'cancelled', feePercent: 5 });
    expect(await isFeatured(vendorId)).toBe(false);
    expect(await account(user.id)).toEqual({ tier: 'basic', status: 'cancelled' });
    // Only the first invoice was ever paid.
    expect(await invoiceEntries()).toHaveLength(1);
  });

  it('in grace, Basic ends the plan at once, and the plan can be bought again with another card', async () => {
    const { client, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'premium', DECLINES_LATER);
    t.clock.set(first.currentPeriodEnd ?? '');
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    expect((await client.post('/api/vendor/plan', { vendorId, tier: 'featured' })).status).toBe(409);
    t.clock.advance(3_600_000);
    const ended = await choosePlan(client, vendorId, 'basic');
    expect(ended.plan).toMatchObject({ tier: 'basic', status: 'cancelled', graceUntil: null });
    expect(await isFeatured(vendorId)).toBe(false);
    const again = await upgradePlan(client, vendorId, 'premium');
    expect(again.change.payment?.amount).toBe('99.00');
    expect(again.plan).toMatchObject({ tier: 'premium', status: 'active' });
    expect(await isFeatured(vendorId)).toBe(true);
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([9_900, 9_900]);
  });

  it('downgrades at the period end, and the downgrade can be undone before then', async () => {
    const { client, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'premium');
    const down = await choosePlan(client, vendorId, 'featured');
    expect(down.payment).toBeNull();
    expect(down.plan).toMatchObject({
      tier: 'premium',
      nextTier: 'featured',
      nextInvoice: { amount: '49.00', on: first.currentPeriodEnd },
    });
    const undone = await choosePlan(client, vendorId, 'premium');
    expect(undone.plan).toMatchObject({ tier: 'premium', nextTier: null, nextInvoice: { amount: '99.00' } });
    await choosePlan(client, vendorId, 'featured');
    t.clock.set(first.currentPeriodEnd ?? '');
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'featured', feePercent: 3, nextTier: null });
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([9_900, 4_900]);
    expect(await isFeatured(vendorId)).toBe(true);
  });

  it('cancels at the period end: FEATURED until then, Basic after; undone before, it renews', async () => {
    const { client, user, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'featured');
    const cancelled = await choosePlan(client, vendorId, 'basic');
    expect(cancelled.plan).toMatchObject({
      tier: 'featured',
      nextTier: 'basic',
      cancelAtPeriodEnd: true,
      nextInvoice: null,
    });
    t.clock.advance(10 * DAY);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await isFeatured(vendorId)).toBe(true);
    t.clock.set(first.currentPeriodEnd ?? '');
    t.clock.advance(1000);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'basic', status: 'cancelled' });
    expect(await isFeatured(vendorId)).toBe(false);
    expect(await account(user.id)).toEqual({ tier: 'basic', status: 'cancelled' });
    expect(await invoiceEntries()).toHaveLength(1);
    // Featured again later: a new paid period.
    await upgradePlan(client, vendorId, 'featured');
    expect(await isFeatured(vendorId)).toBe(true);
    expect(await account(user.id)).toEqual({ tier: 'featured', status: 'active' });
  });

  it('prices a mid-period upgrade as the new plan less the unused part of the period paid', async () => {
    const { client, vendorId } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'featured');
    const start = t.clock.now().getTime();
    const end = new Date(first.currentPeriodEnd ?? '').getTime();
    t.clock.set(new Date(start + (end - start) / 2).toISOString());
    const change = await choosePlan(client, vendorId, 'premium');
    // Half of $49.00 unused: $24.50 off $99.00.
    expect(change.payment).toMatchObject({ amount: '74.50', tier: 'premium' });
    expect(change.plan.tier).toBe('featured');
    await payPlanWith(client, change.payment?.clientSecret ?? '');
    const after = (await client.post('/api/vendor/plan/complete', { vendorId })).json as PlanView;
    expect(after).toMatchObject({ tier: 'premium', feePercent: 2, nextInvoice: { amount: '99.00' } });
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([4_900, 7_450]);
  });

  it('gives up a started upgrade when Basic is chosen before paying: its payment no longer goes through', async () => {
    const { client, vendorId } = await owner();
    const change = await choosePlan(client, vendorId, 'featured');
    const back = await choosePlan(client, vendorId, 'basic');
    expect(back.plan).toMatchObject({ tier: 'basic', pendingUpgrade: null });
    expect((await payPlanWith(client, change.payment?.clientSecret ?? '')).json).toMatchObject({
      status: 'canceled',
    });
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect((await plan(client, vendorId)).tier).toBe('basic');
  });

  it('does not believe an active plan nobody renewed for longer than the grace period', async () => {
    const { client, vendorId, signIn } = await owner();
    const { plan: first } = await upgradePlan(client, vendorId, 'featured');
    t.clock.set(new Date(new Date(first.currentPeriodEnd ?? '').getTime() + 6 * DAY).toISOString());
    expect(await feeRateBpsFor(t.db, vendorId, t.clock.now())).toBe(300);
    t.clock.set(new Date(new Date(first.currentPeriodEnd ?? '').getTime() + 8 * DAY).toISOString());
    await signIn();
    expect((await plan(client, vendorId)).tier).toBe('basic');
    expect(await feeRateBpsFor(t.db, vendorId, t.clock.now())).toBe(500);
  });

  it("answers 404 for another vendor's business as for none; its card form refuses the stranger", async () => {
    const { client, vendorId } = await owner();
    const change = await choosePlan(client, vendorId, 'featured');
    const stranger = await owner();
    expect((await stranger.client.get(`/api/vendor/plan?vendorId=${vendorId}`)).status).toBe(404);
    expect((await stranger.client.post('/api/vendor/plan', { vendorId, tier: 'premium' })).status).toBe(404);
    expect((await stranger.client.post('/api/vendor/plan/complete', { vendorId })).status).toBe(404);
    expect((await payPlanWith(stranger.client, change.payment?.clientSecret ?? '')).status).toBe(404);
    expect((await client.get('/api/vendor/plan?vendorId=nope')).status).toBe(404);
    expect((await client.post('/api/vendor/plan', { vendorId, tier: 'gold' })).status).toBe(400);
    const customer = await signUp(t.app, 'customer');
    expect((await customer.client.get(`/api/vendor/plan?vendorId=${vendorId}`)).status).toBe(403);
  });
});

describe('paying an overdue renewal with another card (embedded provider)', () => {
  /** A Featured plan whose renewal was declined: in grace, its renewal invoice failed. */
  async function inGrace() {
    const o = await owner();
    const { plan: first } = await upgradePlan(o.client, o.vendorId, 'featured', DECLINES_LATER);
    const due = first.currentPeriodEnd ?? '';
    t.clock.set(due);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await o.signIn();
    expect(await plan(o.client, o.vendorId)).toMatchObject({ status: 'past_due', tier: 'featured' });
    t.clock.advance(2 * 3_600_000);
    return { ...o, due };
  }
  const payOverdue = async (client: Client, vendorId: string) => {
    const res = await client.post('/api/vendor/plan/overdue', { vendorId });
    expect(res.status).toBe(200);
    const change = res.json as PlanChange;
    if (!change.payment) throw new Error('no invoice to pay');
    return change.payment;
  };
  const renewalIntents = async () =>
    (await t.db.select().from(localPaymentIntents).all()).filter((i) =>
      /^plan_invoice_[0-9a-f-]{36}_\d+$/.test(i.idempotencyKey),
    );

  it('pays the overdue invoice: active for the period it covers, once, and the new card renews', async () => {
    const { client, user, vendorId, due, signIn } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    expect(payment).toMatchObject({ amount: '49.00', tier: 'featured' });
    expect((await payPlanWith(client, payment.clientSecret)).json).toMatchObject({ status: 'succeeded' });
    const done = await client.post('/api/vendor/plan/complete', { vendorId });
    expect(done.status).toBe(200);
    const periodEnd = addMonth(due);
    expect(done.json).toMatchObject({
      tier: 'featured',
      status: 'active',
      graceUntil: null,
      lastError: null,
      currentPeriodEnd: periodEnd,
      nextInvoice: { amount: '49.00', on: periodEnd },
    });
    expect(await featuredUntil(vendorId)).toBe(periodEnd);
    expect(await isFeatured(vendorId)).toBe(true);
    expect(await account(user.id)).toEqual({ tier: 'featured', status: 'active' });
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([4_900, 4_900]);
    // Nothing is overdue any more.
    expect((await client.post('/api/vendor/plan/overdue', { vendorId })).status).toBe(409);
    // A month on, the renewal charges the new card (the old one declines) and goes through.
    t.clock.set(periodEnd);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    expect(await plan(client, vendorId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: addMonth(periodEnd),
    });
    expect(await invoiceEntries()).toHaveLength(3);
    expect(await balanceOf(t.db, REVENUE)).toBe(14_700);
  });

  it('records it once however it arrives: completed twice, the job racing the completion', async () => {
    const { client, vendorId } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    // A second tap on "Pay now" hands out the same payment.
    expect((await payOverdue(client, vendorId)).clientSecret).toBe(payment.clientSecret);
    await payPlanWith(client, payment.clientSecret);
    const answers = await Promise.all([
      client.post('/api/vendor/plan/complete', { vendorId }),
      runPlanBilling(t.db, t.payments, t.clock.now()),
      client.post('/api/vendor/plan/complete', { vendorId }),
    ]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[2]?.status).toBe(200);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    t.clock.advance(DAY);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await invoiceEntries()).toHaveLength(2);
    expect((await plan(client, vendorId)).status).toBe('active');
    // The old card was tried once (the renewal), never again for this invoice.
    expect(await renewalIntents()).toHaveLength(1);
  });

  it('a payment that went through and was never completed is recorded when paying is asked again', async () => {
    const { client, vendorId } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    await payPlanWith(client, payment.clientSecret);
    const again = await client.post('/api/vendor/plan/overdue', { vendorId });
    expect(again.json).toMatchObject({ payment: null, plan: { status: 'active', graceUntil: null } });
    expect(await invoiceEntries()).toHaveLength(2);
  });

  it('the job completes a payment whose owner never came back', async () => {
    const { client, vendorId } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    await payPlanWith(client, payment.clientSecret);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await plan(client, vendorId)).toMatchObject({ status: 'active', graceUntil: null });
    expect(await invoiceEntries()).toHaveLength(2);
  });

  it('a declined new card leaves the plan in grace with the card’s words', async () => {
    const { client, vendorId } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    expect((await payPlanWith(client, payment.clientSecret, '4000 0000 0000 0002')).json).toMatchObject({
      status: 'failed',
    });
    const refused = await client.post('/api/vendor/plan/complete', { vendorId });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: 'Your card was declined.' });
    expect(await plan(client, vendorId)).toMatchObject({ status: 'past_due', tier: 'featured' });
    expect(await invoiceEntries()).toHaveLength(1);
    // The same payment can be tried with yet another card.
    expect((await payOverdue(client, vendorId)).clientSecret).toBe(payment.clientSecret);
  });

  it('while the owner pays, the old card waits a day; then the open payment is cancelled first', async () => {
    const { client, vendorId, due } = await inGrace();
    t.clock.set(new Date(new Date(due).getTime() + DAY + 60_000).toISOString());
    const payment = await payOverdue(client, vendorId);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    // The daily retry was due, but a payment with another card had just started.
    expect(await renewalIntents()).toHaveLength(1);
    t.clock.advance(DAY + 60_000);
    await runPlanBilling(t.db, t.payments, t.clock.now());
    expect(await renewalIntents()).toHaveLength(2);
    // The owner's card form, left open, no longer takes money; a new start gives a new payment.
    expect((await payPlanWith(client, payment.clientSecret)).json).toMatchObject({ status: 'canceled' });
    const again = await payOverdue(client, vendorId);
    expect(again.clientSecret).not.toBe(payment.clientSecret);
    await payPlanWith(client, again.clientSecret);
    expect((await client.post('/api/vendor/plan/complete', { vendorId })).json).toMatchObject({
      status: 'active',
    });
    expect(await invoiceEntries()).toHaveLength(2);
  });

  it('at the end of the grace period an open payment is cancelled and the plan ends', async () => {
    const { client, vendorId, due, signIn } = await inGrace();
    const payment = await payOverdue(client, vendorId);
    t.clock.set(new Date(new Date(due).getTime() + 7 * DAY + 60_000).toISOString());
    await runPlanBilling(t.db, t.payments, t.clock.now());
    await signIn();
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'basic', status: 'cancelled' });
    expect((await payPlanWith(client, payment.clientSecret)).json).toMatchObject({ status: 'canceled' });
    expect(await invoiceEntries()).toHaveLength(1);
  });

  it('answers 409 with nothing overdue and 404 for a stranger', async () => {
    const { client, vendorId } = await owner();
    expect((await client.post('/api/vendor/plan/overdue', { vendorId })).status).toBe(409);
    const stranger = await owner();
    expect((await stranger.client.post('/api/vendor/plan/overdue', { vendorId })).status).toBe(404);
  });
});
