import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { StripeWebhookModule } from '../../payments/webhook.routes';
import { settleRefunds } from '../orders/refunds';
import { fulfilPayment } from './fulfil';

/**
 * `payment_intent.succeeded` fulfils the payment it is for: the event is recorded in the same
 * transaction as the fulfilment it causes, so neither commits without the other.
 */
export const paymentWebhooks: StripeWebhookModule = (deps, pay) => ({
  'payment_intent.succeeded': async (event, { recordIn }) => {
    const intent = event.data.object;
    const payment = deps.db.select().from(payments).where(eq(payments.intentId, intent.id)).get();
    // Only an intent we created and still mean, for the amount it covers, fulfils anything.
    if (payment?.status !== 'open' || payment.amountCents !== intent.amount) return;
    const done = fulfilPayment(deps.db, payment.id, deps.clock.now(), recordIn);
    await settleRefunds({ db: deps.db, pay }, done.refundIds);
    deps.onJobsDispatched?.(done.newTicketIds);
  },
});
