import type { SUBSCRIPTION_TIERS } from '@contracts/enums';
import type { PlanView } from '@contracts/finance';
import { Button } from '~/components/ui/button';
import { Pill } from '~/components/ui/pill';
import { PLANS, TIER_NAMES } from '~/lib/plan-words';
import { dayOf, TIER_RANK } from '../words';

type Tier = (typeof SUBSCRIPTION_TIERS)[number];
type Props = { plan: PlanView; busy: boolean; online: boolean; onChoose: (tier: Tier) => void };

/** What choosing this plan does, in the button's words, and when a move down takes effect. */
function actionWords(plan: PlanView, tier: Tier): { label: string; when: string | null } | null {
  if (tier === plan.tier || plan.nextTier === tier) return null;
  const name = TIER_NAMES[tier];
  // After a failed renewal only Basic can be chosen, at once (the server refuses the rest till it is paid).
  if (plan.graceUntil)
    return tier === 'basic' ? { label: 'Switch to Basic', when: 'Now: nothing more is charged' } : null;
  if (TIER_RANK[tier] > TIER_RANK[plan.tier]) return { label: `Upgrade to ${name}`, when: null };
  const when = plan.currentPeriodEnd ? `From ${dayOf(plan.currentPeriodEnd)}, when this month ends` : null;
  return { label: `Switch to ${name}`, when };
}

/** SPEC section 9's three plans, the one in force marked, each with what choosing it does. */
export function PlanCards({ plan, busy, online, onChoose }: Props) {
  return (
    <ul className="grid gap-3 md:grid-cols-3" aria-label="Plans">
      {PLANS.map((option) => {
        const current = option.tier === plan.tier;
        const action = actionWords(plan, option.tier);
        return (
          <li
            key={option.tier}
            aria-current={current ? 'true' : undefined}
            className={`flex flex-col rounded-xl border bg-white p-4 ${current ? 'border-2 border-pine-700' : 'border-line'}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-lg font-semibold">{option.name}</h3>
              {current && <Pill tone="strong">Current plan</Pill>}
              {!current && plan.nextTier === option.tier && <Pill tone="pending">From next period</Pill>}
            </div>
            <p className="mt-1">
              <span className="text-2xl font-bold">{option.price}</span>
              {option.period && <span className="text-muted"> {option.period}</span>}
            </p>
            <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-sm text-muted">
              {option.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {action && (
              <>
                <Button
                  className="mt-4 w-full"
                  variant={TIER_RANK[option.tier] > TIER_RANK[plan.tier] ? 'primary' : 'outline'}
                  disabled={busy || !online}
                  onClick={() => onChoose(option.tier)}
                  aria-describedby={action.when ? `when-${option.tier}` : undefined}
                >
                  {action.label}
                </Button>
                {action.when && (
                  <p id={`when-${option.tier}`} className="mt-1 text-center text-xs text-muted">
                    {action.when}
                  </p>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
