import { POLICY_NAMES, POLICY_RULES } from '@contracts/cancellation';
import { CANCELLATION_POLICIES, type CancellationPolicyName } from '@contracts/enums';

/**
 * The vendor's cancellation policy (issue 30): three native radios, so arrow keys move between them,
 * each with its rule in one sentence. Only bookings paid after a change follow the new one.
 */
export function PolicyPicker({
  value,
  onChange,
}: {
  value: CancellationPolicyName;
  onChange: (policy: CancellationPolicyName) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold">Cancellation policy</legend>
      <p className="mb-2 text-sm text-muted">
        Bookings keep the policy they were paid under. If you cancel or decline, the customer gets everything
        back.
      </p>
      <div className="grid gap-2">
        {CANCELLATION_POLICIES.map((policy) => (
          <label
            key={policy}
            className="flex min-h-11 cursor-pointer flex-col rounded-xl border border-line bg-white p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lake-600"
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="cancellation-policy"
                value={policy}
                checked={value === policy}
                onChange={() => onChange(policy)}
                className="h-4 w-4 accent-pine-700"
              />
              {POLICY_NAMES[policy]}
            </span>
            <span className="mt-1 text-sm text-muted">{POLICY_RULES[policy]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
