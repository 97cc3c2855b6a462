import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPaymentIntents, payments } from '../../db/schema';
import { backgroundJob } from '../../lib/background-job';
import type { Clock } from '../../lib/clock';
import type { LocalProvider } from '../../payments/local';
import { fulfilPaid } from './checkout.service';

type Deps = {
  db: Db;
  pay: LocalProvider;
  clock: Clock;
  /** Told of the job tickets a fulfilment made, once it has committed (they go to the push queue). */
  onJobsDispatched: (ticketIds: string[]) => unknown;
  /** Told when fulfilments wrote notifications (receipts, new bookings), so they go out now. */
  notifier?: { wake(): void };
};

/**
 * Open payments the embedded provider took (or holds), for the amount they cover, that nobody
 * completed. Its intents live in our database, so one query finds them; a payment replaced since has
 * its intent cancelled, and one not paid yet has not succeeded.
 */
function paidNotCompleted(db: Db) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(localPaymentIntents, eq(localPaymentIntents.id, payments.intentId))
    .where(
      and(
        eq(payments.status, 'open'),
        eq(payments.provider, 'local'),
        // Charged, or a hold authorised: the card went through either way.
        inArray(localPaymentIntents.status, ['succeeded', 'requires_capture']),
        eq(localPaymentIntents.amountCents, payments.amountCents),
      ),
    )
    .all();
}

/**
 * Fulfils what the embedded provider was paid for and nobody completed: the customer's browser
 * closed, or the server stopped, between the card going through and POST /api/checkout/complete.
 * Stripe's webhook does this with Stripe; the embedded provider has no webhook. The fulfilment is the
 * customer's own, exactly once whoever comes first (fulfil.ts). Returns how many it saw fulfilled.
 */
export async function completePaidPayments(deps: Deps): Promise<number> {
  let fulfilled = 0;
  for (const { id } of await paidNotCompleted(deps.db)) {
    try {
      await fulfilPaid(deps, id, deps.clock.now());
      fulfilled += 1;
    } catch (error) {
      // Its transaction changed nothing. A payment that cannot be fulfilled (its copy does not add
      // up) waits for a person and is tried again; it holds up none of the others.
      console.error(`payment completion: payment ${id} was not fulfilled`, error);
    }
  }
  if (fulfilled > 0) deps.notifier?.wake();
  return fulfilled;
}

/** At start (what a crash left), then every 30 s: a payment nobody completed is done within a minute. */
export function createPaidSweeper(deps: Deps, intervalMs = 30_000) {
  const job = backgroundJob('payment completion', () => completePaidPayments(deps), intervalMs, {
    lease: deps,
  });
  return { sweep: job.run, start: job.start, stop: job.stop };
}
