import type { VendorCalendarDay } from '@contracts/availability';
import { longDay, monthGrid, monthTitle, WEEKDAY_INITIALS } from '~/lib/calendar';
import { type DayLook, dayLook, dayName } from '../calendar-day';

const LOOK: Record<DayLook, string> = {
  open: 'border-line bg-white text-ink hover:bg-pine-50',
  booked: 'border-lake-100 bg-lake-50 text-lake-700 hover:bg-lake-100',
  full: 'border-lake-600 bg-lake-100 text-lake-700',
  blocked: 'border-line bg-line text-muted',
  past: 'border-transparent bg-transparent text-muted',
};

/** The small mark under the date (a dot per booking, up to three); the button's name says it all. */
function Marker({ day }: { day: VendorCalendarDay }) {
  const look = dayLook(day);
  const text =
    look === 'blocked' ? 'Off' : look === 'full' ? 'Full' : '•'.repeat(Math.min(day.bookings.length, 3));
  return (
    <span aria-hidden="true" className="block h-3 text-[10px] leading-3 font-semibold tracking-tight">
      {text}
    </span>
  );
}

type Props = {
  month: string;
  today: string;
  /** The month's days from the server; undefined while they load. */
  days: VendorCalendarDay[] | undefined;
  selected: string | null;
  onSelect: (day: string) => void;
};

/**
 * A month of day buttons, Sunday first, seven to a row: 45 px squares on a 360 px phone. Each
 * button's name is the whole story ("Friday, December 4, 2026: 2 bookings, full"); the colours and
 * the word under the date repeat it for the eye.
 */
export function MonthGrid({ month, today, days, selected, onSelect }: Props) {
  const byDate = new Map(days?.map((d) => [d.date, d]));
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-busy={days === undefined}>
      <legend className="sr-only">{monthTitle(month)}</legend>
      <div
        aria-hidden="true"
        className="grid grid-cols-7 gap-0.5 pb-1 text-center text-xs font-semibold text-muted"
      >
        {WEEKDAY_INITIALS.map((initial, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the weekdays never move
          <span key={i}>{initial}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-0.5">
        {monthGrid(month).map((date, i) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st have no other identity
          if (!date) return <span key={`blank-${i}`} />;
          const day = byDate.get(date);
          const isSelected = selected === date;
          return (
            <button
              key={date}
              type="button"
              data-testid="calendar-day"
              data-date={date}
              disabled={!day}
              aria-label={day ? dayName(day) : `${longDay(date)}: loading`}
              aria-pressed={isSelected}
              aria-current={date === today ? 'date' : undefined}
              onClick={() => onSelect(date)}
              className={`flex aspect-square min-h-11 flex-col items-center justify-center rounded-lg border text-sm transition-colors disabled:cursor-wait disabled:opacity-50 ${
                day ? LOOK[dayLook(day)] : 'border-line bg-white text-muted'
              } ${isSelected ? 'ring-2 ring-pine-700 ring-offset-1' : ''} ${
                date === today ? 'font-bold underline underline-offset-2' : 'font-medium'
              }`}
            >
              <span aria-hidden="true" className={day?.blocked ? 'line-through' : undefined}>
                {Number(date.slice(8))}
              </span>
              {day ? <Marker day={day} /> : <span aria-hidden="true" className="block h-3" />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the colours mean, once under the grid. */
export function CalendarLegend() {
  const items: [DayLook, string][] = [
    ['open', 'Open'],
    ['booked', 'Has bookings'],
    ['full', 'Full'],
    ['blocked', 'Blocked'],
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Calendar key">
      {items.map(([look, label]) => (
        <li key={look} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded border ${LOOK[look]}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
