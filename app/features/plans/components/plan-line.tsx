import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TIER_NAMES } from '~/lib/plan-words';
import { planQuery } from '../queries';
import { dayOf } from '../words';

/** One business's plan in a line on the dashboard: its name, its next invoice or fee, and "Change plan". */
export function PlanLine({ userId, vendorId }: { userId: string; vendorId: string }) {
  const plan = useQuery(planQuery(userId, vendorId));
  const view = plan.data;
  return (
    <p className="mt-2 text-sm" data-testid="plan-line">
      {view && (
        <>
          <span className="font-semibold">{TIER_NAMES[view.tier]}</span>
          {view.graceUntil ? (
            <span className="text-danger"> · payment failed, plan kept until {dayOf(view.graceUntil)}</span>
          ) : view.nextInvoice ? (
            ` · next invoice ${formatMoney(view.nextInvoice.amount)} on ${dayOf(view.nextInvoice.on)}`
          ) : view.nextTier ? (
            ` · Basic from ${dayOf(view.currentPeriodEnd ?? '')}`
          ) : (
            ` · ${view.feePercent}% fee`
          )}
          {' · '}
        </>
      )}
      <Link
        to="/vendor-plan"
        search={{ vendor: vendorId }}
        className="font-semibold text-lake-700 underline underline-offset-2"
      >
        Change plan
      </Link>
    </p>
  );
}
