import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';

const loaders = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaders.has(key)) loaders.set(key, loadStripe(key));
  return loaders.get(key) ?? null;
};

type Props = {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  returnUrl: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
};

/** Stripe's Payment Element; this file (and Stripe.js) loads only where a card is asked for, in Stripe mode. */
export function StripePayment({ publishableKey, clientSecret, ...rest }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeForm {...rest} />
    </Elements>
  );
}

function StripeForm({
  amountLabel,
  returnUrl,
  onPaid,
  onFailed,
}: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    // No redirect unless the card demands one (3-D Secure); then Stripe returns to returnUrl.
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    setBusy(false);
    if (error) onFailed(error.message ?? 'Your payment could not be completed.');
    else onPaid();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement />
      <Button type="submit" className="w-full" disabled={!stripe || busy}>
        {busy ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
