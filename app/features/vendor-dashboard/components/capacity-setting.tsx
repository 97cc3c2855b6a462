import { MAX_DAILY_CAPACITY } from '@contracts/availability';
import { Field, inputClass } from '~/components/ui/field';

type Props = {
  value: number;
  online: boolean;
  busy: boolean;
  onChange: (dailyCapacity: number) => void;
};

const CHOICES = Array.from({ length: MAX_DAILY_CAPACITY }, (_, i) => i + 1);

/** How many events the vendor takes on one day: saved as soon as it is chosen. */
export function CapacitySetting({ value, online, busy, onChange }: Props) {
  return (
    <Field
      label="Events per day"
      hint={
        online
          ? 'A day is full, and closed to new bookings, once this many customers have booked it.'
          : 'Connect to change how many events you take a day.'
      }
    >
      {(a11y) => (
        <select
          {...a11y}
          value={value}
          disabled={!online || busy}
          onChange={(event) => onChange(Number(event.target.value))}
          className={`${inputClass} cursor-pointer sm:max-w-40`}
        >
          {CHOICES.map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'event' : 'events'}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
