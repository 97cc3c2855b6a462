import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PLAN_PRICE_CENTS } from '../../contracts/plans';
import type { Db } from '../../db/client';
import { planInvoices, planSubscriptions } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { LocalProvider } from '../../payments/local';
import { settleLocalUpgrade } from './change-plan';
import { closeOverduePayment, overdueInvoice, settleOverdue } from './overdue';
import {
  addMonth,
  endSubscription,
  type Invoice,
  markInvoicePaid,
  markRenewalFailed,
  openUpgradeInvoice,
  type Subscription,
} from './plan-records';

const DAY_MS = 86_400_000;
/** Periods a server that was off for long catches up on in one run, per subscription. */
const MAX_CATCH_UP = 24;

/** The card that paid this subscription last: a renewal charges it again, as Stripe charges a saved card. */
const lastPaidIntent = async (db: Db, subscriptionId: string) =>
  (
    await db
      .select({ intentId: planInvoices.intentId })
      .from(planInvoices)
      .where(
        and(
          eq(planInvoices.subscriptionId, subscriptionId),
          eq(planInvoices.status, 'paid'),
          isNotNull(planInvoices.intentId),
        ),
      )
      .orderBy(desc(planInvoices.paidAt))
      .get()
  )?.intentId ?? null;

/**
 * One try at a renewal invoice. The idempotency key names the invoice and the try, so a run that
 * crashed after charging and before recording finds the same charge again, never makes a second.
 */
async function charge(db: Db, pay: LocalProvider, invoice: Invoice, now: Date) {
  const from = await lastPaidIntent(db, invoice.subscriptionId);
  const intent = from
    ? await pay.chargeSaved({
        fromIntentId: from,
        amountCents: invoice.amountCents,
        idempotencyKey: `plan_invoice_${invoice.id}_${invoice.attempts}`,
      })
    : null;
  await db.transaction(async (tx) => {
    if (intent?.status === 'succeeded') {
      await tx.update(planInvoices).set({ intentId: intent.id }).where(eq(planInvoices.id, invoice.id)).run();
      await markInvoicePaid(tx, invoice.id, now);
    } else {
      await markRenewalFailed(tx, invoice.id, intent?.lastError ?? 'No card on file.', now);
    }
  });
}

/** The invoice of the period after the current one, written once (the unique period index). */
async function renewalInvoice(
  db: Db,
  sub: Subscription & { currentPeriodEnd: string },
): Promise<Invoice | undefined> {
  const tier = sub.nextTier ?? sub.tier;
  await db
    .insert(planInvoices)
    .values({
      id: newId(),
      subscriptionId: sub.id,
      tier,
      amountCents: PLAN_PRICE_CENTS[tier],
      periodStart: sub.currentPeriodEnd,
      periodEnd: addMonth(sub.currentPeriodEnd),
    })
    .onConflictDoNothing()
    .run();
  return await db
    .select()
    .from(planInvoices)
    .where(and(eq(planInvoices.subscriptionId, sub.id), eq(planInvoices.periodStart, sub.currentPeriodEnd)))
    .get();
}

/** A paid subscription whose period ended: it ends (a cancellation), or renews on its next tier. */
async function renew(db: Db, pay: LocalProvider, subscriptionId: string, now: Date) {
  for (let i = 0; i < MAX_CATCH_UP; i += 1) {
    const sub = await db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.id, subscriptionId))
      .get();
    if (sub?.status !== 'active' || !sub.currentPeriodEnd || sub.currentPeriodEnd > now.toISOString()) return;
    if (sub.cancelAtPeriodEnd || sub.nextTier === 'basic') {
      await db.transaction((tx) => endSubscription(tx, sub.id, now));
      return;
    }
    const invoice = await renewalInvoice(db, { ...sub, currentPeriodEnd: sub.currentPeriodEnd });
    if (!invoice || invoice.status === 'void') return;
    if (invoice.status === 'open') await charge(db, pay, invoice, now);
    // A paid renewal moved the period on: the next round looks again (a server long off catches up).
  }
}

/**
 * In grace: the failed renewal is tried again once a day (a day after the owner last started paying
 * it with another card, too); after the grace period, Basic. The owner's payment comes first: paid,
 * it settles the invoice; still open, it is cancelled before the saved card is charged or the plan ends.
 */
async function retryOrFallBack(db: Db, pay: LocalProvider, sub: Subscription, now: Date) {
  const overdue = await overdueInvoice(db, sub);
  if (overdue && (await settleOverdue(db, pay, overdue, now, { strict: false }))) return;
  if (!sub.graceUntil || sub.graceUntil <= now.toISOString()) {
    if (overdue && (await closeOverduePayment(db, pay, overdue, now))) return;
    await db.transaction((tx) => endSubscription(tx, sub.id, now));
    return;
  }
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  if (!overdue || overdue.updatedAt > dayAgo) return;
  if (await closeOverduePayment(db, pay, overdue, now)) return;
  await charge(db, pay, overdue, now);
}

/**
 * The embedded provider's billing on the server's clock (Stripe Billing renews by itself): first
 * invoices paid whose owner never came back are recorded, periods that ended renew or end, failed
 * renewals are retried daily and fall back to Basic after the grace period. Safe to run twice and
 * after a crash: every step is a conditional update, one invoice per period.
 */
export async function runPlanBilling(db: Db, pay: LocalProvider, now: Date) {
  const nowIso = now.toISOString();
  const subs = await db
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.provider, 'local'),
        inArray(planSubscriptions.status, ['incomplete', 'active', 'past_due']),
      ),
    )
    .all();
  for (const sub of subs) {
    const open = await openUpgradeInvoice(db, sub);
    if (open) await settleLocalUpgrade(db, pay, open, now, { strict: false });
  }
  for (const sub of subs) {
    if (sub.status === 'past_due') await retryOrFallBack(db, pay, sub, now);
    else if (sub.status === 'active' && sub.currentPeriodEnd && sub.currentPeriodEnd <= nowIso)
      await renew(db, pay, sub.id, now);
  }
}

/** Every 15 minutes and at start, like the server's other jobs. */
export function createPlanBillingJob(deps: { db: Db; clock: Clock; pay: LocalProvider }) {
  return backgroundJob(
    'plan billing',
    () => runPlanBilling(deps.db, deps.pay, deps.clock.now()),
    15 * 60_000,
    { lease: deps },
  );
}
