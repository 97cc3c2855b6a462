import { formatClock, formatDay } from '@contracts/dates';
import { townClock } from '@contracts/events';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { EVENT_TYPE_LABELS } from '../event-types';
import { eventsQuery } from '../queries';

/** The planner's own events, so a saved one is visibly there (and a synced one appears). */
export function MyEvents({ userId }: { userId: string }) {
  const { data } = useQuery(eventsQuery(userId));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="my-events-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="my-events-title" className="text-lg font-bold text-pine-800">
        Your Events
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {data.map((event) => {
          const { day } = townClock(event.eventDate);
          return (
            <li key={event.id} className="py-3">
              <p className="font-semibold">{event.name}</p>
              <p className="text-sm text-muted">
                {EVENT_TYPE_LABELS[event.eventType]} · {formatDay(day)} at {formatClock(event.eventTime)} ·{' '}
                {event.guestCount} guests
                {event.budget !== null && ` · budget ${formatMoney(event.budget)}`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
