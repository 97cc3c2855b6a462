import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { postCharge } from '../../ledger/order-books';
import type { Clock } from '../../lib/clock';

/**
 * A paid booking of 21 November 2026 (two days before the test clock's today), completed unless
 * told: one a customer may review.
 */
export async function reviewableOrder(
  t: { db: Db; clock: Clock },
  { customerId, vendorId }: { customerId: string; vendorId: string },
  status: 'accepted' | 'completed' = 'completed',
) {
  const id = crypto.randomUUID();
  await t.db
    .insert(orders)
    .values({
      id,
      customerId,
      vendorId,
      type: 'event_service',
      status,
      amountCents: 30_000,
      scheduledDate: '2026-11-21',
    })
    .run();
  // The customer's card paid for the order, as checkout records it in the books.
  await t.db.transaction((tx) => postCharge(tx, { id, amountCents: 30_000 }, 'pay_test', t.clock.now()));
  return id;
}
