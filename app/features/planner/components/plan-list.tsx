import { CATEGORY_LABELS, type EventDetail } from '@contracts/event-plan';
import { formatMoney } from '@contracts/money';
import { PlanStatePill } from './status-pills';
import { NothingPlanned } from './step-heading';

/** The event's plan on its overview: each picked service with its price and where it stands. */
export function PlanList({ event }: { event: EventDetail }) {
  return (
    <section aria-labelledby="plan-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-title" className="text-lg font-bold text-pine-800">
          Your plan
        </h2>
        <p className="text-sm text-muted">
          {event.plan.length === 1 ? '1 service' : `${event.plan.length} services`} ·{' '}
          {formatMoney(event.planTotal)}
        </p>
      </div>
      {event.plan.length === 0 ? (
        <div className="mt-2">
          <NothingPlanned eventId={event.id} />
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {event.plan.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-3" data-testid="plan-item">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere">{item.serviceName}</p>
                <p className="text-sm text-muted">
                  {CATEGORY_LABELS[item.category]} · {item.vendorName}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold">{formatMoney(item.price)}</p>
                <PlanStatePill item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
