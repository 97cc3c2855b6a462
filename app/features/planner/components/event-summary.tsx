import { formatClock, formatDay } from '@contracts/dates';
import type { EventDetail } from '@contracts/event-plan';
import { townClock } from '@contracts/events';
import { formatMoney } from '@contracts/money';
import { EVENT_TYPE_LABELS } from '../event-types';
import { EventStatusPill } from './status-pills';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}

/** The event in a few facts: what, when, how many, where, where it stands and what was paid. */
export function EventSummary({ event }: { event: EventDetail }) {
  const { day } = townClock(event.eventDate);
  return (
    <section
      aria-labelledby="event-summary-title"
      className="rounded-2xl border border-line bg-white p-4 sm:p-6"
      data-testid="event-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="event-summary-title" className="text-xl font-bold text-pine-800">
          {EVENT_TYPE_LABELS[event.eventType]}
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted">Status</span>
          <EventStatusPill status={event.status} />
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact wide label="When" value={`${formatDay(day)} at ${formatClock(event.eventTime)}`} />
        <Fact label="Guests" value={String(event.guestCount)} />
        <Fact label="Budget" value={event.budget === null ? 'No budget set' : formatMoney(event.budget)} />
        <Fact wide label="Where" value={event.location ?? 'No location yet'} />
        <Fact label="Planned" value={formatMoney(event.planTotal)} />
        <Fact label="Total paid" value={formatMoney(event.totalAmount)} />
        {event.notes && <Fact wide label="Notes" value={event.notes} />}
      </dl>
    </section>
  );
}
