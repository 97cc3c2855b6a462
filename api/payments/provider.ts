/**
 * The states both providers share (DESIGN.md, Payments): Stripe's statuses fold into these.
 * `authorized` is a manual-capture intent whose card is held (Stripe's requires_capture).
 */
export type IntentStatus = 'created' | 'processing' | 'authorized' | 'succeeded' | 'failed' | 'canceled';

export type Intent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: IntentStatus;
  cartId: string | null;
  /** The provider's words when the last attempt failed ("Your card was declined."). */
  lastError: string | null;
};

/**
 * A cart's payment, or (cartId null) a plan invoice's with the embedded provider. `manual` only
 * authorises the card (a hold, captured or released later); without it the card is charged at once.
 */
export type IntentRequest = {
  cartId: string | null;
  amountCents: number;
  idempotencyKey: string;
  capture?: 'automatic' | 'manual';
};

/** Takes `amountCents` of an authorised intent, once; the rest of the hold is released, as on Stripe. */
export type CaptureRequest = { intentId: string; amountCents: number; idempotencyKey: string };
/** Lets an authorised intent go: nothing is taken. */
export type ReleaseRequest = { intentId: string; idempotencyKey: string };

/** Money given back on a paid intent: part of it (one order's share) or all. */
export type RefundRequest = {
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
  orderId: string;
  /** The refund part it is (refund-parts.ts): an order may have several refunds on one payment. */
  partId?: string;
};
export type RefundStatus = 'pending' | 'succeeded' | 'failed';
export type ProviderRefund = { id: string; amountCents: number; status: RefundStatus };

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
  /**
   * Captures an authorised intent (in part: the rest is released). The same idempotency key always
   * answers the same capture; one captured already comes back as it is.
   */
  captureIntent(request: CaptureRequest): Promise<Intent>;
  /** Cancels an authorised intent; one cancelled already comes back as it is. */
  releaseIntent(request: ReleaseRequest): Promise<Intent>;
  /**
   * Gives money back. The same idempotency key always answers the same refund, so a retry after a
   * crash or a timeout never refunds twice; the provider refuses more than the intent took.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund as the provider holds it now (one that was still pending when asked for). */
  retrieveRefund(refundId: string): Promise<ProviderRefund>;
}

/** The card went through: charged, or (a hold) authorised. Either way the checkout is complete. */
export const wentThrough = (status: IntentStatus): boolean =>
  status === 'succeeded' || status === 'authorized';
