import { and, eq } from 'drizzle-orm';
import type { SUBSCRIPTION_TIERS } from '../../contracts/enums';
import type { PlanChange, PlanView } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import { PLAN_PRICE_CENTS } from '../../contracts/plans';
import type { Db } from '../../db/client';
import { planInvoices, planSubscriptions } from '../../db/schema';
import type { DatabaseLock } from '../../lib/database-lock';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnVendor } from '../../lib/ownership';
import { planInForce } from '../../lib/plan-in-force';
import type { Payments } from '../../payments';
import type { LocalProvider } from '../../payments/local';
import { closeOverduePayment, overdueInvoice, settleOverdue, startOverduePayment } from './overdue';
import {
  addMonth,
  endSubscription,
  type Invoice,
  markInvoicePaid,
  openUpgradeInvoice,
  type Subscription,
  subscriptionOf,
  TIER_RANK,
  voidInvoice,
} from './plan-records';
import { planView } from './plan-view';
import { stripeBilling } from './stripe-plans';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];
export type PlansDeps = { db: Db; pay: Payments; lock: DatabaseLock };

const IN_GRACE =
  'Your last plan payment did not go through. Pay it with another card, or choose Basic to end the plan now.';

const OVERDUE_PAID = 'Your payment of the overdue invoice went through: the plan is paid. Refresh to see it.';
const NOTHING_OVERDUE = 'This plan has no overdue payment.';

/**
 * What is left of the paid period, credited to an upgrade started in it (docs/decisions.md): the
 * part of what was paid for the period that the time left is worth, to the cent.
 */
async function unusedCredit(db: Db, sub: Subscription, now: Date): Promise<number> {
  if (sub.status !== 'active' || !sub.currentPeriodStart || !sub.currentPeriodEnd) return 0;
  const paid = await db
    .select({ amountCents: planInvoices.amountCents })
    .from(planInvoices)
    .where(
      and(
        eq(planInvoices.subscriptionId, sub.id),
        eq(planInvoices.periodStart, sub.currentPeriodStart),
        eq(planInvoices.status, 'paid'),
      ),
    )
    .get();
  if (!paid) return 0;
  const start = new Date(sub.currentPeriodStart).getTime();
  const end = new Date(sub.currentPeriodEnd).getTime();
  const left = Math.max(0, end - now.getTime());
  return end > start ? Math.round((paid.amountCents * Math.min(left, end - start)) / (end - start)) : 0;
}

/** An upgrade given up (the owner chose otherwise): its invoice is voided, its payment made unpayable. */
async function abandonUpgrade(deps: PlansDeps, sub: Subscription, now: Date) {
  const open = await openUpgradeInvoice(deps.db, sub);
  if (!open) return;
  if (deps.pay.name === 'stripe') return stripeBilling(deps).abandon(sub, open, now);
  if (open.intentId) await deps.pay.cancelIntent(open.intentId);
  await voidInvoice(deps.db, open.id, now);
}

/** The embedded provider's first invoice of an upgrade: a payment intent the card form confirms. */
async function localUpgrade(
  deps: PlansDeps & { pay: LocalProvider },
  vendor: { id: string; userId: string | null },
  sub: Subscription | undefined,
  tier: Tier,
  now: Date,
): Promise<PlanChange['payment']> {
  const { db } = deps;
  const amountCents = PLAN_PRICE_CENTS[tier] - (sub ? await unusedCredit(db, sub, now) : 0);
  const open = sub ? await openUpgradeInvoice(db, sub) : undefined;
  if (open?.intentId && open.tier === tier) {
    const intent = await deps.pay.retrieveIntent(open.intentId);
    if (intent.status !== 'canceled')
      return {
        invoiceId: open.id,
        clientSecret: intent.clientSecret,
        amount: centsToDecimal(open.amountCents),
        tier,
      };
  }
  if (sub) await abandonUpgrade(deps, sub, now);
  const invoice = await db.transaction(async (tx) => {
    const subscriptionId = sub?.id ?? newId();
    if (!sub) {
      await tx
        .insert(planSubscriptions)
        .values({ id: subscriptionId, vendorId: vendor.id, userId: vendor.userId, tier, provider: 'local' })
        .run();
    } else if (sub.status !== 'active') {
      // An ended or never-paid subscription starts again; a paid one stays as it is until this is paid.
      await tx
        .update(planSubscriptions)
        .set({
          tier,
          status: 'incomplete',
          provider: 'local',
          nextTier: null,
          cancelAtPeriodEnd: false,
          graceUntil: null,
          updatedAt: now.toISOString(),
        })
        .where(eq(planSubscriptions.id, sub.id))
        .run();
    }
    return tx
      .insert(planInvoices)
      .values({
        id: newId(),
        subscriptionId,
        tier,
        amountCents,
        // Moved to the moment it is paid: the paid period starts then.
        periodStart: now.toISOString(),
        periodEnd: addMonth(now.toISOString()),
      })
      .returning()
      .get();
  });
  const intent = await deps.pay.createIntent({
    cartId: null,
    amountCents,
    idempotencyKey: `plan_invoice_${invoice.id}`,
  });
  await db.update(planInvoices).set({ intentId: intent.id }).where(eq(planInvoices.id, invoice.id)).run();
  return {
    invoiceId: invoice.id,
    clientSecret: intent.clientSecret,
    amount: centsToDecimal(amountCents),
    tier,
  };
}

/**
 * The owner chooses a plan for a business. Above the plan in force: an upgrade, in force once its
 * first invoice is paid. Below it: a downgrade or (Basic) a cancellation, at the period's end. The
 * plan in force itself: whatever was scheduled or started is undone.
 */
