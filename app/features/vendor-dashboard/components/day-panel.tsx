import type { VendorCalendarDay } from '@contracts/availability';
import { formatClock } from '@contracts/dates';
import { Button } from '~/components/ui/button';
import { StatusPill } from '~/components/ui/pill';
import { longDay } from '~/lib/calendar';
import { dayExplained, dayLook } from '../calendar-day';

type Props = {
  day: VendorCalendarDay;
  dailyCapacity: number;
  online: boolean;
  busy: boolean;
  onSet: (available: boolean) => void;
};

/** The chosen day: what it is, who booked it, and the one action (block it, or free it again). */
export function DayPanel({ day, dailyCapacity, online, busy, onSet }: Props) {
  const past = dayLook(day) === 'past';
  return (
    <section
      aria-labelledby="calendar-day-heading"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
      data-testid="calendar-day-panel"
    >
      {/* Said again when another day is chosen, so a screen reader hears what the tap opened. */}
      <div aria-live="polite">
        <h3 id="calendar-day-heading" className="font-semibold">
          {longDay(day.date)}
        </h3>
        <p className="text-sm text-muted">{dayExplained(day, dailyCapacity)}</p>
      </div>
      {day.bookings.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Bookings this day">
          {day.bookings.map((booking) => (
            <li key={booking.orderId} className="flex items-start justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold break-words">{booking.customerName}</p>
                <p className="text-muted">
                  {booking.serviceName ?? 'Booking request'}
                  {booking.time ? ` · ${formatClock(booking.time)}` : ''}
                </p>
              </div>
              <StatusPill status={booking.status} />
            </li>
          ))}
        </ul>
      )}
      {!past && day.busyElsewhere && (
        <p className="text-sm">
          Busy on another calendar you follow. To take bookings this day, remove that calendar under Other
          calendars.
        </p>
      )}
      {!past && !day.busyElsewhere && (
        <Button
          variant={day.blocked ? 'secondary' : 'outline'}
          className="w-full sm:w-auto"
          disabled={!online || busy}
          onClick={() => onSet(day.blocked)}
        >
          {busy ? 'Saving...' : day.blocked ? 'Free this day' : 'Block this day'}
        </Button>
      )}
      {!past && !online && <p className="text-sm text-muted">Connect to block or free a day.</p>}
    </section>
  );
}
