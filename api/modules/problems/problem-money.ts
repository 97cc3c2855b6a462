import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * What a booking's customer paid (its charge and any change's charge, from the books) less what was
 * already given back or is on its way (refunds that did not fail): the most a report may refund.
 */
export function paidAndRefundable(db: Executor, orderId: string): { paid: number; refundable: number } {
  const row = db.get<{ paid: number; refunded: number }>(sql`
    select coalesce((select sum(amount_cents) from ledger_entries
                     where order_id = ${orderId} and kind in ('charge', 'change_charge')), 0) as paid,
           coalesce((select sum(amount_cents) from refunds
                     where order_id = ${orderId} and status != 'failed'), 0) as refunded`);
  const paid = row?.paid ?? 0;
  return { paid, refundable: Math.max(0, paid - (row?.refunded ?? 0)) };
}
