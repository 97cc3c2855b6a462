import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Field, inputClass } from '~/components/ui/field';

// Form controls the two application forms share that components/ui has no version of yet.

const choiceClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-pine-700 has-[:checked]:bg-pine-50 has-[[aria-invalid=true]]:border-danger';
const boxClass = 'mt-0.5 h-5 w-5 shrink-0 accent-pine-700';

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-danger" role="alert">
      {error}
    </p>
  );
}

type Option = { value: string; label: string; hint?: string };

/** Several checkboxes answering one question: a fieldset whose legend is the question. */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  className = 'sm:grid-cols-2',
}: {
  legend: string;
  name: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  className?: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      className="space-y-2"
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={`grid gap-2 ${className}`}>
        {options.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((chosen) => chosen !== option.value),
                )
              }
              className={boxClass}
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              {option.hint && <span className="block text-sm text-muted">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}

/** One yes/no answer, its whole row a 44 px target. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name: string;
}) {
  const errorId = useId();
  return (
    <div className="space-y-1">
      <label className={choiceClass}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={boxClass}
        />
        <span>{label}</span>
      </label>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  placeholder: string;
  options: Option[];
};

/** A native select: the phone's own picker is the most usable one on a small screen. */
export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <select {...a11y} {...select} className={inputClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <textarea rows={4} {...a11y} {...textarea} className={inputClass} />}
    </Field>
  );
}