export async function choosePlan(
  deps: PlansDeps,
  userId: string,
  input: { vendorId: string; tier: Tier },
  now: Date,
): Promise<PlanChange> {
  const { db } = deps;
  return deps.lock(input.vendorId, async () => {
    const vendor = await requireOwnVendor(db, userId, input.vendorId);
    const inForce = await planInForce(db, vendor.id, now);
    const sub = await subscriptionOf(db, vendor.id);
    const stripe = deps.pay.name === 'stripe' ? stripeBilling(deps) : null;
    let payment: PlanChange['payment'] = null;
    if (input.tier === inForce) {
      if (sub) await abandonUpgrade(deps, sub, now);
      if (sub && inForce !== 'basic') {
        await stripe?.schedule(sub, { tier: inForce, cancelAtPeriodEnd: false });
        await db
          .update(planSubscriptions)
          .set({ nextTier: null, cancelAtPeriodEnd: false, updatedAt: now.toISOString() })
          .where(eq(planSubscriptions.id, sub.id))
          .run();
      }
    } else if (TIER_RANK[input.tier] < TIER_RANK[inForce] && sub) {
      await abandonUpgrade(deps, sub, now);
      if (sub.status === 'past_due') {
        // Nothing was paid for the time since the period ended: there is no period left to wait for.
        if (input.tier !== 'basic') throw conflict(IN_GRACE);
        // A payment of the overdue invoice that went through a moment ago keeps the plan instead.
        const overdue = await overdueInvoice(db, sub);
        if (overdue && deps.pay.name === 'local' && (await closeOverduePayment(db, deps.pay, overdue, now)))
          throw conflict(OVERDUE_PAID);
        await stripe?.cancelNow(sub);
        await db.transaction((tx) => endSubscription(tx, sub.id, now));
      } else {
        const cancel = input.tier === 'basic';
        await stripe?.schedule(sub, { tier: input.tier, cancelAtPeriodEnd: cancel });
        await db
          .update(planSubscriptions)
          .set({
            nextTier: cancel ? null : input.tier,
            cancelAtPeriodEnd: cancel,
            updatedAt: now.toISOString(),
          })
          .where(eq(planSubscriptions.id, sub.id))
          .run();
      }
    } else {
      if (sub?.status === 'past_due' && inForce !== 'basic') throw conflict(IN_GRACE);
      payment = stripe
        ? await stripe.upgrade(vendor, sub, input.tier, now)
        : await localUpgrade({ ...deps, pay: deps.pay as LocalProvider }, vendor, sub, input.tier, now);
    }
    return { plan: await planView(db, vendor.id, now), payment };
  });
}

/**
 * The browser says the first invoice was paid: the provider is asked, never believed. Asked twice
 * (a reload), or after the webhook or the job got there first, it records nothing twice.
 */
export async function completePlanPayment(
  deps: PlansDeps,
  userId: string,
  vendorId: string,
  now: Date,
): Promise<PlanView> {
  const { db } = deps;
  return deps.lock(vendorId, async () => {
    const vendor = await requireOwnVendor(db, userId, vendorId);
    const sub = await subscriptionOf(db, vendor.id);
    const open = sub ? await openUpgradeInvoice(db, sub) : undefined;
    const overdue = sub ? await overdueInvoice(db, sub) : undefined;
    if (open) {
      if (deps.pay.name === 'stripe') await stripeBilling(deps).settle(open, now);
      else await settleLocalUpgrade(db, deps.pay, open, now, { strict: true });
    } else if (overdue) {
      if (deps.pay.name === 'stripe') await stripeBilling(deps).settle(overdue, now);
      else await settleOverdue(db, deps.pay, overdue, now, { strict: true });
    }
    return planView(db, vendor.id, now);
  });
}

/**
 * In grace, the owner pays the failed renewal with another card: the card form for that invoice
 * (embedded: a new intent on it; Stripe: the invoice's own PaymentIntent). Paid, it covers its own
 * period and the new card is the one the next renewal charges.
 */
export async function payOverdue(
  deps: PlansDeps,
  userId: string,
  vendorId: string,
  now: Date,
): Promise<PlanChange> {
  const { db } = deps;
  return deps.lock(vendorId, async () => {
    const vendor = await requireOwnVendor(db, userId, vendorId);
    const sub = await subscriptionOf(db, vendor.id);
    const overdue =
      sub && (await planInForce(db, vendor.id, now)) !== 'basic' ? await overdueInvoice(db, sub) : undefined;
    if (!overdue) throw conflict(NOTHING_OVERDUE);
    const payment =
      deps.pay.name === 'stripe'
        ? await stripeBilling(deps).payOverdue(overdue, now)
        : await startOverduePayment(db, deps.pay, overdue, now);
    return { plan: await planView(db, vendor.id, now), payment };
  });
}

/**
 * An embedded upgrade invoice whose intent went through is paid, its month starting now. Strict
 * (the owner asking), an unpaid one is a 409 with the card's words; the job just leaves it.
 */
export async function settleLocalUpgrade(
  db: Db,
  pay: LocalProvider,
  invoice: Invoice,
  now: Date,
  { strict }: { strict: boolean },
) {
  if (!invoice.intentId) return;
  const intent = await pay.retrieveIntent(invoice.intentId);
  if (intent.status === 'succeeded') {
    await db.transaction((tx) =>
      markInvoicePaid(tx, invoice.id, now, { start: now.toISOString(), end: addMonth(now.toISOString()) }),
    );
  } else if (strict) {
    throw conflict(intent.lastError ?? 'The payment has not gone through yet.');
  }
}
