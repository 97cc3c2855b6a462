import { formatMoney } from '@contracts/money';
import { TIP_PRESETS, type TipPayee } from '@contracts/tips';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CardPayment } from '~/components/payment/card-payment';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { useTip } from '../mutations';
import { tipOptionsQuery } from '../queries';

type Props = { userId: string; orderId: string };

/**
 * "Leave a tip" on a completed booking: for the worker who did the job (when one did) and for the
 * vendor, each its own payment with the same card form as checkout; all of it goes to them.
 */
export function TipPanel({ userId, orderId }: Props) {
  const options = useQuery(tipOptionsQuery(userId, orderId));
  const payees = options.data?.payees ?? [];
  if (payees.length === 0) return null;
  return (
    <section
      aria-labelledby="tip-title"
      className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="tip-panel"
    >
      <div>
        <h2 id="tip-title" className="text-lg font-semibold">
          Leave a tip
        </h2>
        <p className="text-sm text-muted">All of your tip goes to the person you tip.</p>
      </div>
      {payees.map((payee) => (
        <TipFor key={payee.payee} userId={userId} orderId={orderId} payee={payee} />
      ))}
    </section>
  );
}

const whom = (payee: TipPayee) => (payee.payee === 'worker' ? `${payee.name}, who did the job` : payee.name);

function TipFor({ userId, orderId, payee }: Props & { payee: TipPayee }) {
  const [amount, setAmount] = useState<string>(TIP_PRESETS[1]);
  const [paying, setPaying] = useState<{ tipId: string; clientSecret: string } | null>(null);
  const { start, complete } = useTip(userId, orderId);
  if (payee.tipped || complete.data?.status === 'paid')
    return (
      <p role="status" className="rounded-lg bg-lake-50 p-3 text-sm">
        <span className="font-semibold">Tip sent</span> —{' '}
        {formatMoney(payee.tipped ?? complete.data?.amount ?? '0')} to {payee.name}. Thank you!
      </p>
    );
  if (paying)
    return (
      <CardPayment
        clientSecret={paying.clientSecret}
        amountLabel={formatMoney(amount)}
        returnUrl={`${window.location.origin}/bookings/${orderId}`}
        onPaid={() => complete.mutate(paying.tipId)}
        onFailed={(message) =>
          toast({ title: 'Payment failed', description: message, variant: 'destructive' })
        }
        loading={<Spinner label="Loading the card form" />}
      />
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    start.mutate({ payee: payee.payee, amount }, { onSuccess: setPaying });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label={`Tip ${payee.name}`}>
      <p className="font-medium">Tip {whom(payee)}</p>
      <div className="flex flex-wrap items-end gap-2">
        {TIP_PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={amount === preset ? 'secondary' : 'outline'}
            aria-pressed={amount === preset}
            onClick={() => setAmount(preset)}
          >
            {formatMoney(preset)}
          </Button>
        ))}
        <TextField
          label="Other amount"
          inputMode="decimal"
          className="w-28"
          value={TIP_PRESETS.some((p) => p === amount) ? '' : amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="15.00"
        />
      </div>
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting…' : `Tip ${formatMoney(amount || '0')}`}
      </Button>
    </form>
  );
}
