import { eq } from 'drizzle-orm';
import type { SUBSCRIPTION_TIERS } from '../contracts/enums';
import { PLAN_GRACE_DAYS } from '../contracts/finance';
import { PLAN_FEE_BPS } from '../contracts/plans';
import type { Executor } from '../db/client';
import { planSubscriptions } from '../db/schema';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * The plan a vendor is on right now (docs/decisions/0006-money-out-ledger.md): its subscription's
 * tier while it is paid (active) or in its grace period after a failed renewal (past_due, until
 * `graceUntil`); Basic otherwise: with no subscription, before its first invoice is paid, after a
 * cancellation, or once the grace period ran out.
 */
export async function planInForce(db: Executor, vendorId: string, now: Date): Promise<Tier> {
  const sub = await db.select().from(planSubscriptions).where(eq(planSubscriptions.vendorId, vendorId)).get();
  if (!sub) return 'basic';
  // An active subscription whose paid period ended longer ago than a grace period, with no renewal
  // recorded, is not believed (nobody renews it: a demo plan on a server switched to Stripe).
  if (sub.status === 'active')
    return sub.currentPeriodEnd === null || sub.currentPeriodEnd > daysBefore(now, PLAN_GRACE_DAYS)
      ? sub.tier
      : 'basic';
  if (sub.status === 'past_due' && sub.graceUntil !== null && sub.graceUntil > now.toISOString())
    return sub.tier;
  return 'basic';
}

/** The platform's fee rate, in basis points, for a booking paid to this vendor now. */
export const feeRateBpsFor = async (db: Executor, vendorId: string, now: Date) =>
  PLAN_FEE_BPS[await planInForce(db, vendorId, now)];
