import { and, eq, sql } from 'drizzle-orm';
import type { WorkerEarnings } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';
import { balanceOf, workerAccount } from '../../ledger/post';
import { WORKER_ITEM_KEY } from './payout-run';
import { type PayoutSetup, paidOutCents, payoutView } from './payout-view';
import { tipLines } from './tip-lines';

type JobRow = {
  ticketId: string;
  itemKey: string;
  orderId: string;
  title: string | null;
  day: string | null;
  pay: number;
  completedAt: string;
};

/** How a late cancellation fee (late-cancel-fee.ts) reads among the worker's jobs. */
const LATE_FEE_TITLE = 'Late cancellation fee';
/** How a job's approved overtime (its own entry and payout) reads after the job's name. */
const OVERTIME_TITLE = ' (overtime)';

/** The item a payout paid: a retry pays its refused payout's item (they are read oldest first). */
function itemsPaid(made: (typeof payouts.$inferSelect)[]) {
  const itemOf = new Map<string, string>();
  const latest = new Map<string, typeof payouts.$inferSelect>();
  for (const p of made) {
    const item = p.itemKey.startsWith('retry:')
      ? (itemOf.get(p.itemKey.slice('retry:'.length)) ?? p.itemKey)
      : p.itemKey;
    itemOf.set(p.id, item);
    latest.set(item, p);
  }
  return latest;
}

/**
 * A worker's Earnings: each completed job's pay as the ledger recorded it when the job was completed
 * and each late cancellation fee as recorded when the job was cancelled (vendor → worker), with its
 * payout; the totals are sums of the same rows.
 */
export function workerEarnings(db: Db, userId: string, setup: PayoutSetup): WorkerEarnings {
  const account = workerAccount(userId);
  const jobs = db.all<JobRow>(sql`
    select w.ticket_id as ticketId, t.order_id as orderId,
           ${WORKER_ITEM_KEY} as itemKey,
           case when w.kind = 'worker_cancel_fee' then ${LATE_FEE_TITLE}
                when w.key like 'overtime:%' then coalesce(s.name, 'Job') || ${OVERTIME_TITLE}
                else s.name end as title,
           t.scheduled_date as day,
           w.amount_cents as pay, w.created_at as completedAt
    from ledger_entries w
    join job_tickets t on t.id = w.ticket_id
    left join services s on s.id = t.service_id
    where w.kind in ('worker_pay', 'worker_cancel_fee') and w.to_account = ${account}
    order by w.created_at desc`);
  const made = db
    .select()
    .from(payouts)
    .where(and(eq(payouts.payeeKind, 'worker'), eq(payouts.payeeId, userId)))
    .orderBy(payouts.createdAt)
    .all();
  // A refused payout paid again shows its latest attempt.
  const payoutOf = itemsPaid(made);
  const earned = jobs.reduce((total, j) => total + j.pay, 0);
  return {
    jobs: jobs.map((j) => ({
      ticketId: j.ticketId,
      itemKey: j.itemKey,
      orderId: j.orderId,
      title: j.title ?? 'Job',
      day: j.day,
      pay: centsToDecimal(j.pay),
      completedAt: j.completedAt,
      payout: payoutView(payoutOf.get(j.itemKey)),
    })),
    tips: tipLines(db, 'worker', userId),
    totals: {
      earned: centsToDecimal(earned),
      paidOut: centsToDecimal(paidOutCents(db, account)),
      owed: centsToDecimal(balanceOf(db, account)),
    },
    ...setup,
  };
}
