import { sql } from 'drizzle-orm';
import { centsToDecimal } from '../contracts/money';
import type { VendorBookingView } from '../contracts/vendor-dashboard';
import { orders } from '../db/schema';

/**
 * Columns to select beside an order for its money: the pay of its jobs that are not cancelled (a
 * cancelled booking keeps only the jobs completed before it), and its fee and share once posted.
 */
export const bookingMoneyColumns = {
  workerCents: sql<number>`coalesce((select sum(t.amount_cents) from job_tickets t
    where t.order_id = ${orders.id} and t.status != 'cancelled'), 0)`,
  feePosted: sql<number>`coalesce((select l.amount_cents from ledger_entries l where l.key = 'fee:' || ${orders.id}), 0)`,
  sharePosted: sql<number>`coalesce((select l.amount_cents from ledger_entries l where l.key = 'share:' || ${orders.id}), 0)`,
};

type Posted = { workerCents: number; feePosted: number; sharePosted: number };

/**
 * The booking's money as the vendor reads it: before settlement, what it will bring if it goes
 * ahead (the amount less the fee fixed at payment, less its jobs' pay); after, what was posted.
 */
export function bookingMoney(
  order: Pick<typeof orders.$inferSelect, 'amountCents' | 'feeRateBps' | 'feeCents' | 'settledAt'>,
  { workerCents, feePosted, sharePosted }: Posted,
): VendorBookingView['money'] {
  const fee = order.settledAt ? feePosted : order.feeCents;
  const kept = order.settledAt ? sharePosted : order.amountCents - order.feeCents;
  return {
    feePercent: order.feeRateBps / 100,
    platformFee: centsToDecimal(fee),
    workerCosts: centsToDecimal(workerCents),
    vendorKeeps: centsToDecimal(kept - workerCents),
  };
}
