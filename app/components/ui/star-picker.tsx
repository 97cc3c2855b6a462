import { STARS } from '@contracts/reviews';
import { useId } from 'react';
import { Icon } from '~/components/ui/icons';

type Props = {
  legend: string;
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
};

/**
 * Stars as a native radio group: Tab reaches it, the arrow keys move between stars, and each star is
 * labelled "3 stars" for a screen reader. The stars up to the chosen one fill in.
 */
export function StarPicker({ legend, name, value, onChange, error }: Props) {
  const id = useId();
  return (
    <fieldset aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
            <span className="flex h-11 w-11 items-center justify-center rounded-lg text-sunset-600 peer-focus-visible:ring-2 peer-focus-visible:ring-lake-700">
              <Icon
                name="star"
                aria-hidden="true"
                className={`h-8 w-8 ${value !== null && star <= value ? 'fill-current' : 'text-muted'}`}
                strokeWidth={1.5}
              />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
