import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { payments } from '../../db/schema';
import type { StripeWebhookModule } from '../../payments/webhook.routes';
import type { WebhookContext } from '../../payments/webhook-router';
import { changeIntentWentThrough } from '../orders/booking-change-request';
import { settleRefunds } from '../orders/refunds';
import { settleHold } from '../orders/settle-hold';
import { tipIntentWentThrough } from '../tips/tip-payment';
import { fulfilPayment } from './fulfil';

/**
 * `payment_intent.succeeded` (charged) and `payment_intent.amount_capturable_updated` (a hold
 * authorised) fulfil the payment they are for: the event is recorded in the same transaction as the
 * fulfilment it causes, so neither commits without the other. A hold's later capture sends
 * `succeeded` for a payment fulfilled already: it finds nothing open and does nothing.
 */
export const paymentWebhooks: StripeWebhookModule = (deps, pay) => {
  const fulfil = async (intent: Stripe.PaymentIntent, recordIn: WebhookContext['recordIn']) => {
    const payment = await deps.db.select().from(payments).where(eq(payments.intentId, intent.id)).get();
    // Not a cart's: a booking change's difference or a tip, which their own modules complete.
    if (!payment) {
      await changeIntentWentThrough({ db: deps.db, pay }, intent.id, deps.clock.now(), recordIn);
      return tipIntentWentThrough({ db: deps.db, pay }, intent.id, deps.clock.now(), recordIn);
    }
    // Only an intent we created and still mean, for the amount it covers, fulfils anything.
    if (payment?.status !== 'open' || payment.amountCents !== intent.amount) return;
    const done = await fulfilPayment(deps.db, payment.id, deps.clock.now(), recordIn);
    await settleRefunds({ db: deps.db, pay }, done.refundIds);
    await settleHold({ db: deps.db, pay }, payment.id, deps.clock.now());
    await deps.onJobsDispatched?.(done.newTicketIds);
  };
  return {
    'payment_intent.succeeded': (event, { recordIn }) => fulfil(event.data.object, recordIn),
    'payment_intent.amount_capturable_updated': (event, { recordIn }) => fulfil(event.data.object, recordIn),
  };
};
