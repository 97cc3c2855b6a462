import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money';
import type { Executor, Tx } from '../../db/client';
import { bookingChanges, ledgerEntries, orders, payments, refundParts, refunds } from '../../db/schema';
import { postRefund } from '../../ledger/order-books';
import { HELD } from '../../ledger/post';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { mapInOrder } from '../../lib/in-order';

export type RefundPart = typeof refundParts.$inferSelect;
type Source = { intentId: string; leftCents: number };

/**
 * The card payments an order's money was taken on, in the order a refund draws from them: each
 * accepted change that raised the price (its own intent, newest first, up to its difference), then
 * the booking's payment (up to its `charge:<orderId>`), each less what this order's refund parts
 * that did not fail already took from it. Only the books say what was taken: a hold never captured
 * or a $0 checkout has nothing to give back.
 */
async function sourcesOf(tx: Executor, orderId: string): Promise<Source[]> {
  const rises = await tx
    .select({ intentId: bookingChanges.intentId, cents: ledgerEntries.amountCents })
    .from(bookingChanges)
    .innerJoin(ledgerEntries, eq(ledgerEntries.key, sql`'change:' || ${bookingChanges.id}`))
    .where(and(eq(bookingChanges.orderId, orderId), isNotNull(bookingChanges.intentId)))
    .orderBy(desc(bookingChanges.decidedAt), desc(bookingChanges.createdAt))
    .all();
  const first = await tx
    .select({ intentId: payments.intentId, cents: ledgerEntries.amountCents })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.key, sql`'charge:' || ${orders.id}`))
    .where(eq(orders.id, orderId))
    .get();
  const taken = new Map(
    (
      await tx
        .select({ intentId: refundParts.intentId, cents: sql<number>`sum(${refundParts.amountCents})` })
        .from(refundParts)
        .innerJoin(refunds, eq(refunds.id, refundParts.refundId))
        .where(and(eq(refunds.orderId, orderId), ne(refundParts.status, 'failed')))
        .groupBy(refundParts.intentId)
        .all()
    ).map((r) => [r.intentId, r.cents]),
  );
  return [...rises, ...(first ? [first] : [])].flatMap(({ intentId, cents }) =>
    intentId ? [{ intentId, leftCents: Math.max(cents - (taken.get(intentId) ?? 0), 0) }] : [],
  );
}

/** What the customer may still get back of an order: what its card payments took less its refunds. */
export async function refundableOf(tx: Executor, orderId: string): Promise<number> {
  return (await sourcesOf(tx, orderId)).reduce((sum, s) => sum + s.leftCents, 0);
}

/**
 * Which payments a refund of `cents` for an order is taken from (see sourcesOf). More than is left
 * is refused here, inside the transaction, rather than by the provider after the commit.
 */
export async function splitRefund(
  tx: Executor,
  orderId: string,
  cents: number,
): Promise<{ intentId: string; amountCents: number }[]> {
  const parts: { intentId: string; amountCents: number }[] = [];
  let due = cents;
  for (const source of await sourcesOf(tx, orderId)) {
    const amountCents = Math.min(due, source.leftCents);
    if (amountCents > 0) parts.push({ intentId: source.intentId, amountCents });
    due -= amountCents;
  }
  if (due > 0)
    throw conflict(
      `Only ${formatMoney(cents - due, 'cents')} of this booking's payments can still be refunded`,
    );
  return parts;
}

/** Records, with a refund row just written, the parts its money is taken from. */
export async function addRefundParts(
  tx: Tx,
  refund: { id: string; orderId: string; amountCents: number },
  now: Date,
): Promise<RefundPart[]> {
  const stamp = now.toISOString();
  return mapInOrder(await splitRefund(tx, refund.orderId, refund.amountCents), (part) =>
    tx
      .insert(refundParts)
      .values({ id: newId(), refundId: refund.id, ...part, createdAt: stamp, updatedAt: stamp })
      .returning()
      .get(),
  );
}

/**
 * Records a refund in the caller's transaction, once (its key is unique): the row, the parts of the
 * payments it is taken from, and its ledger entry from `from`. The provider is asked after the commit.
 */
export async function recordRefund(
  tx: Tx,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
  from: string = HELD,
) {
  const stamp = now.toISOString();
  const refund = await tx
    .insert(refunds)
    .values({ id: newId(), ...values, createdAt: stamp, updatedAt: stamp })
    .returning()
    .get();
  await addRefundParts(tx, refund, now);
  await postRefund(tx, refund, now, from);
  return refund;
}
