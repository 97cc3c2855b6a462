import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { toast } from '~/components/ui/toast';
import { HttpError } from '~/lib/api';
import { TIER_NAMES } from '~/lib/plan-words';
import { useOnline } from '~/offline/use-online';
import { useChoosePlan, useCompletePlan, usePayOverdue } from '../mutations';
import { planQuery } from '../queries';
import { PlanCards } from './plan-cards';
import { PlanPayment } from './plan-payment';
import { PlanStatus } from './plan-status';

type Props = {
  userId: string;
  vendorId: string;
  /** Back from Stripe's redirect (3-D Secure): the payment is asked about at once. */
  returned: boolean;
};

/** A business's plan: where it stands, the three plans, and an upgrade's first invoice to pay. */
export function PlanScreen({ userId, vendorId, returned }: Props) {
  const online = useOnline();
  const plan = useQuery(planQuery(userId, vendorId));
  const choose = useChoosePlan(userId, vendorId);
  const complete = useCompletePlan(userId, vendorId);
  const overdue = usePayOverdue(userId, vendorId);

  const asked = useRef(false);
  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    complete.mutate();
  }, [returned, complete]);

  if (plan.isPending) return <Spinner label="Loading the plan" />;
  if (plan.error instanceof HttpError && [400, 403, 404].includes(plan.error.status)) {
    return (
      <EmptyState title="Not one of your businesses">Open your plan from the vendor dashboard.</EmptyState>
    );
  }
  if (!plan.data) return <LoadError what="the plan" error={plan.error ?? new Error('')} online={online} />;

  const view = plan.data;
  // An overdue renewal's card form only while the plan is still in grace.
  const overduePayment = view.graceUntil ? (overdue.data?.payment ?? null) : null;
  const payment = choose.data?.payment ?? overduePayment;
  const paid = () =>
    complete.mutate(undefined, {
      onSuccess: (after) => {
        choose.reset();
        overdue.reset();
        toast({ title: `${view.businessName} is on ${TIER_NAMES[after.tier]}` });
      },
    });

  return (
    <div className="space-y-6">
      {!online && (
        <p role="status" className="rounded-lg bg-lake-50 px-3 py-2 text-sm text-lake-700">
          Offline — showing the plan as last seen. Changing it needs a connection.
        </p>
      )}
      <PlanStatus
        plan={view}
        busy={choose.isPending || overdue.isPending || !online}
        onUndo={() => choose.mutate(view.tier)}
        onPayOverdue={payment ? undefined : () => overdue.mutate()}
      />
      {payment ? (
        <PlanPayment
          payment={payment}
          returnUrl={`${window.location.origin}/vendor-plan?vendor=${encodeURIComponent(vendorId)}&paid=1`}
          onPaid={paid}
          overdueFrom={payment === overduePayment ? view.nextInvoice?.on : undefined}
        />
      ) : (
        view.pendingUpgrade && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4">
            <p>
              {TIER_NAMES[view.pendingUpgrade.tier]} is waiting for its first payment of{' '}
              {formatMoney(view.pendingUpgrade.amount)}.
            </p>
            <Button
              onClick={() => choose.mutate(view.pendingUpgrade?.tier ?? 'basic')}
              disabled={choose.isPending || !online}
            >
              Pay now
            </Button>
          </div>
        )
      )}
      <section aria-labelledby="plans-heading" className="space-y-3">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Plans
        </h2>
        <PlanCards
          plan={view}
          busy={choose.isPending || complete.isPending}
          online={online}
          onChoose={(tier) => choose.mutate(tier)}
        />
      </section>
    </div>
  );
}
