import { and, desc, eq } from 'drizzle-orm';
import type { PlanChange } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor } from '../../db/client';
import { planInvoices } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { LocalProvider } from '../../payments/local';
import { type Invoice, markInvoicePaid, type Subscription } from './plan-records';

// A renewal that failed, paid by the owner with another card during grace (embedded provider). The
// owner's payment intent is kept on the invoice (`intentId`), so the card form's ownership check,
// the renewal job and the next renewal's saved card (the last paid invoice's intent) all find it.

/** The renewal a plan in grace is waiting on: the failed invoice, latest first. */
export const overdueInvoice = async (db: Executor, sub: Subscription): Promise<Invoice | undefined> =>
  sub.status === 'past_due'
    ? await db
        .select()
        .from(planInvoices)
        .where(and(eq(planInvoices.subscriptionId, sub.id), eq(planInvoices.status, 'failed')))
        .orderBy(desc(planInvoices.periodStart))
        .get()
    : undefined;

/**
 * The card form for the overdue invoice: the payment started before if it can still be paid (a
 * reload, a declined card tried again), or a new one; null when the one started went through. Starting it puts the daily retry of the saved
 * card off by a day (the invoice's `updatedAt`), so the old card is not charged while it is open.
 */
export async function startOverduePayment(
  db: Db,
  pay: LocalProvider,
  invoice: Invoice,
  now: Date,
): Promise<PlanChange['payment']> {
  const shown = { invoiceId: invoice.id, amount: centsToDecimal(invoice.amountCents), tier: invoice.tier };
  if (invoice.intentId) {
    const intent = await pay.retrieveIntent(invoice.intentId);
    if (intent.status === 'created' || intent.status === 'failed') {
      await db
        .update(planInvoices)
        .set({ updatedAt: now.toISOString() })
        .where(eq(planInvoices.id, invoice.id))
        .run();
      return { ...shown, clientSecret: intent.clientSecret };
    }
    // Paid already, not recorded yet (the screen closed): recorded now, nothing more to pay.
    if (intent.status === 'succeeded') {
      await db.transaction((tx) => markInvoicePaid(tx, invoice.id, now));
      return null;
    }
  }
  // One key per start: a payment the job cancelled is never handed out again.
  const intent = await pay.createIntent({
    cartId: null,
    amountCents: invoice.amountCents,
    idempotencyKey: `plan_overdue_${invoice.id}_${newId()}`,
  });
  await db
    .update(planInvoices)
    .set({ intentId: intent.id, updatedAt: now.toISOString() })
    .where(and(eq(planInvoices.id, invoice.id), eq(planInvoices.status, 'failed')))
    .run();
  return { ...shown, clientSecret: intent.clientSecret };
}

/**
 * Whether the owner's payment of the overdue invoice went through; if so the invoice is paid (once:
 * a conditional update) for its own period, and the plan is active again. Strict (the owner asking),
 * an unpaid one is a 409 with the card's words.
 */
export async function settleOverdue(
  db: Db,
  pay: LocalProvider,
  invoice: Invoice,
  now: Date,
  { strict }: { strict: boolean },
): Promise<boolean> {
  if (!invoice.intentId) {
    if (strict) throw conflict('The payment has not gone through yet.');
    return false;
  }
  const intent = await pay.retrieveIntent(invoice.intentId);
  if (intent.status === 'succeeded') {
    await db.transaction((tx) => markInvoicePaid(tx, invoice.id, now));
    return true;
  }
  if (strict) throw conflict(intent.lastError ?? 'The payment has not gone through yet.');
  return false;
}

/**
 * Before the saved card is charged again or the plan ends: the owner's open payment is cancelled
 * (a conditional update, so a confirmation at the same moment either wins or finds it cancelled).
 * True when it had gone through: the invoice is paid with it instead.
 */
export async function closeOverduePayment(
  db: Db,
  pay: LocalProvider,
  invoice: Invoice,
  now: Date,
): Promise<boolean> {
  if (!invoice.intentId) return false;
  const intent = await pay.cancelIntent(invoice.intentId);
  if (intent.status !== 'succeeded') return false;
  await db.transaction((tx) => markInvoicePaid(tx, invoice.id, now));
  return true;
}
