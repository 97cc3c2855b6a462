import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { problemReports } from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { balanceOf, DISPUTES, postEntry, vendorAccount } from './post';

// What a problem report does in the books (issue 30, docs/decisions.md): the vendor's unpaid share of
// the booking moves to `disputes` while the report is open, and back when the admin resolves it.

type Report = typeof problemReports.$inferSelect;

/**
 * What the vendor's share of a settled booking still holds unpaid: the share less its jobs' pay and
 * less what a report's refund already took from the vendor, nothing once the booking's payout was
 * made, and never more than the vendor's balance (what is there to hold).
 */
export async function unpaidShare(tx: Executor, orderId: string, vendorId: string): Promise<number> {
  const account = vendorAccount(vendorId);
  const row = await rawRow<{ cents: number; paid: number }>(
    tx,
    sql`
    select coalesce(sum(case when kind = 'vendor_share' and to_account = ${account} then amount_cents
                             when kind in ('worker_pay', 'refund') and from_account = ${account} then -amount_cents
                             else 0 end), 0) as cents,
           exists (select 1 from payouts p where p.payee_kind = 'vendor' and p.payee_id = ${vendorId}
                   and p.item_key = 'order:' || ${orderId}) as paid
    from ledger_entries where order_id = ${orderId}`,
  );
  if (!row || row.paid) return 0;
  return Math.max(0, Math.min(row.cents, await balanceOf(tx, account)));
}

/**
 * Holds the vendor's unpaid share for an open report, once (`dispute-hold:<reportId>`), and records
 * it in `held_cents`. A booking not yet settled holds nothing yet: settleOrder calls this again.
 */
export async function holdForReport(tx: Tx, report: Report, settled: boolean, now: Date): Promise<number> {
  if (!settled || report.status !== 'open' || report.heldCents > 0) return report.heldCents;
  const cents = await unpaidShare(tx, report.orderId, report.vendorId);
  const posted = await postEntry(tx, {
    key: `dispute-hold:${report.id}`,
    kind: 'dispute_hold',
    from: vendorAccount(report.vendorId),
    to: DISPUTES,
    amountCents: cents,
    orderId: report.orderId,
    now,
  });
  if (!posted) return report.heldCents;
  await tx.update(problemReports).set({ heldCents: cents }).where(eq(problemReports.id, report.id)).run();
  return cents;
}

/** A booking settling while its report is open: its share is held as it lands. */
export async function holdOnSettle(tx: Tx, orderId: string, now: Date) {
  const report = await tx
    .select()
    .from(problemReports)
    .where(and(eq(problemReports.orderId, orderId), eq(problemReports.status, 'open')))
    .get();
  if (report) await holdForReport(tx, report, true, now);
}

/** The report ended: what it held goes back to the vendor (`dispute-release:<reportId>`). */
export async function releaseHold(tx: Tx, report: Report, now: Date) {
  await postEntry(tx, {
    key: `dispute-release:${report.id}`,
    kind: 'dispute_release',
    from: DISPUTES,
    to: vendorAccount(report.vendorId),
    amountCents: report.heldCents,
    orderId: report.orderId,
    now,
  });
}
