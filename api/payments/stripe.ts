import Stripe from 'stripe';
import type {
  Intent,
  IntentRequest,
  IntentStatus,
  PaymentProvider,
  ProviderRefund,
  RefundRequest,
} from './provider';

const STATUS: Partial<Record<Stripe.PaymentIntent.Status, IntentStatus>> = {
  requires_payment_method: 'created',
  requires_confirmation: 'created',
  requires_action: 'created',
  processing: 'processing',
  requires_capture: 'authorized',
  canceled: 'canceled',
  succeeded: 'succeeded',
};

function toIntent(pi: Stripe.PaymentIntent): Intent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amountCents: pi.amount,
    // A declined card leaves the intent waiting for another card: it failed this time, it can still be paid.
    status:
      pi.last_payment_error && pi.status === 'requires_payment_method'
        ? 'failed'
        : (STATUS[pi.status] ?? 'created'),
    cartId: pi.metadata.cartId ?? null,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

/** Stripe's refund states folded into ours: pending and requires_action still settle later. */
export function toRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, amountCents: refund.amount, status };
}

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** The Connect endpoint's secret, when connected accounts' events come to an endpoint of their own. */
  connectWebhookSecret?: string | null;
  /** Only for tests: a fake Stripe on loopback. */
  host?: { host: string; port: number; protocol: 'http' | 'https' };
};

export function createStripeProvider(options: StripeOptions): PaymentProvider & {
  readonly name: 'stripe';
  client: Stripe;
  webhookSecret: string | null;
  connectWebhookSecret: string | null;
} {
  const client = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.host });
  /**
   * Captures or releases a hold. Asked again after Stripe forgot the idempotency key (24 hours), Stripe
   * refuses a hold that is settled already: one that ended as asked is the answer, not an error.
   */
  const settled = async (
    intentId: string,
    wanted: IntentStatus,
    ask: () => Promise<Stripe.PaymentIntent>,
  ): Promise<Intent> => {
    try {
      return toIntent(await ask());
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const intent = toIntent(await client.paymentIntents.retrieve(intentId));
      if (intent.status !== wanted) throw error;
      return intent;
    }
  };
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    client,
    webhookSecret: options.webhookSecret,
    connectWebhookSecret: options.connectWebhookSecret ?? null,
    async createIntent({ cartId, amountCents, idempotencyKey, capture }: IntentRequest) {
      const pi = await client.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          metadata: { cartId },
          automatic_payment_methods: { enabled: true },
          // Only a hold says so: Stripe's own default charges at once.
          ...(capture === 'manual' ? { capture_method: 'manual' as const } : {}),
        },
        { idempotencyKey },
      );
      return toIntent(pi);
    },
    async cancelIntent(intentId) {
      try {
        return toIntent(await client.paymentIntents.cancel(intentId));
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded, is processing or is cancelled already:
        // it is as it is. Any other refusal leaves it payable, and the caller must not replace it.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = toIntent(await client.paymentIntents.retrieve(intentId));
        if (intent.status === 'created' || intent.status === 'failed') throw error;
        return intent;
      }
    },
    async retrieveIntent(intentId) {
      return toIntent(await client.paymentIntents.retrieve(intentId));
    },
    async captureIntent({ intentId, amountCents, idempotencyKey }) {
      return settled(intentId, 'succeeded', () =>
        client.paymentIntents.capture(intentId, { amount_to_capture: amountCents }, { idempotencyKey }),
      );
    },
    async releaseIntent({ intentId, idempotencyKey }) {
      return settled(intentId, 'canceled', () =>
        client.paymentIntents.cancel(intentId, {}, { idempotencyKey }),
      );
    },
    async refund({ intentId, amountCents, idempotencyKey, orderId, partId }: RefundRequest) {
      // A refund made before a crash, asked again after Stripe forgot the key (24 hours): it is found
      // by the refund part it is for (or, made before parts, by its order), never made a second time.
      const made = await client.refunds.list({ payment_intent: intentId, limit: 100 });
      const earlier = made.data.find((r) =>
        r.metadata?.partId ? r.metadata.partId === partId : r.metadata?.orderId === orderId,
      );
      if (earlier) return toRefund(earlier);
      const refund = await client.refunds.create(
        {
          payment_intent: intentId,
          amount: amountCents,
          metadata: { orderId, ...(partId ? { partId } : {}) },
        },
        { idempotencyKey },
      );
      return toRefund(refund);
    },
    async retrieveRefund(refundId) {
      return toRefund(await client.refunds.retrieve(refundId));
    },
  };
}
