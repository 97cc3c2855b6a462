import { sql } from 'drizzle-orm';
import type { WorkerEarnings } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/transaction-gate';
import { balanceOf, workerAccount } from '../../ledger/post';
import { WORKER_ITEM_KEY } from './payout-run';
import { latestPayouts, type PayoutSetup, paidOutCents, payoutView } from './payout-view';
import { paidTips } from './tip-lines';

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

/**
 * A worker's Earnings: each completed job's pay as the ledger recorded it when the job was completed
 * and each late cancellation fee as recorded when the job was cancelled (vendor → worker), with its
 * payout, and each customer's tip with its own; the totals are sums of the same rows.
 */
export async function workerEarnings(db: Db, userId: string, setup: PayoutSetup): Promise<WorkerEarnings> {
  const account = workerAccount(userId);
  const jobs = await rawRows<JobRow>(
    db,
    sql`
    select w.ticket_id as "ticketId", t.order_id as "orderId",
           ${WORKER_ITEM_KEY} as "itemKey",
           case when w.kind = 'worker_cancel_fee' then ${LATE_FEE_TITLE}
                when w.key like 'overtime:%' then coalesce(s.name, 'Job') || ${OVERTIME_TITLE}
                else s.name end as title,
           t.scheduled_date as day,
           w.amount_cents as pay, w.created_at as "completedAt"
    from ledger_entries w
    join job_tickets t on t.id = w.ticket_id
    left join services s on s.id = t.service_id
    where w.kind in ('worker_pay', 'worker_cancel_fee') and w.to_account = ${account}
    order by w.created_at desc`,
  );
  // A refused payout paid again shows its latest attempt.
  const payoutOf = await latestPayouts(db, 'worker', userId);
  const tips = await paidTips(db, { kind: 'worker', id: userId }, payoutOf);
  const earned =
    jobs.reduce((total, j) => total + j.pay, 0) + tips.reduce((total, tip) => total + tip.cents, 0);
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
    tips: tips.map((tip) => tip.line),
    totals: {
      earned: centsToDecimal(earned),
      paidOut: centsToDecimal(await paidOutCents(db, account)),
      owed: centsToDecimal(await balanceOf(db, account)),
    },
    ...setup,
  };
}
