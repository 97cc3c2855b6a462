import { randomBytes } from 'node:crypto';
import { PLAN_PRICE_CENTS } from '../contracts/plans';
import { CARD, postEntry, REVENUE } from '../ledger/post';
import { newId } from '../lib/ids';
import { addMonth, syncUserPlan } from '../modules/plans/plan-records';
import type { Executor } from './client';
import { localPaymentIntents, planInvoices, planSubscriptions } from './schema';

type SeededVendor = { id: string; userId?: string | null; featuredUntil?: string | null };

/**
 * FEATURED in the demo is backed by a subscription, as it is for a real vendor: each featured
 * vendor is on Featured, its month paid (an embedded-provider payment with a reusable test card, so
 * it renews on the server's clock, the invoice, its `card → revenue` entry) up to its featuredUntil.
 * The one whose FEATURED ran out had cancelled: its last month paid, its subscription ended.
 */
export async function insertDemoPlans(tx: Executor, vendors: SeededVendor[], now: Date) {
  for (const vendor of vendors) {
    if (!vendor.featuredUntil) continue;
    const periodEnd = vendor.featuredUntil;
    const periodStart = addMonth(periodEnd, -1);
    const ended = periodEnd <= now.toISOString();
    const amountCents = PLAN_PRICE_CENTS.featured;
    const subscriptionId = newId();
    const invoiceId = newId();
    const intentId = `lpi_${randomBytes(12).toString('hex')}`;
    await tx
      .insert(planSubscriptions)
      .values({
        id: subscriptionId,
        vendorId: vendor.id,
        userId: vendor.userId ?? null,
        tier: 'featured',
        status: ended ? 'cancelled' : 'active',
        provider: 'local',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
      })
      .run();
    await tx
      .insert(localPaymentIntents)
      .values({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: `plan_invoice_${invoiceId}`,
        amountCents,
        status: 'succeeded',
        savedCard: 'reusable',
        createdAt: periodStart,
      })
      .run();
    await tx
      .insert(planInvoices)
      .values({
        id: invoiceId,
        subscriptionId,
        tier: 'featured',
        amountCents,
        periodStart,
        periodEnd,
        status: 'paid',
        intentId,
        paidAt: periodStart,
      })
      .run();
    await postEntry(tx, {
      key: `invoice:${invoiceId}`,
      kind: 'subscription_invoice',
      from: CARD,
      to: REVENUE,
      amountCents,
      invoiceId,
      now: new Date(periodStart),
    });
    await syncUserPlan(tx, vendor.userId ?? null, now);
  }
}
