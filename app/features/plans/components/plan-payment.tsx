import type { PlanChange } from '@contracts/finance';
import { decimalToCents, formatMoney } from '@contracts/money';
import { PLAN_PRICE_CENTS } from '@contracts/plans';
import { CardPayment } from '~/components/payment/card-payment';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { TIER_NAMES } from '~/lib/plan-words';
import { dayOf } from '../words';

type Props = {
  payment: NonNullable<PlanChange['payment']>;
  /** Where Stripe returns after a card that needs a redirect. */
  returnUrl: string;
  onPaid: () => void;
  /** Set for a failed renewal paid in grace: the day its month started. */
  overdueFrom?: string;
};

/** An upgrade's first invoice, or a renewal overdue, paid with the same card form checkout uses. */
export function PlanPayment({ payment, returnUrl, onPaid, overdueFrom }: Props) {
  const name = TIER_NAMES[payment.tier];
  const amount = formatMoney(payment.amount);
  const credited = decimalToCents(payment.amount) !== PLAN_PRICE_CENTS[payment.tier];
  const renews = 'It renews monthly; you can change or cancel any time, effective at the end of the month.';
  const words = overdueFrom
    ? `${amount} now for the month from ${dayOf(overdueFrom)}. This card is the one your plan renews with after that.`
    : credited
      ? `${amount} now: ${name} for a month from today, less what is left of the month you paid for. ${renews}`
      : `${amount} now for your first month. ${renews}`;
  return (
    <section
      aria-labelledby="plan-payment"
      className="space-y-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="plan-payment" className="text-xl font-semibold">
        {overdueFrom ? `Pay your ${name} renewal` : `Pay for ${name}`}
      </h2>
      <p className="text-muted">{words}</p>
      <CardPayment
        clientSecret={payment.clientSecret}
        amountLabel={amount}
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
