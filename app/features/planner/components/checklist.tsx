import { formatDay, townToday } from '@contracts/dates';
import { Pill } from '~/components/ui/pill';
import { useTickChecklist } from '../plan-mutations';
import { isOverdue } from '../whats-left';
import type { EventPartProps } from './step-heading';

/**
 * Step 3's to-do list, each item due a number of days before the event. A booking ticks the item of
 * its category itself ("booked"); the host ticks the rest.
 */
export function Checklist({ userId, event, online }: EventPartProps) {
  const tick = useTickChecklist(userId, event.id);
  const today = townToday();
  const done = event.checklist.filter((item) => item.done).length;
  return (
    <section aria-labelledby="checklist-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="checklist-title" className="text-lg font-bold text-pine-800">
          Checklist
        </h3>
        <p className="text-sm text-muted">
          {done} of {event.checklist.length} done
        </p>
      </div>
      <ul className="mt-2 divide-y divide-line">
        {event.checklist.map((item) => {
          const byBooking = item.doneBy === 'booking';
          const overdue = isOverdue(item, today);
          return (
            <li key={item.key} data-testid="checklist-item">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-3 has-[:disabled]:cursor-default">
                <input
                  type="checkbox"
                  checked={item.done}
                  // A booking's tick is the booking's: untick it by cancelling, not here.
                  disabled={byBooking || !online}
                  onChange={(change) => tick.mutate({ key: item.key, done: change.target.checked })}
                  className="mt-0.5 h-6 w-6 shrink-0 accent-pine-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    <span className={item.done ? 'text-muted line-through' : ''}>{item.title}</span>
                    {byBooking && <span className="text-pine-700"> (booked)</span>}
                  </span>
                  <span className={`block text-sm ${overdue ? 'font-semibold text-danger' : 'text-muted'}`}>
                    Due {formatDay(item.dueDay)}
                  </span>
                </span>
                {overdue && <Pill tone="bad">Overdue</Pill>}
              </label>
            </li>
          );
        })}
      </ul>
      {!online && <p className="text-sm text-muted">You are offline: ticking items needs a connection.</p>}
    </section>
  );
}
