import { eq } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { formatMoney } from '../../contracts/money';
import type { Tx } from '../../db/client';
import { orders, type tips } from '../../db/schema';
import { businessDayAfter } from '../../ledger/business-day';
import { CARD, postEntry, vendorAccount, workerAccount } from '../../ledger/post';
import { notify } from '../../notifications/notify';
import { bookingAbout } from '../orders/order-notices';

export type Tip = typeof tips.$inferSelect;

export const tipAccount = (tip: Pick<Tip, 'payeeKind' | 'payeeId'>) =>
  tip.payeeKind === 'vendor' ? vendorAccount(tip.payeeId) : workerAccount(tip.payeeId);

/**
 * A tip just paid, inside the transaction that marked it paid (once): all of it from the card to the
 * person tipped, no platform fee, payable from the next business day as a booking's share is; and
 * they are told.
 */
export async function recordPaidTip(tx: Tx, tip: Tip, now: Date) {
  await postEntry(tx, {
    key: `tip:${tip.id}`,
    kind: 'tip',
    from: CARD,
    to: tipAccount(tip),
    amountCents: tip.amountCents,
    orderId: tip.orderId,
    availableOn: businessDayAfter(townToday(now)),
    now,
  });
  const order = await tx.select().from(orders).where(eq(orders.id, tip.orderId)).get();
  if (!order) return;
  const about = await bookingAbout(tx, order);
  const userId = tip.payeeKind === 'worker' ? tip.payeeId : about.ownerId;
  if (!userId) return;
  await notify(
    tx,
    {
      userId,
      kind: 'tip-received',
      about: `tip-received:${tip.id}`,
      title: 'You received a tip',
      body: `You received a ${formatMoney(tip.amountCents, 'cents')} tip for ${about.what}${about.when ? ` on ${about.when}` : ''}.`,
      url: tip.payeeKind === 'vendor' ? '/vendor-dashboard?tab=earnings' : '/worker-jobs',
    },
    now,
  );
}
