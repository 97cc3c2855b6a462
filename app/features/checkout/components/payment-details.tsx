import type { CartView } from '@contracts/cart';
import { startCheckoutSchema } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { CardPayment } from '~/components/payment/card-payment';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { Icon } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { useSaveDayPhone, useStartCheckout } from '../mutations';
import { CancellationTerms } from './cancellation-terms';
import { CheckoutCard } from './checkout-card';

type Props = {
  cart: CartView;
  onPaid: () => void;
  onCartMoved: () => void;
  /** The account's phone, offered as the phone for the day. */
  defaultPhone: string;
  now?: Date;
};

/** The phone field's text as the server takes it (trimmed, empty as none), or the contract's message. */
function dayPhone(text: string): { phone: string | null; error?: string } {
  const parsed = v.safeParse(startCheckoutSchema, { contactPhone: text });
  return parsed.success
    ? { phone: parsed.output.contactPhone ?? null }
    : { phone: null, error: parsed.issues[0].message };
}

/** SPEC section 2's Payment Details card: 'Initializing secure payment...' until the client secret arrives. */
export function PaymentDetails({ cart, onPaid, onCartMoved, defaultPhone, now = new Date() }: Props) {
  // Items keep their ids when a paid cart hands the unpaid ones to the next cart: the cart id counts too.
  const contents = `${cart.id}/${cart.items.map((item) => `${item.id}:${item.price}`).join('|')}`;
  const [phoneText, setPhoneText] = useState(defaultPhone);
  const [edited, setEdited] = useState(false);
  // The account's phone may load after the form: it fills the field until the customer types.
  useEffect(() => {
    if (!edited) setPhoneText(defaultPhone);
  }, [defaultPhone, edited]);
  const phone = dayPhone(phoneText);
  // What the payment holds now: a start sends the field as it is; a later edit is saved on leaving it.
  const sentPhone = useRef<string | null>(null);
  const currentPhone = useRef(phone.phone);
  currentPhone.current = phone.phone;
  const start = useStartCheckout(onCartMoved, () => {
    sentPhone.current = currentPhone.current;
    return currentPhone.current;
  });
  const { mutate: startPayment } = start;
  const savePhone = useSaveDayPhone();

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

  const keepPhone = () => {
    if (phone.error || !intent?.data || phone.phone === sentPhone.current) return;
    sentPhone.current = phone.phone;
    savePhone.mutate(phone.phone);
  };

  return (
    <CheckoutCard id="payment-details" title="Payment Details">
      <div className="space-y-4">
        <TextField
          label="Contact phone for the day"
          type="tel"
          autoComplete="tel"
          value={phoneText}
          error={phone.error}
          hint="The vendor, and a worker once they take the job, can call you on the day."
          onChange={(event) => {
            setEdited(true);
            setPhoneText(event.target.value);
          }}
          onBlur={keepPhone}
        />
        <CancellationTerms items={cart.items} now={now} />
        {body}
      </div>
    </CheckoutCard>
  );
}
