import { sql } from 'drizzle-orm';
import type { FinanceView } from '../contracts/finance';
import { completionPayCents, overtimePayCents } from '../contracts/worked-time';
import { LATE_CANCEL_FEE_CENTS } from '../contracts/worker-pay';
import type { Executor } from '../db/client';
import {
  bookingChanges,
  jobTickets,
  ledgerEntries,
  orders,
  payments,
  payouts,
  planInvoices,
  problemReports,
  refunds,
  tips,
} from '../db/schema';
import { CARD, DISPUTES, HELD, PAID_OUT, REVENUE, vendorAccount, workerAccount } from './post';
import { refundPartProblems } from './refund-part-checks';

type Problem = FinanceView['problems'][number];
type Entry = typeof ledgerEntries.$inferSelect;

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const sumBy = <T>(rows: T[], key: (row: T) => string | null, cents: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + cents(row));
  }
  return sums;
};

/**
 * Checks the books against the rows they record (docs/decisions/0006-money-out-ledger.md) and lists
 * each thing that does not add up; none means balanced. Every account sums to zero by construction
 * (each entry moves money from one account to another), so what is checked is that every entry is
 * the movement its key names, between the accounts its kind allows, for the amount of the row it
 * records; that every order's charge is accounted to the cent; that every payout and every paid
 * invoice has its entry, every paid tip too, every refused payout was given back, and every payout paying one again
 * pays again a refused payout of the same payee and item, at most its amount; and that every refund's
 * parts are taken from its own booking's payments (refund-part-checks.ts). Reads everything once: the books are small beside what SQLite holds.
 */
