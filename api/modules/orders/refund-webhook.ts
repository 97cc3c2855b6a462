import { and, eq } from 'drizzle-orm';
import { refundParts } from '../../db/schema';
import type { StripeWebhookModule } from '../../payments/webhook.routes';
import { settleRefunds } from './refunds';

/**
 * `charge.refunded`: our refund parts on its payment that still wait are read back from Stripe (the
 * event tells that something changed; Stripe's answer says what), and their refunds follow their
 * parts. Settling is idempotent, so the event arriving twice, or racing the call that made the
 * refund, changes nothing twice.
 */
export const refundWebhooks: StripeWebhookModule = (deps, pay) => ({
  'charge.refunded': async (event) => {
    const charge = event.data.object;
    const intentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return;
    const waiting = await deps.db
      .selectDistinct({ id: refundParts.refundId })
      .from(refundParts)
      .where(and(eq(refundParts.intentId, intentId), eq(refundParts.status, 'pending')))
      .all();
    await settleRefunds(
      { db: deps.db, pay },
      waiting.map((r) => r.id),
    );
  },
  // A refund that settles later (or fails) after Stripe first answered `pending`: its part, by id.
  'refund.updated': async (event) => {
    const part = await deps.db
      .select({ refundId: refundParts.refundId })
      .from(refundParts)
      .where(eq(refundParts.providerRefundId, event.data.object.id))
      .get();
    if (part) await settleRefunds({ db: deps.db, pay }, [part.refundId]);
  },
});
