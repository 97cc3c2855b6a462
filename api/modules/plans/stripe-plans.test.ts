import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanChange, PlanView } from '../../contracts/finance';
import { ledgerEntries, users, vendors } from '../../db/schema';
import { appAgainstFake, deliverWebhook, startFakeStripe } from '../../test/fake-stripe';
import { addVendor } from '../../test/fixtures';
import { type Client, signUp } from '../../test/harness';

const WEBHOOK_SECRET = 'whsec_plans_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

async function setup() {
  const world = await appAgainstFake(fake.port, WEBHOOK_SECRET);
  fake.billing.setClock(world.clock.now);
  return world;
}
let s: Awaited<ReturnType<typeof setup>>;
beforeEach(async () => {
  s = await setup();
});

async function owner() {
  const { client, user } = await signUp(s.app, 'vendor');
  const vendor = await addVendor(s.db, { businessName: 'Lakeside Tacos', userId: user.id });
  return { client, user, vendorId: vendor.id };
}
const choose = async (client: Client, vendorId: string, tier: string) => {
  const res = await client.post('/api/vendor/plan', { vendorId, tier });
  expect(res.status).toBe(200);
  return res.json as PlanChange;
};
const plan = async (client: Client, vendorId: string) =>
  (await client.get(`/api/vendor/plan?vendorId=${vendorId}`)).json as PlanView;
const complete = async (client: Client, vendorId: string) =>
  (await client.post('/api/vendor/plan/complete', { vendorId })).json as PlanView;

let events = 0;
const send = (type: string, object: unknown, id = `evt_plans_${++events}`) =>
  deliverWebhook(
    s.app,
    s.stripe,
    { id, object: 'event', type, data: { object } },
    { secret: WEBHOOK_SECRET },
  );

const invoiceEntries = () =>
  s.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'subscription_invoice')).all();
const featuredUntil = async (vendorId: string) =>
  (await s.db.select({ until: vendors.featuredUntil }).from(vendors).where(eq(vendors.id, vendorId)).get())
    ?.until;
const invoiceIdOf = (clientSecret: string | undefined) =>
  [...fake.billing.invoices.values()].find((i) => i.confirmation_secret?.client_secret === clientSecret)
    ?.id ?? '';

/** Upgrades to `tier` and pays the first invoice at Stripe, as the Payment Element would. */
async function subscribed(tier: 'featured' | 'premium') {
  const o = await owner();
  const change = await choose(o.client, o.vendorId, tier);
  const invoiceId = invoiceIdOf(change.payment?.clientSecret);
  fake.billing.payInvoice(invoiceId);
  await complete(o.client, o.vendorId);
  const subId = fake.billing.invoices.get(invoiceId)?.parent.subscription_details.subscription ?? '';
  return { ...o, change, invoiceId, subId };
}