export async function reconcile(db: Executor): Promise<Problem[]> {
  const entries = await db.select().from(ledgerEntries).all();
  const orderRows = byId(await db.select().from(orders).all());
  const ticketRows = byId(await db.select().from(jobTickets).all());
  const refundRows = byId(await db.select().from(refunds).all());
  const payoutRows = byId(await db.select().from(payouts).all());
  const invoiceRows = byId(await db.select().from(planInvoices).all());
  const changeRows = byId(await db.select().from(bookingChanges).all());
  // What accepted changes moved each order's amount by: its first charge was for the amount before them.
  const changedBy = sumBy(
    [...changeRows.values()].filter((c) => c.status === 'accepted'),
    (c) => c.orderId,
    (c) => c.toAmountCents - c.fromAmountCents,
  );
  const reportRows = byId(await db.select().from(problemReports).all());
  const tipRows = byId(await db.select().from(tips).all());
  // Each order's payment: what its card was charged depends on whether the card was only held.
  const paymentOf = new Map(
    (
      await db
        .select({
          orderId: orders.id,
          id: payments.id,
          provider: payments.provider,
          holdStatus: payments.holdStatus,
          capturedCents: payments.capturedCents,
        })
        .from(orders)
        .innerJoin(payments, sql`${payments.id} = ${orders.paymentId}`)
        .all()
    ).map((r) => [r.orderId, r]),
  );
  const problems: Problem[] = [];
  const flag = (ref: string, message: string) => problems.push({ ref, message });

  for (const e of entries) {
    const expected = expectedShape(e, {
      orderRows,
      ticketRows,
      refundRows,
      payoutRows,
      invoiceRows,
      changeRows,
      changedBy,
      reportRows,
      tipRows,
    });
    if (typeof expected === 'string') flag(`entry:${e.key}`, expected);
    else if (
      expected.from !== e.fromAccount ||
      expected.to !== e.toAccount ||
      expected.cents !== e.amountCents
    )
      flag(
        `entry:${e.key}`,
        `Moves ${e.amountCents} cents ${e.fromAccount} → ${e.toAccount}; it should move ${expected.cents} cents ${expected.from} → ${expected.to}`,
      );
  }

  const ofKind = (kind: Entry['kind']) => entries.filter((e) => e.kind === kind);
  const chargeOf = sumBy(
    ofKind('charge'),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  const changeChargeOf = sumBy(
    ofKind('change_charge'),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  const refundedOf = sumBy(
    ofKind('refund'),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  // A problem report's refund after the split comes out of the vendor's account, not the charge's.
  const refundedFromHeldOf = sumBy(
    ofKind('refund').filter((e) => e.fromAccount === HELD),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  const feeOf = sumBy(
    ofKind('platform_fee'),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  const shareOf = sumBy(
    ofKind('vendor_share'),
    (e) => e.orderId,
    (e) => e.amountCents,
  );
  const heldOf = sumBy(
    entries.filter((e) => e.toAccount === HELD || e.fromAccount === HELD),
    (e) => e.orderId ?? `entry:${e.key}`,
    (e) => (e.toAccount === HELD ? e.amountCents : -e.amountCents),
  );
  const refundRowsOf = sumBy(
    [...refundRows.values()],
    (r) => r.orderId,
    (r) => r.amountCents,
  );

  for (const order of orderRows.values()) {
    const ref = `order:${order.id}`;
    const charge = chargeOf.get(order.id) ?? 0;
    // The booking as first paid, and all its card gave: that charge and its changes' differences.
    const firstAmount = order.amountCents - (changedBy.get(order.id) ?? 0);
    const charged = charge + (changeChargeOf.get(order.id) ?? 0);
    const refunded = refundedOf.get(order.id) ?? 0;
    const refundedFromHeld = refundedFromHeldOf.get(order.id) ?? 0;
    const fee = feeOf.get(order.id) ?? 0;
    const share = shareOf.get(order.id) ?? 0;
    const held = heldOf.get(order.id) ?? 0;
    const payment = paymentOf.get(order.id);
    if (payment?.holdStatus === 'captured') {
      // A captured hold charged the orders it went ahead with, each whole, and nothing for the others.
      if (charge !== 0 && charge !== firstAmount)
        flag(ref, `A captured hold charges all ${firstAmount} cents or none, but the books show ${charge}`);
    } else {
      // Charged at once when a provider was asked; nothing while the card is only held or once released.
      const expectedCharge =
        payment && payment.provider !== 'none' && payment.holdStatus === 'none' ? firstAmount : 0;
      if (charge !== expectedCharge)
        flag(ref, `Charged ${expectedCharge} cents, but the books show a charge of ${charge}`);
    }
    if (refunded !== (refundRowsOf.get(order.id) ?? 0))
      flag(ref, `Refunds recorded ${refundRowsOf.get(order.id) ?? 0} cents, the books ${refunded}`);
    if (order.settledAt) {
      if (charged !== refundedFromHeld + fee + share)
        flag(ref, `Charge ${charged} ≠ refunds ${refundedFromHeld} + fee ${fee} + vendor share ${share}`);
      if (fee !== Math.min(order.feeCents, Math.max(charged - refundedFromHeld, 0)))
        flag(ref, `Fee ${fee} cents is not the order's ${order.feeCents} capped at what was kept`);
      if (held !== 0) flag(ref, `Settled, yet held still holds ${held} cents for it`);
    } else {
      if (fee + share !== 0) flag(ref, `Not settled, yet ${fee + share} cents were split`);
      if (held !== charged - refundedFromHeld)
        flag(ref, `Held holds ${held} cents for it, not charge ${charged} − refunds ${refundedFromHeld}`);
      if (charged > 0 && (order.status === 'completed' || order.status === 'cancelled'))
        flag(ref, `The booking is ${order.status} but its money was never split`);
    }
  }
  // A captured hold: its orders' charges add up to what the provider captured.
  const capturedOf = sumBy(
    [...paymentOf.entries()].filter(([, p]) => p.holdStatus === 'captured'),
    ([, p]) => p.id,
    ([orderId]) => chargeOf.get(orderId) ?? 0,
  );
  for (const payment of new Map([...paymentOf.values()].map((p) => [p.id, p])).values())
    if (payment.holdStatus === 'captured' && (capturedOf.get(payment.id) ?? 0) !== payment.capturedCents)
      flag(
        `payment:${payment.id}`,
        `Captured ${payment.capturedCents ?? 0} cents, but its bookings' charges add up to ${capturedOf.get(payment.id) ?? 0}`,
      );
  // Money in held that no order accounts for.
  for (const [ref, held] of heldOf)
    if (ref.startsWith('entry:') && held !== 0)
      flag(ref, `Moves ${Math.abs(held)} cents ${held > 0 ? 'into' : 'out of'} held for no booking`);

  const entryKeys = new Set(entries.map((e) => e.key));
  for (const payout of payoutRows.values())
    if (payout.status !== 'failed' && !entryKeys.has(`payout:${payout.id}`))
      flag(`payout:${payout.id}`, `A payout of ${payout.amountCents} cents has no entry in the books`);
    else if (
      payout.status === 'failed' &&
      entryKeys.has(`payout:${payout.id}`) &&
      !entryKeys.has(`payout-failed:${payout.id}`)
    )
      flag(`payout:${payout.id}`, `A refused payout of ${payout.amountCents} cents was not given back`);
  for (const payout of payoutRows.values()) {
    const problem = retryProblem(payout, payoutRows);
    if (problem) flag(`payout:${payout.id}`, problem);
  }
  for (const change of changeRows.values())
    if (
      change.status === 'accepted' &&
      change.toAmountCents > change.fromAmountCents &&
      !entryKeys.has(`change:${change.id}`)
    )
      flag(`change:${change.id}`, 'An accepted change’s higher price is not in the books');
  for (const invoice of invoiceRows.values())
    if (invoice.status === 'paid' && !entryKeys.has(`invoice:${invoice.id}`))
      flag(
        `invoice:${invoice.id}`,
        `A paid invoice of ${invoice.amountCents} cents has no entry in the books`,
      );
  for (const tip of tipRows.values())
    if (tip.status === 'paid' && !entryKeys.has(`tip:${tip.id}`))
      flag(`tip:${tip.id}`, `A paid tip of ${tip.amountCents} cents has no entry in the books`);
  for (const report of reportRows.values()) {
    const problem = reportProblem(report, entryKeys, refundRows);
    if (problem) flag(`report:${report.id}`, problem);
  }
  for (const ticket of ticketRows.values()) {
    const pay = completionPayCents(ticket);
    if (ticket.status === 'completed' && pay > 0 && !entryKeys.has(`worker:${ticket.id}`))
      flag(`ticket:${ticket.id}`, `A completed job's pay of ${pay} cents is not in the books`);
    if (ticket.overtimeStatus === 'approved' && !entryKeys.has(`overtime:${ticket.id}`))
      flag(
        `ticket:${ticket.id}`,
        `Approved overtime of ${overtimePayCents(ticket)} cents is not in the books`,
      );
  }
  problems.push(...(await refundPartProblems(db)));
  return problems;
}

/**
 * A payout paying again what a refusal gave back (`retry:<failedPayoutId>`, decisions.md) must pay
 * again a payout that failed, to the same payee for the same booking or job, and no more than it.
 * The unique item key makes a second retry of the same refusal impossible.
 */
function retryProblem(payout: PayoutRow, payoutRows: Map<string, PayoutRow>): string | null {
  if (!payout.itemKey.startsWith('retry:')) return null;
  const failed = payoutRows.get(payout.itemKey.slice('retry:'.length));
  if (failed?.status !== 'failed') return 'It pays again a payout that did not fail';
  if (
    failed.payeeKind !== payout.payeeKind ||
    failed.payeeId !== payout.payeeId ||
    failed.orderId !== payout.orderId ||
    failed.ticketId !== payout.ticketId
  )
    return 'It pays again another payee’s or another item’s refused payout';
  if (payout.amountCents > failed.amountCents)
    return `It pays ${payout.amountCents} cents again for a refused payout of ${failed.amountCents}`;
  return null;
}

/**
 * A problem report's money (issue 30): what it held is in the books, given back once it ended, and
 * a refund that ended it is the refund row its key names, for the amount the report records.
 */
function reportProblem(
  report: typeof problemReports.$inferSelect,
  entryKeys: Set<string>,
  refundRows: Rows['refundRows'],
): string | null {
  if (report.heldCents > 0 && !entryKeys.has(`dispute-hold:${report.id}`))
    return `Holds ${report.heldCents} cents with no entry in the books`;
  if (report.status !== 'open' && report.heldCents > 0 && !entryKeys.has(`dispute-release:${report.id}`))
    return `Ended, yet the ${report.heldCents} cents it held were not given back`;
  if (report.status !== 'refunded') return null;
  const refund = report.refundId ? refundRows.get(report.refundId) : undefined;
  if (refund?.key !== `report:${report.id}` || refund.amountCents !== report.refundCents)
    return `Refunded ${report.refundCents ?? 0} cents, but no such refund is recorded for it`;
  return null;
}

type PayoutRow = typeof payouts.$inferSelect;
type Rows = {
  orderRows: Map<string, typeof orders.$inferSelect>;
  ticketRows: Map<string, typeof jobTickets.$inferSelect>;
  refundRows: Map<string, typeof refunds.$inferSelect>;
  payoutRows: Map<string, PayoutRow>;
  invoiceRows: Map<string, typeof planInvoices.$inferSelect>;
  changeRows: Map<string, typeof bookingChanges.$inferSelect>;
  changedBy: Map<string, number>;
  reportRows: Map<string, typeof problemReports.$inferSelect>;
  tipRows: Map<string, typeof tips.$inferSelect>;
};
type Shape = { from: string; to: string; cents: number };

/**
 * What an entry must be, from the fact its key names: the accounts its kind moves between and the
 * amount of the row it records (fees and shares are checked per order, above). A string says why
 * it cannot be checked: its key names nothing that exists, or is not its kind's.
 */
function expectedShape(e: Entry, rows: Rows): Shape | string {
  const [prefix = '', id = ''] = e.key.split(/:(.*)/s);
  // The key names the fact: `<prefix>:<id of the row it records>`, the same id as the entry's column.
  const keyOf = {
    charge: 'charge',
    refund: 'refund',
    platform_fee: 'fee',
    vendor_share: 'share',
    worker_pay: 'worker',
    payout: 'payout',
    subscription_invoice: 'invoice',
    change_charge: 'change',
    dispute_hold: 'dispute-hold',
    dispute_release: 'dispute-release',
    worker_cancel_fee: 'cancel-fee',
    tip: 'tip',
  } as const;
  const column = {
    charge: e.orderId,
    refund: e.refundId,
    platform_fee: e.orderId,
    vendor_share: e.orderId,
    worker_pay: e.ticketId,
    payout: e.payoutId,
    subscription_invoice: e.invoiceId,
    // Issue 30's facts have no column of their own: the key names the change, the report or the job.
    change_charge: id,
    dispute_hold: id,
    dispute_release: id,
    worker_cancel_fee: e.ticketId,
    tip: id,
  }[e.kind];
  // A payout Stripe refused for good is given back to its payee under `payout-failed:<payoutId>`.
  const givenBack = e.kind === 'payout' && prefix === 'payout-failed';
  // Overtime a vendor approved is more of a job's pay, under `overtime:<ticketId>`.
  const overtime = e.kind === 'worker_pay' && prefix === 'overtime';
  if ((prefix !== keyOf[e.kind] && !givenBack && !overtime) || column !== id)
    return `Its key does not name what a ${e.kind} entry is about`;
  switch (e.kind) {
    case 'charge':
    case 'platform_fee':
    case 'vendor_share': {
      const order = rows.orderRows.get(id);
      if (!order) return 'No such booking';
      // The first charge is for the booking as paid, before any change moved its amount.
      if (e.kind === 'charge')
        return { from: CARD, to: HELD, cents: order.amountCents - (rows.changedBy.get(id) ?? 0) };
      // Their amounts are checked per order: they split what was kept.
      const to = e.kind === 'platform_fee' ? REVENUE : vendorAccount(order.vendorId);
      return { from: HELD, to, cents: e.amountCents };
    }
    case 'refund': {
      const refund = rows.refundRows.get(id);
      if (refund?.orderId !== e.orderId) return 'No such refund for this booking';
      // A report's refund written after its booking's split comes from the vendor (dispute-books.ts).
      const settledAt = rows.orderRows.get(refund.orderId)?.settledAt;
      const fromVendor = refund.kind === 'report' && settledAt && settledAt <= e.createdAt;
      const vendorId = rows.orderRows.get(refund.orderId)?.vendorId ?? '';
      return { from: fromVendor ? vendorAccount(vendorId) : HELD, to: CARD, cents: refund.amountCents };
    }
    case 'worker_pay': {
      const ticket = rows.ticketRows.get(id);
      if (ticket?.status !== 'completed' || !ticket.assignedWorkerId) return 'No completed job for this pay';
      if (overtime && ticket.overtimeStatus !== 'approved')
        return 'Overtime paid that its vendor did not approve';
      return {
        from: vendorAccount(ticket.vendorId),
        to: workerAccount(ticket.assignedWorkerId),
        cents: overtime ? overtimePayCents(ticket) : completionPayCents(ticket),
      };
    }
    case 'payout': {
      const payout = rows.payoutRows.get(id);
      if (!payout) return 'No such payout';
      const payee =
        payout.payeeKind === 'vendor' ? vendorAccount(payout.payeeId) : workerAccount(payout.payeeId);
      if (givenBack)
        return payout.status === 'failed'
          ? { from: PAID_OUT, to: payee, cents: payout.amountCents }
          : 'A payout given back that did not fail';
      return { from: payee, to: PAID_OUT, cents: payout.amountCents };
    }
    case 'subscription_invoice': {
      const invoice = rows.invoiceRows.get(id);
      if (invoice?.status !== 'paid') return 'No paid invoice for it';
      return { from: CARD, to: REVENUE, cents: invoice.amountCents };
    }
    case 'worker_cancel_fee': {
      // The late cancellation fee (late-cancel-fee.ts): a job cancelled while a worker had it.
      const ticket = rows.ticketRows.get(id);
      if (ticket?.status !== 'cancelled' || !ticket.assignedWorkerId)
        return 'No cancelled job of a worker for this fee';
      return {
        from: vendorAccount(ticket.vendorId),
        to: workerAccount(ticket.assignedWorkerId),
        cents: LATE_CANCEL_FEE_CENTS,
      };
    }
    case 'change_charge': {
      // The difference of an accepted change that raised the price, taken from the card into held.
      const change = rows.changeRows.get(id);
      if (change?.status !== 'accepted' || change.orderId !== e.orderId)
        return 'No accepted change of this booking for it';
      return { from: CARD, to: HELD, cents: change.toAmountCents - change.fromAmountCents };
    }
    case 'dispute_hold':
    case 'dispute_release': {
      const report = rows.reportRows.get(id);
      if (!report || report.orderId !== e.orderId) return 'No such problem report for this booking';
      if (e.kind === 'dispute_hold')
        return { from: vendorAccount(report.vendorId), to: DISPUTES, cents: report.heldCents };
      if (report.status === 'open') return 'Given back while its report is still open';
      return { from: DISPUTES, to: vendorAccount(report.vendorId), cents: report.heldCents };
    }
    case 'tip': {
      // A customer's tip (issue 31): all of it from the card to the person tipped, no fee.
      const tip = rows.tipRows.get(id);
      if (tip?.status !== 'paid' || tip.orderId !== e.orderId) return 'No paid tip of this booking for it';
      const payee = tip.payeeKind === 'vendor' ? vendorAccount(tip.payeeId) : workerAccount(tip.payeeId);
      return { from: CARD, to: payee, cents: tip.amountCents };
    }
  }
}
