import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRow } from '../../db/transaction-gate';
import { refundableOf } from '../orders/refund-parts';

/**
 * What a booking's customer paid (its charge and any change's charge, from the books) and what of it
 * may still go back (refund-parts.ts: the payments less what refunds that did not fail took from
 * them): the most a report may refund.
 */
export async function paidAndRefundable(
  db: Executor,
  orderId: string,
): Promise<{ paid: number; refundable: number }> {
  const row = await rawRow<{ paid: number }>(
    db,
    sql`
    select coalesce(sum(amount_cents), 0) as paid from ledger_entries
    where order_id = ${orderId} and kind in ('charge', 'change_charge')`,
  );
  return { paid: row?.paid ?? 0, refundable: await refundableOf(db, orderId) };
}
