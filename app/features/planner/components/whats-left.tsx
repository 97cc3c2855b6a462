import { formatDay, townToday } from '@contracts/dates';
import type { EventDetail } from '@contracts/event-plan';
import { Link } from '@tanstack/react-router';
import { Pill } from '~/components/ui/pill';
import { isOverdue, whatsLeft } from '../whats-left';
import { PlanStatePill } from './status-pills';

const linkClass =
  'inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2';

/** The overview's to-do: the next checklist items by their day, and the services still to book. */
export function WhatsLeft({ event }: { event: EventDetail }) {
  const today = townToday();
  const { tasks, openTasks, unbooked } = whatsLeft(event);
  const nothing = tasks.length === 0 && unbooked.length === 0;
  return (
    <section
      aria-labelledby="whats-left-title"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="whats-left-title" className="text-lg font-bold text-pine-800">
        What's left
      </h2>
      {nothing && <p className="mt-2 text-muted">Nothing left to do: everything is booked and ticked off.</p>}
      {tasks.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-muted">Next on your checklist</h3>
          <ul className="mt-1 space-y-2">
            {tasks.map((task) => (
              <li key={task.key} className="flex items-start justify-between gap-3" data-testid="next-task">
                <span className="min-w-0">
                  <span className="block font-medium">{task.title}</span>
                  <span className="block text-sm text-muted">Due {formatDay(task.dueDay)}</span>
                </span>
                {isOverdue(task, today) && <Pill tone="bad">Overdue</Pill>}
              </li>
            ))}
          </ul>
          <Link to="/event-planner/$id" params={{ id: event.id }} search={{ step: 3 }} className={linkClass}>
            {openTasks > tasks.length ? `See all ${openTasks} open items` : 'Open the checklist'}
          </Link>
        </>
      )}
      {unbooked.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-muted">Not booked yet</h3>
          <ul className="mt-1 space-y-2">
            {unbooked.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3" data-testid="unbooked">
                <span className="min-w-0 font-medium wrap-anywhere">
                  {item.serviceName} <span className="font-normal text-muted">· {item.vendorName}</span>
                </span>
                <PlanStatePill item={item} />
              </li>
            ))}
          </ul>
          <Link to="/event-planner/$id" params={{ id: event.id }} search={{ step: 4 }} className={linkClass}>
            Review and book
          </Link>
        </>
      )}
    </section>
  );
}
