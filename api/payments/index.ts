import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createLocalProvider, type LocalProvider } from './local';
import { createStripeProvider, type StripeOptions } from './stripe';

export type StripeProvider = ReturnType<typeof createStripeProvider>;
export type Payments = LocalProvider | StripeProvider;

export type PaymentSettings = {
  stripe: StripeOptions | null;
  /** Production must name the embedded provider explicitly: it takes no real money. */
  allowLocal: boolean;
};

/** Stripe when a secret key is set; otherwise the embedded provider, where it is allowed. */
export function choosePayments(db: Db, clock: Clock, settings: PaymentSettings): Payments {
  if (settings.stripe) return createStripeProvider(settings.stripe);
  if (!settings.allowLocal) {
    throw new Error(
      'No payment provider: set STRIPE_SECRET_KEY, or PAYMENT_PROVIDER=local to take test cards only.',
    );
  }
  return createLocalProvider(db, clock);
}