describe('vendor plans with Stripe Billing (the real SDK against the fake Stripe)', () => {
  it('subscribes a Customer to the Price found by lookup key, incomplete until the first invoice is paid', async () => {
    const { client, user, vendorId } = await owner();
    const before = fake.billing.calls.length;
    const change = await choose(client, vendorId, 'featured');
    const calls = fake.billing.calls.slice(before);
    const customer = calls.find((c) => c.path === '/v1/customers');
    expect(customer?.idempotencyKey).toBe(`customer_${user.id}`);
    const created = calls.find((c) => c.path === '/v1/subscriptions');
    expect(created?.idempotencyKey).toMatch(/^plan_subscribe_/);
    expect(created?.form).toMatchObject({
      'items[0][price]': 'price_fake1',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    const stored = await s.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(stored?.stripeCustomerId).toBe(created?.form.customer);
    expect(change.payment).toMatchObject({ amount: '49.00', tier: 'featured' });
    expect(change.payment?.clientSecret).toMatch(/^pi_for_in_fake\d+_secret_/);
    expect(change.plan).toMatchObject({ tier: 'basic', pendingUpgrade: { tier: 'featured' } });
    // Not paid yet: completing is refused, and choosing again resumes the same invoice.
    expect((await client.post('/api/vendor/plan/complete', { vendorId })).status).toBe(409);
    expect((await choose(client, vendorId, 'featured')).payment?.clientSecret).toBe(
      change.payment?.clientSecret,
    );
    expect(fake.billing.calls.slice(before).filter((c) => c.path === '/v1/subscriptions')).toHaveLength(1);
  });

  it('records the first invoice once, whether the browser or invoice.paid (twice) tells first', async () => {
    const { client, user, vendorId, invoiceId } = await subscribed('featured');
    const invoice = fake.billing.invoices.get(invoiceId);
    expect((await send('invoice.paid', invoice)).status).toBe(200);
    const event = `evt_replayed_${invoiceId}`;
    await send('invoice.paid', invoice, event);
    expect((await send('invoice.paid', invoice, event)).status).toBe(200);
    await complete(client, vendorId);
    expect(await invoiceEntries()).toEqual([
      expect.objectContaining({
        key: expect.stringMatching(/^invoice:/),
        fromAccount: 'card',
        toAccount: 'revenue',
        amountCents: 4_900,
      }),
    ]);
    const view = await plan(client, vendorId);
    expect(view).toMatchObject({ tier: 'featured', status: 'active', feePercent: 3 });
    const line = invoice?.lines.data[0];
    expect(view.currentPeriodEnd).toBe(new Date((line?.period.end ?? 0) * 1000).toISOString());
    expect(await featuredUntil(vendorId)).toBe(view.currentPeriodEnd);
    const account = await s.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(account).toMatchObject({ subscriptionTier: 'featured', subscriptionStatus: 'active' });
  });

  it('takes invoice.paid alone (the browser never came back)', async () => {
    const { client, vendorId } = await owner();
    const change = await choose(client, vendorId, 'premium');
    const invoice = fake.billing.payInvoice(invoiceIdOf(change.payment?.clientSecret));
    await send('invoice.paid', invoice);
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'premium', feePercent: 2 });
    expect(await invoiceEntries()).toHaveLength(1);
  });

  it('follows a renewal paid, and a renewal declined: grace, then Basic when Stripe ends it', async () => {
    const { client, vendorId, subId } = await subscribed('featured');
    const renewal = fake.billing.renew(subId, 'paid');
    await send('invoice.paid', renewal);
    await send('invoice.paid', renewal);
    const renewed = await plan(client, vendorId);
    expect(renewed.currentPeriodEnd).toBe(
      new Date((renewal.lines.data[0]?.period.end ?? 0) * 1000).toISOString(),
    );
    expect(await featuredUntil(vendorId)).toBe(renewed.currentPeriodEnd);
    expect(await invoiceEntries()).toHaveLength(2);

    const declined = fake.billing.renew(subId, 'declined');
    await send('invoice.payment_failed', declined);
    await send('invoice.payment_failed', declined);
    const grace = await plan(client, vendorId);
    const due = new Date((declined.lines.data[0]?.period.start ?? 0) * 1000);
    expect(grace).toMatchObject({
      tier: 'featured',
      status: 'past_due',
      graceUntil: new Date(due.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(await featuredUntil(vendorId)).toBe(grace.graceUntil);
    await send('customer.subscription.deleted', {
      ...fake.billing.subscriptions.get(subId),
      status: 'canceled',
    });
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'basic', status: 'cancelled' });
    expect(((await featuredUntil(vendorId)) ?? '') <= s.clock.now().toISOString()).toBe(true);
    expect(await invoiceEntries()).toHaveLength(2);
  });

  it('downgrades at the renewal (the price changes without proration), and undoes it', async () => {
    const { client, vendorId, subId } = await subscribed('premium');
    const down = await choose(client, vendorId, 'featured');
    expect(down.plan).toMatchObject({ tier: 'premium', nextTier: 'featured' });
    const item = () => fake.billing.subscriptions.get(subId)?.items.data[0];
    expect(item()?.price.lookup_key).toBe('bbe_featured_monthly');
    expect(fake.billing.calls.at(-1)?.form.proration_behavior).toBe('none');
    // Nothing is invoiced until the renewal, which then bills (and puts in force) Featured.
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'premium' });
    await choose(client, vendorId, 'premium');
    expect(item()?.price.lookup_key).toBe('bbe_premium_monthly');
    await choose(client, vendorId, 'featured');
    const renewal = fake.billing.renew(subId, 'paid');
    await send('invoice.paid', renewal);
    expect(await plan(client, vendorId)).toMatchObject({ tier: 'featured', nextTier: null, feePercent: 3 });
  });

  it('cancels at the period end in Stripe too; a cancellation taken back in Stripe is ours too', async () => {
    const { client, vendorId, subId } = await subscribed('featured');
    const cancelled = await choose(client, vendorId, 'basic');
    expect(cancelled.plan).toMatchObject({ tier: 'featured', cancelAtPeriodEnd: true });
    const sub = fake.billing.subscriptions.get(subId);
    expect(sub?.cancel_at_period_end).toBe(true);
    await send('customer.subscription.updated', { ...sub, cancel_at_period_end: false });
    expect(await plan(client, vendorId)).toMatchObject({ cancelAtPeriodEnd: false, nextTier: null });
  });

  it('prorates a mid-period upgrade at Stripe, in force once its invoice is paid', async () => {
    const { client, vendorId, subId } = await subscribed('featured');
    s.clock.advance(15 * 86_400_000);
    const up = await choose(client, vendorId, 'premium');
    const update = fake.billing.calls.at(-1);
    expect(update?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(up.plan.tier).toBe('featured');
    expect(up.payment?.amount).toBe('25.00');
    fake.billing.payInvoice(invoiceIdOf(up.payment?.clientSecret));
    expect(await complete(client, vendorId)).toMatchObject({ tier: 'premium', feePercent: 2 });
    expect(fake.billing.subscriptions.get(subId)?.items.data[0]?.price.lookup_key).toBe(
      'bbe_premium_monthly',
    );
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([4_900, 2_500]);
  });

  it('in grace, pays the declined renewal with another card: its own period, once, the new card saved', async () => {
    const { client, user, vendorId, subId } = await subscribed('featured');
    const declined = fake.billing.renew(subId, 'declined');
    await send('invoice.payment_failed', declined);
    expect((await plan(client, vendorId)).status).toBe('past_due');
    // Not paid yet: completing says so and changes nothing.
    const res = await client.post('/api/vendor/plan/overdue', { vendorId });
    expect(res.status).toBe(200);
    const payment = (res.json as PlanChange).payment;
    expect(payment).toMatchObject({ amount: '49.00', tier: 'featured' });
    expect(payment?.clientSecret).toBe(declined.confirmation_secret?.client_secret);
    expect((await client.post('/api/vendor/plan/complete', { vendorId })).status).toBe(409);
    // The Payment Element pays the invoice's PaymentIntent with a new card.
    fake.billing.payInvoice(declined.id, 'pm_card_mastercard');
    const line = declined.lines.data[0];
    const periodEnd = new Date((line?.period.end ?? 0) * 1000).toISOString();
    const after = await complete(client, vendorId);
    expect(after).toMatchObject({
      tier: 'featured',
      status: 'active',
      graceUntil: null,
      currentPeriodEnd: periodEnd,
    });
    await send('invoice.paid', declined);
    await send('invoice.paid', declined);
    expect(await complete(client, vendorId)).toMatchObject({ status: 'active' });
    expect((await invoiceEntries()).map((e) => e.amountCents)).toEqual([4_900, 4_900]);
    expect(await featuredUntil(vendorId)).toBe(periodEnd);
    expect(await s.db.select().from(users).where(eq(users.id, user.id)).get()).toMatchObject({
      subscriptionTier: 'featured',
      subscriptionStatus: 'active',
    });
    // The subscription saves the card that paid as its default: next month Stripe charges it.
    expect(fake.billing.subscriptions.get(subId)?.default_payment_method).toBe('pm_card_mastercard');
    const next = fake.billing.renew(subId, 'paid');
    expect(next.status).toBe('paid');
    await send('invoice.paid', next);
    expect(await invoiceEntries()).toHaveLength(3);
    // Nothing is overdue now.
    expect((await client.post('/api/vendor/plan/overdue', { vendorId })).status).toBe(409);
  });

  it("refuses another vendor's business", async () => {
    const { vendorId } = await owner();
    const stranger = await owner();
    expect((await stranger.client.post('/api/vendor/plan', { vendorId, tier: 'featured' })).status).toBe(404);
  });
});
