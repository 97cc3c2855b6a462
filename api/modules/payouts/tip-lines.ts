import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PayeeKind } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import type { TipLine } from '../../contracts/tips';
import type { Db } from '../../db/client';
import { payouts, tips, users } from '../../db/schema';
import { payoutView } from './payout-view';

/** A payee's paid tips, newest first, each with its own payout (item `tip:<tipId>`). */
export function tipLines(db: Db, payeeKind: PayeeKind, payeeId: string): TipLine[] {
  const rows = db
    .select({ tip: tips, firstName: users.firstName })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.customerId))
    .where(and(eq(tips.payeeKind, payeeKind), eq(tips.payeeId, payeeId), eq(tips.status, 'paid')))
    .orderBy(desc(tips.paidAt))
    .all();
  const keys = rows.map((r) => `tip:${r.tip.id}`);
  const made = keys.length
    ? db
        .select()
        .from(payouts)
        .where(
          and(eq(payouts.payeeKind, payeeKind), eq(payouts.payeeId, payeeId), inArray(payouts.itemKey, keys)),
        )
        .all()
    : [];
  const payoutOf = new Map(made.map((p) => [p.itemKey, p]));
  return rows.map(({ tip, firstName }) => ({
    tipId: tip.id,
    title: `Tip from ${firstName ?? 'a customer'}`,
    amount: centsToDecimal(tip.amountCents),
    paidAt: tip.paidAt,
    payout: payoutView(payoutOf.get(`tip:${tip.id}`)),
  }));
}
