import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SUBSCRIPTION_TIERS } from '../../contracts/enums';
import type { PlanChange } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor } from '../../db/client';
import { planInvoices, planSubscriptions, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Payments, StripeProvider } from '../../payments';
import { type StripeBillingApi, stripeBillingApi } from '../../payments/stripe-billing';
import {
  addMonth,
  type Invoice,
  markInvoicePaid,
  openUpgradeInvoice,
  type Subscription,
  voidInvoice,
} from './plan-records';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];
type PaidTier = Exclude<Tier, 'basic'>;

// One billing API (and its cache of price ids) per Stripe client.
const apis = new WeakMap<Stripe, StripeBillingApi>();
export function billingApi(pay: StripeProvider): StripeBillingApi {
  let api = apis.get(pay.client);
  if (!api) {
    api = stripeBillingApi(pay.client);
    apis.set(pay.client, api);
  }
  return api;
}

export const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The line an invoice is for: the plan's (an upgrade's proration also holds a credit line). */
export const mainLine = (invoice: Stripe.Invoice) =>
  [...invoice.lines.data].sort((a, b) => b.amount - a.amount)[0];

export const subscriptionIdOf = (invoice: Stripe.Invoice) => {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : (sub?.id ?? null);
};

/** The line's period, as the paid period of the plan. */
export const periodOf = (line: Stripe.InvoiceLineItem | undefined, now: Date) =>
  line
    ? { start: isoOf(line.period.start), end: isoOf(line.period.end) }
    : { start: now.toISOString(), end: addMonth(now.toISOString()) };

/** Our row for a Stripe invoice, written the first time we hear of it. */
export async function invoiceRow(
  tx: Executor,
  sub: Subscription,
  invoice: Stripe.Invoice,
  tier: Tier,
  period: { start: string; end: string },
): Promise<Invoice> {
  await tx
    .insert(planInvoices)
    .values({
      id: newId(),
      subscriptionId: sub.id,
      tier,
      amountCents: invoice.amount_due,
      periodStart: period.start,
      periodEnd: period.end,
      providerInvoiceId: invoice.id,
    })
    .onConflictDoNothing()
    .run();
  const row = await tx
    .select()
    .from(planInvoices)
    .where(eq(planInvoices.providerInvoiceId, invoice.id))
    .get();
  if (!row) throw new Error(`plans: invoice ${invoice.id} clashes with another of the same period`);
  return row;
}

