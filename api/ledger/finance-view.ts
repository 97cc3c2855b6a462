import { and, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../contracts/availability';
import { townToday } from '../contracts/dates';
import { townTimeToIso } from '../contracts/events';
import { type FinanceTotals, type FinanceView, NO_MONEY_MOVED } from '../contracts/finance';
import { centsToDecimal } from '../contracts/money';
import type { Executor } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { rawRow } from '../db/transaction-gate';
import { balanceOf, HELD, PAID_OUT } from './post';
import { reconcile } from './reconcile';
import { refusedPayouts } from './refused-payouts';

const TOTAL_OF_KIND = {
  charge: 'charges',
  refund: 'refunds',
  platform_fee: 'platformFees',
  subscription_invoice: 'subscriptions',
  worker_pay: 'workerPay',
  vendor_share: 'vendorShares',
  payout: 'payouts',
  // A change's difference is a charge; a late cancellation's fee is pay for a worker.
  change_charge: 'charges',
  worker_cancel_fee: 'workerPay',
  // A tip is a charge: money in from a card (all of it owed to the person tipped).
  tip: 'charges',
  // A problem report's hold moves a vendor's money aside and back: no money comes in or goes out.
  dispute_hold: null,
  dispute_release: null,
} as const;

/** What each kind of entry moved between two instants (Broken Bow's midnights), as decimal strings. */
async function totalsBetween(db: Executor, fromIso: string, toIso: string): Promise<FinanceTotals> {
  const rows = await db
    // A payout given back on a refusal (paid_out → payee) counts against the payouts it undoes.
    .select({
      kind: ledgerEntries.kind,
      cents: sql<number>`sum(case when ${ledgerEntries.fromAccount} = ${PAID_OUT} then -${ledgerEntries.amountCents} else ${ledgerEntries.amountCents} end)`,
    })
    .from(ledgerEntries)
    .where(and(gte(ledgerEntries.createdAt, fromIso), lt(ledgerEntries.createdAt, toIso)))
    .groupBy(ledgerEntries.kind)
    .all();
  const cents = new Map<keyof FinanceTotals, number>();
  for (const row of rows) {
    const total = TOTAL_OF_KIND[row.kind];
    if (total) cents.set(total, (cents.get(total) ?? 0) + row.cents);
  }
  const totals: FinanceTotals = { ...NO_MONEY_MOVED };
  for (const [total, sum] of cents) totals[total] = centsToDecimal(sum);
  return totals;
}

/**
 * What is owed to one kind of payee: the sum of the balances above zero. A vendor whose workers'
 * pay exceeded its share has a balance below zero: it owes, and is not netted against the others.
 */
async function owedTo(db: Executor, prefix: 'vendor:' | 'worker:'): Promise<number> {
  const row = await rawRow<{ cents: number }>(
    db,
    sql`
    select coalesce(sum(case when balance > 0 then balance else 0 end), 0) as cents from (
      select account, sum(delta) as balance from (
        select to_account as account, amount_cents as delta from ledger_entries where to_account like ${`${prefix}%`}
        union all
        select from_account, -amount_cents from ledger_entries where from_account like ${`${prefix}%`}
      ) as moves group by account
    ) as balances`,
  );
  return row?.cents ?? 0;
}

/** GET /api/admin/finance: today's and this month's money in Broken Bow, what is owed and held, and whether the books balance. */
export async function financeView(db: Executor, now: Date): Promise<FinanceView> {
  const day = townToday(now);
  const month = day.slice(0, 7);
  const midnight = (d: string) => townTimeToIso(d, '00:00');
  const monthStart = `${month}-01`;
  // The first of next month: the 28th plus four days is always in the next month.
  const nextMonth = `${addDays(`${month}-28`, 4).slice(0, 7)}-01`;
  const problems = await reconcile(db);
  return {
    day,
    month,
    today: await totalsBetween(db, midnight(day), midnight(addDays(day, 1))),
    thisMonth: await totalsBetween(db, midnight(monthStart), midnight(nextMonth)),
    owed: {
      vendors: centsToDecimal(await owedTo(db, 'vendor:')),
      workers: centsToDecimal(await owedTo(db, 'worker:')),
    },
    held: centsToDecimal(await balanceOf(db, HELD)),
    balanced: problems.length === 0,
    problems,
    refusedPayouts: await refusedPayouts(db),
  };
}
