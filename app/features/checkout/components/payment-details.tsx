import type { CartView } from '@contracts/cart';
import { formatMoney } from '@contracts/money';
import { useEffect, useRef } from 'react';
import { CardPayment } from '~/components/payment/card-payment';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { useStartCheckout } from '../mutations';
import { CheckoutCard } from './checkout-card';

type Props = { cart: CartView; onPaid: () => void; onCartMoved: () => void };

/** SPEC section 2's Payment Details card: 'Initializing secure payment...' until the client secret arrives. */
export function PaymentDetails({ cart, onPaid, onCartMoved }: Props) {
  // Items keep their ids when a paid cart hands the unpaid ones to the next cart: the cart id counts too.
  const contents = `${cart.id}/${cart.items.map((item) => `${item.id}:${item.price}`).join('|')}`;
  const start = useStartCheckout(onCartMoved);
  const { mutate: startPayment } = start;

  // SPEC section 4: one start per cart contents; the ref stops strict mode's second run of the
  // effect from starting the same contents again.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (startedFor.current === contents) return;
    startedFor.current = contents;
    startPayment(contents);
  }, [contents, startPayment]);
  // Until the start for what the cart holds now answers, an older answer is not this cart's payment.
  const intent = start.variables === contents ? start : null;

  const failed = (message: string) =>
    toast({ title: 'Payment failed', description: message, variant: 'destructive' });
  const initializing = (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Icon name="spinner" className="h-5 w-5 animate-spin" /> Initializing secure payment...
    </p>
  );

  let body = initializing;
  if (intent?.error) {
    body = (
      <div className="space-y-3">
        <p className="text-danger">Failed to initialize payment: {intent.error.message}</p>
        <Button variant="outline" onClick={() => startPayment(contents)}>
          Try again
        </Button>
      </div>
    );
  } else if (intent?.data) {
    const { clientSecret, amount } = intent.data;
    if (clientSecret === null) {
      body = (
        <div className="space-y-3">
          <p>Nothing to pay now: these bookings are priced with the vendor directly.</p>
          <Button className="w-full" onClick={onPaid}>
            Confirm booking
          </Button>
        </div>
      );
    } else {
      body = (
        <CardPayment
          clientSecret={clientSecret}
          amountLabel={formatMoney(amount)}
          returnUrl={`${window.location.origin}/checkout?paid=${cart.id}`}
          onPaid={onPaid}
          onFailed={failed}
          loading={initializing}
        />
      );
    }
  }

  return (
    <CheckoutCard id="payment-details" title="Payment Details">
      {body}
    </CheckoutCard>
  );
}
