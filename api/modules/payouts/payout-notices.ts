import { eq } from 'drizzle-orm';
import { formatMoney } from '../../contracts/money';
import type { Executor } from '../../db/client';
import { type payouts, vendors } from '../../db/schema';
import { notify } from '../../notifications/notify';

/** Where a payee sets up their payout account: the vendor dashboard's Earnings tab, the Job Board. */
export const earningsUrl = (payout: Pick<typeof payouts.$inferSelect, 'payeeKind'>) =>
  payout.payeeKind === 'vendor' ? '/vendor-dashboard?tab=earnings' : '/worker-jobs';

/**
 * A payout Stripe refused: its payee (the vendor's owner, or the worker) hears why and what to do,
 * once per refused payout, in the transaction that fails it.
 */
export async function tellOfRefusal(
  db: Executor,
  payout: typeof payouts.$inferSelect,
  reason: string,
  now: Date,
) {
  const userId =
    payout.payeeKind === 'worker'
      ? payout.payeeId
      : (
          await db
            .select({ userId: vendors.userId })
            .from(vendors)
            .where(eq(vendors.id, payout.payeeId))
            .get()
        )?.userId;
  if (!userId) return;
  await notify(
    db,
    {
      userId,
      kind: 'payout-refused',
      about: `payout-refused:${payout.id}`,
      title: 'Payout refused',
      body: `Your payout of ${formatMoney(payout.amountCents, 'cents')} could not be sent: ${reason.replace(/\.\s*$/, '')}. Update your payout account.`,
      url: earningsUrl(payout),
    },
    now,
  );
}
