import { and, eq } from 'drizzle-orm';
import type { PayeeKind } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import type { TipOptions, TipPayee } from '../../contracts/tips';
import type { Db } from '../../db/client';
import { tips } from '../../db/schema';
import { mapInOrder } from '../../lib/in-order';
import { requireOwnOrder } from '../../lib/ownership';
import { payeeOf } from './tip-payees';

const PAYEES: PayeeKind[] = ['worker', 'vendor'];

/** GET /api/orders/:id/tips: whom the customer may tip (once completed) and what they tipped them. */
export async function tipOptions(db: Db, customerId: string, orderId: string): Promise<TipOptions> {
  const order = await requireOwnOrder(db, customerId, orderId);
  if (order.status !== 'completed') return { payees: [] };
  const payees = await mapInOrder(PAYEES, async (kind): Promise<TipPayee[]> => {
    const payee = await payeeOf(db, order, kind);
    if (!payee) return [];
    const paid = await db
      .select({ cents: tips.amountCents })
      .from(tips)
      .where(and(eq(tips.orderId, orderId), eq(tips.payeeKind, kind), eq(tips.status, 'paid')))
      .get();
    return [{ payee: kind, name: payee.name, tipped: paid ? centsToDecimal(paid.cents) : null }];
  });
  return { payees: payees.flat() };
}
