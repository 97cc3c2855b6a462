import type { PlanView } from '@contracts/finance';
import { formatMoney } from '@contracts/money';
import { Button } from '~/components/ui/button';
import { Pill } from '~/components/ui/pill';
import { TIER_NAMES } from '~/lib/plan-words';
import { dayOf } from '../words';

type Props = {
  plan: PlanView;
  busy: boolean;
  onUndo: () => void;
  /** In grace, absent while the card form for the overdue invoice is open. */
  onPayOverdue?: () => void;
};

/** Where the plan stands: in force, its next invoice, a failed renewal's grace, a change waiting. */
export function PlanStatus({ plan, busy, onUndo, onPayOverdue }: Props) {
  const name = TIER_NAMES[plan.tier];
  // In grace the badge stays until the grace period ends, not the month that was paid.
  const featuredUntil = plan.tier === 'basic' ? null : (plan.graceUntil ?? plan.currentPeriodEnd);
  return (
    <section
      aria-labelledby="plan-status"
      className="space-y-3 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <p className="text-sm font-semibold text-muted">{plan.businessName}</p>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="plan-status" className="text-xl font-semibold">
          {name} plan
        </h2>
        {plan.graceUntil ? (
          <Pill tone="bad">Payment failed</Pill>
        ) : plan.tier !== 'basic' ? (
          <Pill tone="good">Active</Pill>
        ) : null}
      </div>
      <p className="text-muted">
        {plan.feePercent}% platform fee on each booking
        {featuredUntil && ` · FEATURED in the directory until ${dayOf(featuredUntil)}`}
      </p>
      {plan.graceUntil && plan.nextInvoice && (
        <div className="space-y-3 rounded-lg bg-danger-50 px-3 py-3">
          <p role="alert" className="text-sm text-danger">
            Your {formatMoney(plan.nextInvoice.amount)} renewal did not go through
            {plan.lastError ? `: ${plan.lastError.replace(/\.$/, '')}` : ''}. We try your card again each day.{' '}
            {name} stays until {dayOf(plan.graceUntil)}; then the business moves to Basic and loses its
            FEATURED badge.
          </p>
          {onPayOverdue && (
            <Button onClick={onPayOverdue} disabled={busy}>
              Pay now with another card
            </Button>
          )}
        </div>
      )}
      {!plan.graceUntil && plan.nextInvoice && (
        <p data-testid="next-invoice">
          Next invoice: <strong>{formatMoney(plan.nextInvoice.amount)}</strong> on{' '}
          {dayOf(plan.nextInvoice.on)}
          {plan.nextTier && plan.nextTier !== plan.tier && ` (${TIER_NAMES[plan.nextTier]})`}
        </p>
      )}
      {plan.nextTier && plan.currentPeriodEnd && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sunset-500/10 px-3 py-2">
          <p className="text-sm">
            {plan.cancelAtPeriodEnd ? 'Moves to Basic' : `Changes to ${TIER_NAMES[plan.nextTier]}`} on{' '}
            {dayOf(plan.currentPeriodEnd)}.
          </p>
          <Button variant="outline" onClick={onUndo} disabled={busy}>
            Keep {name}
          </Button>
        </div>
      )}
    </section>
  );
}
