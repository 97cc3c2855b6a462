import { eq } from 'drizzle-orm';
import type { PlanView } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import { PLAN_FEE_BPS, PLAN_PRICE_CENTS } from '../../contracts/plans';
import type { Executor } from '../../db/client';
import { vendors } from '../../db/schema';
import { planInForce } from '../../lib/plan-in-force';
import { overdueInvoice } from './overdue';
import { openUpgradeInvoice, subscriptionOf } from './plan-records';

/** A business's plan as its owner sees it: in force now, what comes next, and what is owed. */
export async function planView(db: Executor, vendorId: string, now: Date): Promise<PlanView> {
  const tier = await planInForce(db, vendorId, now);
  const sub = await subscriptionOf(db, vendorId);
  const paid = sub !== undefined && tier !== 'basic';
  const inGrace = paid && sub.status === 'past_due';
  const failed = inGrace ? await overdueInvoice(db, sub) : undefined;
  const nextTier = paid ? (sub.cancelAtPeriodEnd ? 'basic' : sub.nextTier) : null;
  const renewsOn = paid && nextTier !== 'basic' ? sub.currentPeriodEnd : null;
  const upgrade = sub ? await openUpgradeInvoice(db, sub) : undefined;
  const vendor = await db
    .select({ name: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .get();
  return {
    vendorId,
    businessName: vendor?.name ?? '',
    tier,
    status: sub?.status ?? 'none',
    feePercent: PLAN_FEE_BPS[tier] / 100,
    currentPeriodEnd: paid ? sub.currentPeriodEnd : null,
    nextTier,
    cancelAtPeriodEnd: paid && sub.cancelAtPeriodEnd,
    graceUntil: inGrace ? sub.graceUntil : null,
    lastError: failed?.lastError ?? null,
    nextInvoice: failed
      ? { amount: centsToDecimal(failed.amountCents), on: failed.periodStart }
      : renewsOn
        ? { amount: centsToDecimal(PLAN_PRICE_CENTS[nextTier ?? tier]), on: renewsOn }
        : null,
    pendingUpgrade: upgrade ? { tier: upgrade.tier, amount: centsToDecimal(upgrade.amountCents) } : null,
  };
}
