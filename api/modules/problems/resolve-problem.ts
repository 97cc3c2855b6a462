import { and, eq } from 'drizzle-orm';
import { decimalToCents, formatMoney } from '../../contracts/money';
import type { ProblemView, ResolveProblemInput } from '../../contracts/problems';
import type { Db } from '../../db/client';
import { orders, problemReports } from '../../db/schema';
import { releaseHold } from '../../ledger/dispute-books';
import { HELD, vendorAccount } from '../../ledger/post';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toProblemView } from '../../lib/problem-view';
import type { Payments } from '../../payments';
import { recordRefund } from '../orders/refund-parts';
import { settleRefunds } from '../orders/refunds';
import { paidAndRefundable } from './problem-money';
import { tellOfResolution } from './problem-notices';

const ALREADY_RESOLVED = 'This report was already resolved';

/**
 * The admin ends a report, once: a conditional UPDATE from 'open' makes the first resolve the only
 * one. Either way what the report held goes back to the vendor; a refund then takes its amount from
 * where the money is (dispute-books.ts) and is sent to the provider after the commit, under its own
 * key, so a retry never refunds twice. A release leaves the payout run to pay the booking's share.
 */
export async function resolveProblem(
  deps: { db: Db; pay: Payments },
  adminId: string,
  reportId: string,
  input: ResolveProblemInput,
  now: Date,
): Promise<ProblemView> {
  const { db } = deps;
  const { report, refundId } = await db.transaction(async (tx) => {
    // Read in the transaction: a second resolve racing the first sees it resolved, not its refund.
    const found = await tx.select().from(problemReports).where(eq(problemReports.id, reportId)).get();
    if (!found) throw notFound('Report not found');
    if (found.status !== 'open') throw conflict(ALREADY_RESOLVED);
    const order = await tx.select().from(orders).where(eq(orders.id, found.orderId)).get();
    if (!order) throw notFound('Booking not found');
    const refundCents = input.action === 'refund' ? decimalToCents(input.refundAmount) : null;
    if (input.action === 'refund') {
      const { refundable } = await paidAndRefundable(tx, order.id);
      if (refundCents === null || refundCents < 1 || refundCents > refundable || !order.paymentId)
        throw badRequest(
          `Refund from $0.01 up to ${formatMoney(refundable, 'cents')}: what was paid for this booking less what was already refunded`,
          { refundAmount: 'Enter an amount the booking can still refund' },
        );
    }
    const stamp = now.toISOString();
    const resolved = await tx
      .update(problemReports)
      .set({
        status: input.action === 'refund' ? 'refunded' : 'released',
        resolvedBy: adminId,
        resolution: input.note || null,
        resolvedAt: stamp,
        updatedAt: stamp,
      })
      .where(and(eq(problemReports.id, reportId), eq(problemReports.status, 'open')))
      .returning()
      .get();
    if (!resolved) throw conflict(ALREADY_RESOLVED);
    await releaseHold(tx, resolved, now);
    if (refundCents === null || !order.paymentId) {
      await tellOfResolution(tx, order, resolved, 'The vendor’s payout for this booking was released', now);
      return { report: resolved, refundId: null };
    }
    // The money comes from where it is: `held` while the booking is unsettled (its split then shares
    // what is left), else the vendor's account, so a refund larger than the share still unpaid nets
    // from the vendor's later payouts.
    const refund = await recordRefund(
      tx,
      {
        orderId: order.id,
        paymentId: order.paymentId,
        kind: 'report',
        key: `report:${reportId}`,
        amountCents: refundCents,
        reason: input.note || 'Problem report',
        requestedBy: 'admin',
      },
      now,
      order.settledAt ? vendorAccount(order.vendorId) : HELD,
    );
    const report = await tx
      .update(problemReports)
      .set({ refundId: refund.id, refundCents })
      .where(eq(problemReports.id, reportId))
      .returning()
      .get();
    if (!report) throw notFound('Report not found');
    await tellOfResolution(
      tx,
      order,
      report,
      `${formatMoney(refundCents, 'cents')} is refunded to the customer`,
      now,
    );
    return { report, refundId: refund.id };
  });
  if (refundId) await settleRefunds(deps, [refundId]);
  return toProblemView(report);
}
