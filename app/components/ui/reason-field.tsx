import { Field, inputClass } from './field';

type Props = { label: string; value: string; onChange: (value: string) => void; required?: boolean };

/** The words another person will read about a cancellation or a refusal (at most 500 characters, as the API takes). */
export function ReasonField({ label, value, onChange, required }: Props) {
  return (
    <Field label={label}>
      {(field) => (
        <textarea
          {...field}
          className={`${inputClass} min-h-20`}
          maxLength={500}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
