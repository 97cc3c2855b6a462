import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useConfirmLocalPayment } from './confirm-local-payment';

// Grouping as a card is printed: "4242 4242 4242 4242", "12 / 30".
const groupCard = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const groupExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

type Props = {
  clientSecret: string;
  amountLabel: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
};

/**
 * The embedded provider's card form, labelled as Stripe's Payment Element labels its fields. The
 * card goes to the provider's confirm call only; nothing keeps it.
 */
export function LocalCardForm({ clientSecret, amountLabel, onPaid, onFailed }: Props) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const confirm = useConfirmLocalPayment({ onPaid, onFailed });

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ clientSecret, cardNumber: card.number, expiry: card.expiry, cvc: card.cvc });
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card details">
      <p className="rounded-lg bg-lake-50 p-3 text-sm text-lake-700">
        Test payments: use card 4242 4242 4242 4242, any future date and any CVC. No real money moves.
      </p>
      <TextField
        label="Card number"
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => setCard({ ...card, number: groupCard(e.target.value) })}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiration date"
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: groupExpiry(e.target.value) })}
          required
        />
        <TextField
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
          required
        />
      </div>
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
