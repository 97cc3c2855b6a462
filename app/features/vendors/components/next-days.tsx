import { useId } from 'react';
import { longDay, shortDay } from '~/lib/calendar';

/**
 * The vendor's next open days as one-tap choices, under the date input: shown before a date is
 * chosen, and instead of a day the vendor cannot take.
 */
export function NextDays({ days, onPick }: { days: string[]; onPick: (date: string) => void }) {
  const id = useId();
  if (days.length === 0)
    return <p className="text-sm text-muted">No open days in the next three months after this date.</p>;
  return (
    <div className="space-y-1" data-testid="next-available-days">
      <p id={id} className="text-sm font-medium">
        Next available
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day}>
            <button
              type="button"
              aria-label={`Choose ${longDay(day)}`}
              onClick={() => onPick(day)}
              className="min-h-11 rounded-full border border-pine-700 bg-white px-3 text-sm font-semibold text-pine-700 hover:bg-pine-50"
            >
              {shortDay(day)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
