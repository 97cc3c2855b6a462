import { and, eq, sql } from 'drizzle-orm';
import type { PayeeKind } from '../../contracts/enums';
import type { PayoutAccountView, PayoutView } from '../../contracts/finance';
import { centsToDecimal } from '../../contracts/money';
import type { Db, Executor } from '../../db/client';
import { payouts } from '../../db/schema';
import { rawRow } from '../../db/transaction-gate';
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
export async function paidOutCents(db: Executor, account: string): Promise<number> {
  const row = await rawRow<{ cents: number }>(
    db,
    sql`
    select coalesce(sum(case when from_account = ${account} then amount_cents else -amount_cents end), 0) as cents
    from ledger_entries
    where (from_account = ${account} and to_account = ${PAID_OUT})
       or (from_account = ${PAID_OUT} and to_account = ${account})`,
  );
  return row?.cents ?? 0;
}

/** The payee's account and how this server sets one up, as both Earnings answer them. */
export type PayoutSetup = { payoutAccount: PayoutAccountView; payoutsBy: 'local' | 'stripe' };

type PayoutRow = typeof payouts.$inferSelect;

/**
 * Each item's latest payout: a retry (`retry:<failedPayoutId>`) pays its refused payout's item, so a
 * refused payout paid again shows its retry. `made` is read oldest first.
 */
function latestPayoutOfItems(made: PayoutRow[]): Map<string, PayoutRow> {
  const itemOf = new Map<string, string>();
  const latest = new Map<string, PayoutRow>();
  for (const p of made) {
    const item = p.itemKey.startsWith('retry:')
      ? (itemOf.get(p.itemKey.slice('retry:'.length)) ?? p.itemKey)
      : p.itemKey;
    itemOf.set(p.id, item);
    latest.set(item, p);
  }
  return latest;
}

/** A payee's payouts, each item's latest (latestPayoutOfItems), keyed by item (`order:<id>`, `tip:<id>`…). */
export async function latestPayouts(
  db: Db,
  payeeKind: PayeeKind,
  payeeId: string,
): Promise<Map<string, PayoutRow>> {
  const made = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.payeeKind, payeeKind), eq(payouts.payeeId, payeeId)))
    .orderBy(payouts.createdAt)
    .all();
  return latestPayoutOfItems(made);
}
