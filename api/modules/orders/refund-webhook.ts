import { and, eq } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema';
import type { StripeWebhookModule } from '../../payments/webhook.routes';
import { settleRefunds } from './refunds';

/**
 * `charge.refunded`: our refunds on its payment that still wait are read back from Stripe (the
 * event tells that something changed; Stripe's answer says what). Settling is idempotent, so the
 * event arriving twice, or racing the call that made the refund, changes nothing twice.
 */
export const refundWebhooks: StripeWebhookModule = (deps, pay) => ({
  'charge.refunded': async (event) => {
    const charge = event.data.object;
    const intentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return;
    const waiting = deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(payments.intentId, intentId), eq(refunds.status, 'pending')))
      .all();
    await settleRefunds(
      { db: deps.db, pay },
      waiting.map((r) => r.id),
    );
  },
});