/** The plans' Stripe Billing side: what change-plan.ts asks of it when Stripe is configured. */
export function stripeBilling(deps: { db: Db; pay: Payments }) {
  const { db } = deps;
  if (deps.pay.name !== 'stripe') throw new Error('stripeBilling needs the Stripe provider');
  const api = billingApi(deps.pay);

  async function customerFor(userId: string): Promise<string> {
    const user = await db.select().from(users).where(eq(users.id, userId)).get();
    if (!user) throw notFound('No such account');
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await api.createCustomer({
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    await db.update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id)).run();
    return customer.id;
  }

  /** An invoice to pay in the browser, or (paid already: a saved card, a zero amount) recorded now. */
  async function recordOpen(
    sub: Subscription,
    invoice: Stripe.Invoice,
    tier: PaidTier,
    now: Date,
  ): Promise<PlanChange['payment']> {
    const line = mainLine(invoice);
    return await db.transaction(async (tx) => {
      // Until it is paid its period is only expected: it starts when paid (first) or now (upgrade).
      const row = await invoiceRow(tx, sub, invoice, tier, {
        start: now.toISOString(),
        end: line ? isoOf(line.period.end) : addMonth(now.toISOString()),
      });
      const secret = invoice.confirmation_secret?.client_secret;
      if (invoice.status === 'paid' || !secret) {
        if (invoice.status === 'paid') await markInvoicePaid(tx, row.id, now, periodOf(line, now));
        return null;
      }
      return { invoiceId: row.id, clientSecret: secret, amount: centsToDecimal(invoice.amount_due), tier };
    });
  }

  return {
    async upgrade(
      vendor: { id: string; userId: string | null },
      sub: Subscription | undefined,
      tier: Tier,
      now: Date,
    ): Promise<PlanChange['payment']> {
      if (tier === 'basic' || !vendor.userId) throw conflict('This business has no account to bill');
      const open = sub ? await openUpgradeInvoice(db, sub) : undefined;
      if (open?.providerInvoiceId && open.tier === tier) {
        const invoice = await api.retrieveInvoice(open.providerInvoiceId);
        const secret = invoice.confirmation_secret?.client_secret;
        if (invoice.status === 'open' && secret)
          return { invoiceId: open.id, clientSecret: secret, amount: centsToDecimal(open.amountCents), tier };
      }
      if (sub && open) await this.abandon(sub, open, now);
      // One key per choice: the SDK's own retries of it reuse the key, a later choice is a new request.
      const stamp = `${vendor.id}_${tier}_${newId()}`;
      if (sub?.status === 'active' && sub.providerSubscriptionId) {
        const current = await api.retrieve(sub.providerSubscriptionId);
        const updated = await api.changePrice(current, {
          tier,
          upgrade: true,
          cancelAtPeriodEnd: false,
          idempotencyKey: `plan_upgrade_${stamp}`,
        });
        return recordOpen(sub, updated.latest_invoice as Stripe.Invoice, tier, now);
      }
      const created = await api.subscribe({
        customer: await customerFor(vendor.userId),
        tier,
        vendorId: vendor.id,
        idempotencyKey: `plan_subscribe_${stamp}`,
      });
      const fields = {
        userId: vendor.userId,
        tier,
        status: 'incomplete' as const,
        provider: 'stripe' as const,
        providerSubscriptionId: created.id,
        nextTier: null,
        cancelAtPeriodEnd: false,
        graceUntil: null,
        updatedAt: now.toISOString(),
      };
      const row = sub
        ? await db
            .update(planSubscriptions)
            .set(fields)
            .where(eq(planSubscriptions.id, sub.id))
            .returning()
            .get()
        : await db
            .insert(planSubscriptions)
            .values({ id: newId(), vendorId: vendor.id, ...fields })
            .returning()
            .get();
      if (!row) throw notFound('No such plan');
      return recordOpen(row, created.latest_invoice as Stripe.Invoice, tier, now);
    },

    /** An upgrade given up: a subscription never paid is cancelled, a pending upgrade's invoice voided. */
    async abandon(sub: Subscription, open: Invoice, now: Date) {
      if (sub.status === 'incomplete' && sub.providerSubscriptionId) {
        const current = await api.retrieve(sub.providerSubscriptionId);
        if (current.status === 'incomplete') await api.cancelNow(current.id);
      } else if (open.providerInvoiceId) {
        const invoice = await api.retrieveInvoice(open.providerInvoiceId);
        if (invoice.status === 'open') await api.voidInvoice(invoice.id);
      }
      await voidInvoice(db, open.id, now);
    },

    /** A downgrade or cancellation at the period's end, or its undoing (`tier` the plan to renew on). */
    async schedule(sub: Subscription, change: { tier: Tier; cancelAtPeriodEnd: boolean }) {
      if (!sub.providerSubscriptionId) return;
      const current = await api.retrieve(sub.providerSubscriptionId);
      const renewsOn = change.tier === 'basic' ? sub.tier : change.tier;
      if (renewsOn === 'basic') return;
      const onPrice = current.items.data[0]?.price.id === (await api.priceFor(renewsOn));
      if (onPrice) await api.cancelAtPeriodEnd(current.id, change.cancelAtPeriodEnd);
      else
        await api.changePrice(current, {
          tier: renewsOn,
          upgrade: false,
          cancelAtPeriodEnd: change.cancelAtPeriodEnd,
          idempotencyKey: `plan_schedule_${sub.id}_${renewsOn}_${newId()}`,
        });
    },

    async cancelNow(sub: Subscription) {
      if (sub.providerSubscriptionId) await api.cancelNow(sub.providerSubscriptionId);
    },

    /**
     * In grace, the renewal Stripe could not charge, paid in the browser with another card: its
     * PaymentIntent's secret for the Payment Element. The subscription saves the card that pays it as
     * its default (`save_default_payment_method: on_subscription`, set when it was created), so it
     * is the one Stripe charges next month. Null when it was paid meanwhile (recorded now).
     */
    async payOverdue(overdue: Invoice, now: Date): Promise<PlanChange['payment']> {
      if (!overdue.providerInvoiceId) throw conflict('This invoice cannot be paid here.');
      const invoice = await api.retrieveInvoice(overdue.providerInvoiceId);
      if (invoice.status === 'paid') {
        await this.settle(overdue, now);
        return null;
      }
      const secret = invoice.confirmation_secret?.client_secret;
      if (invoice.status !== 'open' || !secret) throw conflict('This invoice cannot be paid now.');
      return {
        invoiceId: overdue.id,
        clientSecret: secret,
        amount: centsToDecimal(overdue.amountCents),
        tier: overdue.tier,
      };
    },

    /** The browser says the invoice was paid: Stripe is asked. Its own period is the plan's. */
    async settle(open: Invoice, now: Date) {
      if (!open.providerInvoiceId) return;
      const invoice = await api.retrieveInvoice(open.providerInvoiceId);
      if (invoice.status !== 'paid') throw conflict('The payment has not gone through yet.');
      const period = periodOf(mainLine(invoice), now);
      await db.transaction((tx) => markInvoicePaid(tx, open.id, now, period));
    },
  };
}
