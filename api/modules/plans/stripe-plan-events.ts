import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { planSubscriptions } from '../../db/schema';
import type { StripeProvider } from '../../payments';
import { endSubscription, markInvoicePaid, markRenewalFailed } from './plan-records';
import { billingApi, invoiceRow, mainLine, periodOf, subscriptionIdOf } from './stripe-plans';

const bySubscriptionId = async (db: Db, id: string | null) =>
  id
    ? await db.select().from(planSubscriptions).where(eq(planSubscriptions.providerSubscriptionId, id)).get()
    : undefined;

/** Stripe says a subscription is over (cancelled at its period's end, or by its dunning settings). */
async function ended(db: Db, id: string, now: Date) {
  const sub = await bySubscriptionId(db, id);
  if (!sub) return;
  await db.transaction(async (tx) => {
    if (sub.status === 'incomplete')
      await tx
        .update(planSubscriptions)
        .set({ status: 'cancelled', updatedAt: now.toISOString() })
        .where(eq(planSubscriptions.id, sub.id))
        .run();
    else await endSubscription(tx, sub.id, now);
  });
}

/**
 * Stripe Billing's events for the plans: `invoice.paid` (a first invoice, a renewal, an upgrade's
 * proration), `invoice.payment_failed` (a renewal declined: grace), `customer.subscription.updated`
 * and `.deleted`. Each is idempotent on its own (the invoice is paid once, its ledger key is per
 * invoice), so a replay, or an event racing the browser's own completion, changes nothing twice.
 */
export async function handlePlanEvent(db: Db, pay: StripeProvider, event: Stripe.Event, now: Date) {
  const api = billingApi(pay);
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const sub = await bySubscriptionId(db, subscriptionIdOf(invoice));
    const line = mainLine(invoice);
    const price = line?.pricing?.price_details?.price;
    if (!sub || !price) return;
    const tier = await api.tierOfPrice(price);
    if (!tier) return;
    const period = periodOf(line, now);
    if (event.type === 'invoice.paid') {
      await db.transaction(async (tx) =>
        markInvoicePaid(tx, (await invoiceRow(tx, sub, invoice, tier, period)).id, now, period),
      );
    } else if (
      invoice.billing_reason === 'subscription_cycle' &&
      ['active', 'past_due'].includes(sub.status)
    ) {
      // A first invoice declined leaves the owner at the card form to try another: no grace for that.
      await db.transaction(async (tx) =>
        markRenewalFailed(
          tx,
          (await invoiceRow(tx, sub, invoice, tier, period)).id,
          'Your card was declined.',
          now,
        ),
      );
    }
    return;
  }
  if (event.type === 'customer.subscription.deleted') return ended(db, event.data.object.id, now);
  if (event.type === 'customer.subscription.updated') {
    const object = event.data.object;
    if (['canceled', 'unpaid', 'incomplete_expired'].includes(object.status))
      return ended(db, object.id, now);
    // A cancellation set or taken back in Stripe's dashboard is ours too.
    await db
      .update(planSubscriptions)
      .set({ cancelAtPeriodEnd: object.cancel_at_period_end, updatedAt: now.toISOString() })
      .where(
        and(
          eq(planSubscriptions.providerSubscriptionId, object.id),
          inArray(planSubscriptions.status, ['active', 'past_due']),
        ),
      )
      .run();
  }
}
