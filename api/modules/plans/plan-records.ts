import { and, eq, inArray } from 'drizzle-orm';
import type { SUBSCRIPTION_TIERS } from '../../contracts/enums';
import { PLAN_GRACE_DAYS } from '../../contracts/finance';
import type { Executor } from '../../db/client';
import { planInvoices, planSubscriptions, users, vendors } from '../../db/schema';
import { CARD, postEntry, REVENUE } from '../../ledger/post';
import { ownedVendorIds } from '../../lib/ownership';
import { planInForce } from '../../lib/plan-in-force';

// The writes that follow a plan's money: an invoice paid, a renewal failed, a period ended, a grace
// period run out. Each runs inside the caller's transaction, and each is a conditional update, so
// whatever tells us twice (the browser, the job, a webhook) changes things once.

type Tier = (typeof SUBSCRIPTION_TIERS)[number];
export type Subscription = typeof planSubscriptions.$inferSelect;
export type Invoice = typeof planInvoices.$inferSelect;

const DAY_MS = 86_400_000;
export const TIER_RANK: Record<Tier, number> = { basic: 0, featured: 1, premium: 2 };
/** Featured and Premium carry FEATURED in the directory. */
const carriesFeatured = (tier: Tier) => tier !== 'basic';

/** The same moment a calendar month later (Jan 31 → Feb 28), as monthly billing counts; -1 earlier. */
export function addMonth(iso: string, months = 1): string {
  const at = new Date(iso);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at.toISOString();
}

export const subscriptionOf = (db: Executor, vendorId: string) =>
  db.select().from(planSubscriptions).where(eq(planSubscriptions.vendorId, vendorId)).get();

/**
 * The account's own words (SPEC: users.subscriptionTier and subscriptionStatus) follow its
 * businesses' plans: the best tier in force; active while one is paid or in grace, cancelled once
 * one ended, inactive otherwise.
 */
export async function syncUserPlan(tx: Executor, userId: string | null, now: Date) {
  if (!userId) return;
  const owned = await ownedVendorIds(tx, userId);
  let tier: Tier = 'basic';
  let status: 'active' | 'inactive' | 'cancelled' = 'inactive';
  for (const id of owned) {
    const inForce = await planInForce(tx, id, now);
    if (TIER_RANK[inForce] > TIER_RANK[tier]) tier = inForce;
    if (inForce !== 'basic') status = 'active';
    else if (status === 'inactive' && (await subscriptionOf(tx, id))?.status === 'cancelled')
      status = 'cancelled';
  }
  await tx
    .update(users)
    .set({ subscriptionTier: tier, subscriptionStatus: status, updatedAt: now.toISOString() })
    .where(eq(users.id, userId))
    .run();
}

async function setFeaturedUntil(tx: Executor, vendorId: string, until: string | null) {
  await tx.update(vendors).set({ featuredUntil: until }).where(eq(vendors.id, vendorId)).run();
}

/**
 * An invoice paid: marked paid, `card → revenue` posted (`invoice:<id>`), its period made the
 * subscription's, its tier in force, FEATURED until the period's end. `period` sets the period when
 * it starts at payment (a first invoice); a renewal keeps its own. False when it was paid already.
 */
export async function markInvoicePaid(
  tx: Executor,
  invoiceId: string,
  now: Date,
  period?: { start: string; end: string },
): Promise<boolean> {
  const invoice = await tx
    .update(planInvoices)
    .set({
      status: 'paid',
      paidAt: now.toISOString(),
      lastError: null,
      updatedAt: now.toISOString(),
      ...(period ? { periodStart: period.start, periodEnd: period.end } : {}),
    })
    .where(and(eq(planInvoices.id, invoiceId), inArray(planInvoices.status, ['open', 'failed'])))
    .returning()
    .get();
  if (!invoice) return false;
  await postEntry(tx, {
    key: `invoice:${invoice.id}`,
    kind: 'subscription_invoice',
    from: CARD,
    to: REVENUE,
    amountCents: invoice.amountCents,
    invoiceId: invoice.id,
    now,
  });
  const sub = await tx
    .update(planSubscriptions)
    .set({
      tier: invoice.tier,
      status: 'active',
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      // What was scheduled is applied (a renewal on the next tier) or replaced (an upgrade).
      nextTier: null,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      updatedAt: now.toISOString(),
    })
    .where(eq(planSubscriptions.id, invoice.subscriptionId))
    .returning()
    .get();
  if (!sub) return true;
  await setFeaturedUntil(tx, sub.vendorId, carriesFeatured(invoice.tier) ? invoice.periodEnd : null);
  await syncUserPlan(tx, sub.userId, now);
  return true;
}

