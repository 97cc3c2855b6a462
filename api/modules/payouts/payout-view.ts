import { sql } from 'drizzle-orm';
import type { PayoutAccountView, PayoutView } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Executor } from '../../db/client';
import type { payouts } from '../../db/schema';
import { PAID_OUT } from '../../ledger/post';

/** A payout as its payee sees it: how much, where it stands, when it was paid. */
export const payoutView = (row: typeof payouts.$inferSelect | undefined): PayoutView | null =>
  row
    ? {
        id: row.id,
        amount: centsToDecimal(row.amountCents),
        status: row.status,
        paidAt: row.paidAt,
        reason: row.status === 'failed' ? row.lastError : null,
      }
    : null;

/** What the ledger says went from an account to the payee's bank, less payouts given back on a refusal. */
export function paidOutCents(db: Executor, account: string): number {
  const row = db.get<{ cents: number }>(sql`
    select coalesce(sum(case when from_account = ${account} then amount_cents else -amount_cents end), 0) as cents
    from ledger_entries
    where (from_account = ${account} and to_account = ${PAID_OUT})
       or (from_account = ${PAID_OUT} and to_account = ${account})`);
  return row?.cents ?? 0;
}

/** The payee's account and how this server sets one up, as both Earnings answer them. */
export type PayoutSetup = { payoutAccount: PayoutAccountView; payoutsBy: 'local' | 'stripe' };
