/** The states both providers share (DESIGN.md, Payments): Stripe's statuses fold into these. */
export type IntentStatus = 'created' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export type Intent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: IntentStatus;
  cartId: string | null;
  /** The provider's words when the last attempt failed ("Your card was declined."). */
  lastError: string | null;
};

export type IntentRequest = { cartId: string; amountCents: number; idempotencyKey: string };

/**
 * A card payment provider. The server names every amount; the browser only confirms with the
 * client secret; completion asks the provider again and never believes the browser.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** What the browser needs to load the provider's widget (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createIntent(request: IntentRequest): Promise<Intent>;
  /**
   * Makes an intent unpayable (the cart changed and a new payment replaces it). An intent that was
   * paid or is being paid cannot be cancelled: it comes back as it is, and the caller fulfils it.
   */
  cancelIntent(intentId: string): Promise<Intent>;
  retrieveIntent(intentId: string): Promise<Intent>;
}