/**
 * A renewal declined: the invoice waits to be tried again (daily), the plan stays for the grace
 * period counted from when the renewal was due, FEATURED with it. False when it was settled already.
 */
export async function markRenewalFailed(
  tx: Executor,
  invoiceId: string,
  error: string,
  now: Date,
): Promise<boolean> {
  const current = await tx.select().from(planInvoices).where(eq(planInvoices.id, invoiceId)).get();
  if (!current) return false;
  const invoice = await tx
    .update(planInvoices)
    .set({
      status: 'failed',
      attempts: current.attempts + 1,
      lastError: error,
      updatedAt: now.toISOString(),
    })
    .where(and(eq(planInvoices.id, invoiceId), inArray(planInvoices.status, ['open', 'failed'])))
    .returning()
    .get();
  if (!invoice) return false;
  const graceUntil = new Date(
    new Date(invoice.periodStart).getTime() + PLAN_GRACE_DAYS * DAY_MS,
  ).toISOString();
  const sub = await tx
    .update(planSubscriptions)
    .set({ status: 'past_due', graceUntil, updatedAt: now.toISOString() })
    .where(
      and(
        eq(planSubscriptions.id, invoice.subscriptionId),
        inArray(planSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .returning()
    .get();
  if (sub && carriesFeatured(sub.tier)) await setFeaturedUntil(tx, sub.vendorId, graceUntil);
  await syncUserPlan(tx, sub?.userId ?? null, now);
  return true;
}

/**
 * The plan ends and the business is on Basic: a cancellation at its period's end, or a grace period
 * run out (its unpaid invoice voided). FEATURED ends now if it had not already.
 */
export async function endSubscription(tx: Executor, subscriptionId: string, now: Date) {
  const sub = await tx
    .update(planSubscriptions)
    .set({
      status: 'cancelled',
      nextTier: null,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(planSubscriptions.id, subscriptionId),
        inArray(planSubscriptions.status, ['active', 'past_due']),
      ),
    )
    .returning()
    .get();
  if (!sub) return;
  await tx
    .update(planInvoices)
    .set({ status: 'void', updatedAt: now.toISOString() })
    .where(and(eq(planInvoices.subscriptionId, sub.id), inArray(planInvoices.status, ['open', 'failed'])))
    .run();
  const vendor = await tx
    .select({ until: vendors.featuredUntil })
    .from(vendors)
    .where(eq(vendors.id, sub.vendorId))
    .get();
  if (vendor?.until && vendor.until > now.toISOString())
    await setFeaturedUntil(tx, sub.vendorId, now.toISOString());
  await syncUserPlan(tx, sub.userId, now);
}

/**
 * The invoice of a plan chosen and not paid yet, if one was started: open, and not the renewal
 * (which starts where the current period ends).
 */
export async function openUpgradeInvoice(db: Executor, sub: Subscription): Promise<Invoice | undefined> {
  return (
    await db
      .select()
      .from(planInvoices)
      .where(and(eq(planInvoices.subscriptionId, sub.id), eq(planInvoices.status, 'open')))
      .all()
  ).find((invoice) => invoice.periodStart !== sub.currentPeriodEnd);
}

/** An upgrade abandoned or replaced: its invoice will never be paid. */
export async function voidInvoice(tx: Executor, invoiceId: string, now: Date) {
  await tx
    .update(planInvoices)
    .set({ status: 'void', updatedAt: now.toISOString() })
    .where(and(eq(planInvoices.id, invoiceId), eq(planInvoices.status, 'open')))
    .run();
}
