import { eq } from 'drizzle-orm';
import type { OrderPaymentStatus } from '../../contracts/enums';
import type { Executor } from '../../db/client';
import { ledgerEntries, type payments } from '../../db/schema';

type Payment = Pick<typeof payments.$inferSelect, 'provider' | 'holdStatus'>;

/**
 * One booking's money at the provider: `authorized` while its hold waits, `captured` once its charge
 * was taken, `released` when its part of a hold was let go (declined, expired, cancelled first),
 * `refunded` when money went back. Null when nothing was paid for it (no payment, or a $0 checkout).
 */
export function orderPaymentStatus(
  db: Executor,
  order: { id: string; status: string },
  payment: Payment | null,
  refunded: boolean,
): OrderPaymentStatus | null {
  if (!payment || payment.provider === 'none') return null;
  if (refunded) return 'refunded';
  if (payment.holdStatus === 'held' || payment.holdStatus === 'capturing')
    return order.status === 'cancelled' ? 'released' : 'authorized';
  // Charged at once, or captured when its hold settled: its charge is in the books.
  const charged = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.key, `charge:${order.id}`))
    .get();
  return charged ? 'captured' : 'released';
}
