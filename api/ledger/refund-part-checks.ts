import { eq } from 'drizzle-orm';
import type { FinanceView } from '../contracts/finance';
import type { Executor } from '../db/client';
import { bookingChanges, ledgerEntries, orders, payments, refundParts, refunds } from '../db/schema';

type Problem = FinanceView['problems'][number];

/**
 * A refund's parts (api/modules/orders/refund-parts.ts) against what they are taken from: they add
 * up to the refund; each is on a card payment of the refund's own booking (its checkout's, or an
 * accepted change's); and what the parts that did not fail take from a payment for a booking is no
 * more than that payment took for it (`charge:<orderId>`, `change:<changeId>`).
 */
export async function refundPartProblems(db: Executor): Promise<Problem[]> {
  const problems: Problem[] = [];
  const parts = await db.select().from(refundParts).all();
  // Each booking's payments, and what each took for it.
  const takenFor = new Map<string, number>();
  const put = (orderId: string, intentId: string | null, cents: number | null) => {
    if (intentId) takenFor.set(`${orderId} ${intentId}`, cents ?? 0);
  };
  const entryCents = new Map(
    (
      await db.select({ key: ledgerEntries.key, cents: ledgerEntries.amountCents }).from(ledgerEntries).all()
    ).map((e) => [e.key, e.cents]),
  );
  for (const o of await db
    .select({ id: orders.id, intentId: payments.intentId })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .all())
    put(o.id, o.intentId, entryCents.get(`charge:${o.id}`) ?? 0);
  for (const c of await db.select().from(bookingChanges).where(eq(bookingChanges.status, 'accepted')).all())
    put(c.orderId, c.intentId, entryCents.get(`change:${c.id}`) ?? 0);

  const drawn = new Map<string, number>();
  const partsOf = new Map<string, number>();
  const refundRows = await db.select().from(refunds).all();
  const orderOf = new Map(refundRows.map((r) => [r.id, r.orderId]));
  for (const part of parts) {
    partsOf.set(part.refundId, (partsOf.get(part.refundId) ?? 0) + part.amountCents);
    const at = `${orderOf.get(part.refundId)} ${part.intentId}`;
    if (!takenFor.has(at)) {
      problems.push({
        ref: `refund:${part.refundId}`,
        message: `A part of ${part.amountCents} cents is taken from ${part.intentId}, a payment of another booking`,
      });
      continue;
    }
    if (part.status !== 'failed') drawn.set(at, (drawn.get(at) ?? 0) + part.amountCents);
  }
  for (const refund of refundRows)
    if ((partsOf.get(refund.id) ?? 0) !== refund.amountCents)
      problems.push({
        ref: `refund:${refund.id}`,
        message: `Its parts add up to ${partsOf.get(refund.id) ?? 0} cents, not its ${refund.amountCents}`,
      });
  for (const [at, cents] of drawn) {
    const [orderId, intentId] = at.split(' ');
    if (cents > (takenFor.get(at) ?? 0))
      problems.push({
        ref: `order:${orderId}`,
        message: `Refunds take ${cents} cents from ${intentId}, which took ${takenFor.get(at) ?? 0} for it`,
      });
  }
  return problems;
}
