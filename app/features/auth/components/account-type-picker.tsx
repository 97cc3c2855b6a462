import type { SignUpRole } from '@contracts/enums';
import { ACCOUNT_TYPES } from '../account-types';

export function AccountTypePicker({
  value,
  onChange,
}: {
  value: SignUpRole;
  onChange: (role: SignUpRole) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Choose your account type</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {ACCOUNT_TYPES.map((type) => (
          <label
            key={type.role}
            className="flex min-h-11 cursor-pointer flex-col rounded-xl border border-line bg-white p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-lake-600"
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="account-type"
                value={type.role}
                checked={value === type.role}
                onChange={() => onChange(type.role)}
                className="h-4 w-4 accent-pine-700"
              />
              {type.title}
            </span>
            <span className="mt-1 text-sm text-muted">{type.blurb}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
