import { useId } from 'react';
import { Icon } from '~/components/ui/icons';
import { PLANS } from '~/lib/plan-words';
import { POPULAR_PLAN } from '../vendor-data';
import type { VendorValues } from '../vendor-form-values';

type Plan = VendorValues['plan'];

/** SPEC section 9's plans as a radio group of cards: arrow keys move between them as in any radio group. */
export function PlanPicker({ value, onChange }: { value: Plan; onChange: (plan: Plan) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-pine-800">Choose your plan</legend>
      <p className="mt-1 text-sm text-muted">You can change plans later. Fees apply to bookings made here.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const popular = plan.tier === POPULAR_PLAN;
          return (
            <label
              key={plan.tier}
              className="relative flex cursor-pointer flex-col rounded-xl border-2 border-line bg-white p-4 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-lake-600"
            >
              {popular && (
                <span
                  aria-hidden="true"
                  className="absolute -top-3 right-4 rounded-full bg-sunset-600 px-3 py-0.5 text-xs font-semibold text-white"
                >
                  Most popular
                </span>
              )}
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="plan"
                  value={plan.tier}
                  checked={value === plan.tier}
                  onChange={() => onChange(plan.tier)}
                  // Named by the plan alone; price, fees and the badge are read as its description.
                  aria-labelledby={`${id}-${plan.tier}`}
                  aria-describedby={`${id}-${plan.tier}-details`}
                  className="h-5 w-5 shrink-0 accent-pine-700 focus-visible:outline-none"
                />
                <span id={`${id}-${plan.tier}`} className="text-lg font-semibold text-pine-800">
                  {plan.name}
                </span>
              </span>
              <span id={`${id}-${plan.tier}-details`} className="mt-2 block">
                {popular && <span className="sr-only">Most popular. </span>}
                <span className="text-2xl font-bold text-ink">{plan.price}</span>
                {plan.period && <span className="text-sm text-muted"> {plan.period}</span>}
                <span className="mt-3 block space-y-2">
                  {plan.features.map((feature) => (
                    <span key={feature} className="flex gap-2 text-sm">
                      <Icon name="check" className="h-5 w-5 shrink-0 text-pine-600" />
                      <span>
                        {feature}
                        <span className="sr-only">.</span>
                      </span>
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
