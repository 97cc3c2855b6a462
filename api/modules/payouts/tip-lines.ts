import { and, desc, eq, sql } from 'drizzle-orm';
import type { PayeeKind } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import type { TipLine } from '../../contracts/tips';
import type { Db } from '../../db/client';
import { ledgerEntries, orders, type payouts, tips, users } from '../../db/schema';
import { payoutView } from './payout-view';

/** A paid tip in a payee's Earnings: its line, and its cents for the figures. */
export type PaidTip = {
  line: TipLine;
  cents: number;
  /** What its payout took from the payee's balance: nothing once Stripe refused it (given back). */
  paidOutCents: number;
};

/**
 * A payee's paid tips, newest first, each with the latest payout of its item `tip:<tipId>` (a refused
 * one paid again shows its retry) and the day its entry says it may be paid out from.
 */
export async function paidTips(
  db: Db,
  payee: { kind: PayeeKind; id: string },
  payoutOf: Map<string, typeof payouts.$inferSelect>,
): Promise<PaidTip[]> {
  const rows = await db
    .select({
      tip: tips,
      firstName: users.firstName,
      day: orders.scheduledDate,
      availableOn: ledgerEntries.availableOn,
    })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.customerId))
    .innerJoin(orders, eq(orders.id, tips.orderId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.key, sql`'tip:' || ${tips.id}`))
    .where(and(eq(tips.payeeKind, payee.kind), eq(tips.payeeId, payee.id), eq(tips.status, 'paid')))
    .orderBy(desc(tips.paidAt))
    .all();
  return rows.map(({ tip, firstName, day, availableOn }) => {
    const payout = payoutOf.get(`tip:${tip.id}`);
    return {
      line: {
        tipId: tip.id,
        title: `Tip from ${firstName ?? 'a customer'}`,
        amount: centsToDecimal(tip.amountCents),
        day,
        paidAt: tip.paidAt,
        availableOn,
        payout: payoutView(payout),
      },
      cents: tip.amountCents,
      paidOutCents: payout && payout.status !== 'failed' ? payout.amountCents : 0,
    };
  });
}
