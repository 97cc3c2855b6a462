import { formatClock, formatDay } from '@contracts/dates';
import { townClock } from '@contracts/events';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EVENT_TYPE_LABELS } from '../event-types';
import { eventsQuery } from '../queries';
import { EventStatusPill } from './status-pills';

/** The planner's own events, each opening its page, so a saved one is visibly there (and a synced one appears). */
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
            <li key={event.id} data-testid="my-event">
              <Link
                to="/event-planner/$id"
                params={{ id: event.id }}
                className="group block min-h-11 py-3 hover:bg-pine-50/50"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-lake-700 underline-offset-2 group-hover:underline">
                    {event.name}
                  </span>
                  <EventStatusPill status={event.status} />
                </span>
                <span className="block text-sm text-muted">
                  {EVENT_TYPE_LABELS[event.eventType]} · {formatDay(day)} at {formatClock(event.eventTime)} ·{' '}
                  {event.guestCount} guests
                  {event.budget !== null && ` · budget ${formatMoney(event.budget)}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
