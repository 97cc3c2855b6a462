import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { LocalCardForm } from './local-card-form';
import { paymentConfigQuery } from './payment-config';

const StripePayment = lazy(() => import('./stripe-payment').then((m) => ({ default: m.StripePayment })));

type Props = {
  clientSecret: string;
  amountLabel: string;
  /** Where Stripe comes back to when a card needs a redirect (3-D Secure). */
  returnUrl: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
  /** Shown while the provider's form loads. */
  loading: ReactNode;
};

/**
 * The card form for one payment, whatever takes it: Stripe's Payment Element when Stripe is
 * configured, the embedded provider's test-card form otherwise. Checkout and a plan's first invoice
 * pay with the same form.
 */
export function CardPayment({ clientSecret, loading, ...rest }: Props) {
  const config = useQuery(paymentConfigQuery);
  if (!config.data) return loading;
  const { paymentProvider, stripePublishableKey } = config.data;
  if (paymentProvider === 'stripe' && stripePublishableKey) {
    return (
      <Suspense fallback={loading}>
        <StripePayment publishableKey={stripePublishableKey} clientSecret={clientSecret} {...rest} />
      </Suspense>
    );
  }
  return (
    <LocalCardForm
      clientSecret={clientSecret}
      amountLabel={rest.amountLabel}
      onPaid={rest.onPaid}
      onFailed={rest.onFailed}
    />
  );
}
