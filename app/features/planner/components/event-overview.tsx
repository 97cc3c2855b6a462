import type { EventDetail } from '@contracts/event-plan';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { EventBookings } from './event-bookings';
import { EventSummary } from './event-summary';
import { PlanList } from './plan-list';
import { WhatsLeft } from './whats-left';

const STEP_BUTTONS = [
  { step: 1, label: 'Edit details' },
  { step: 2, label: 'Choose services' },
  { step: 3, label: 'Budget & checklist' },
  { step: 4, label: 'Review & book' },
] as const;

/** The event's page: where it stands, its plan and bookings, what is left, and a way into each step. */
export function EventOverview({ event }: { event: EventDetail }) {
  // The next thing to do is the page's one orange button: book what is planned, else choose services.
  const main = event.plan.some((item) => item.state !== 'booked') ? 4 : event.plan.length === 0 ? 2 : null;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <EventSummary event={event} />
        <PlanList event={event} />
        <EventBookings event={event} />
      </div>
      <div className="space-y-4">
        <WhatsLeft event={event} />
        <nav aria-label="Plan this event" className="grid grid-cols-2 gap-2">
          {STEP_BUTTONS.map(({ step, label }) => (
            <Link
              key={step}
              to="/event-planner/$id"
              params={{ id: event.id }}
              search={{ step }}
              className={buttonClass(step === main ? 'primary' : 'outline', 'text-center text-sm')}
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
