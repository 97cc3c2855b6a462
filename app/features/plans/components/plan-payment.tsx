import type { PlanChange } from '@contracts/finance';
import { PLAN_PRICE_CENTS } from '@contracts/finance';
import { decimalToCents, formatMoney } from '@contracts/money';
import { CardPayment } from '~/components/payment/card-payment';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { TIER_NAMES } from '../words';

type Props = {
  payment: NonNullable<PlanChange['payment']>;
  /** Where Stripe returns after a card that needs a redirect. */
  returnUrl: string;
  onPaid: () => void;
};

/** The first invoice of an upgrade, paid with the same card form checkout uses. */
export function PlanPayment({ payment, returnUrl, onPaid }: Props) {
  const name = TIER_NAMES[payment.tier];
  const credited = decimalToCents(payment.amount) !== PLAN_PRICE_CENTS[payment.tier];
  return (
    <section
      aria-labelledby="plan-payment"
      className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="plan-payment" className="text-xl font-semibold">
        Pay for {name}
      </h2>
      <p className="text-muted">
        {credited
          ? `${formatMoney(payment.amount)} now: ${name} for a month from today, less what is left of the month you paid for.`
          : `${formatMoney(payment.amount)} now for your first month.`}{' '}
        It renews monthly; you can change or cancel any time, effective at the end of the month.
      </p>
      <CardPayment
        clientSecret={payment.clientSecret}
        amountLabel={formatMoney(payment.amount)}
        returnUrl={returnUrl}
        onPaid={onPaid}
        onFailed={(message) =>
          toast({ title: 'Payment failed', description: message, variant: 'destructive' })
        }
        loading={<Spinner label="Loading the card form" />}
      />
    </section>
  );
}
