import type { EventDetail } from '@contracts/event-plan';
import { Link } from '@tanstack/react-router';
import { PLANNER_STEPS, type PlannerStep } from './step-indicator';

/** What every part of the event's page is given: whose, which event, and whether there is signal. */
export type EventPartProps = { userId: string; event: EventDetail; online: boolean };

/** A step's heading ("Step 2: Services", the indicator's own names) and the line under it. */
export function StepHeading({ step, children }: { step: PlannerStep; children: string }) {
  return (
    <div>
      <h2 id="step-title" className="text-2xl font-bold text-pine-800">
        Step {step}: {PLANNER_STEPS[step - 1]}
      </h2>
      <p className="text-muted">{children}</p>
    </div>
  );
}

/** An empty plan, said with the way to fill it. */
export function NothingPlanned({ eventId }: { eventId: string }) {
  return (
    <p className="text-muted">
      Nothing planned yet.{' '}
      <Link
        to="/event-planner/$id"
        params={{ id: eventId }}
        search={{ step: 2 }}
        className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline underline-offset-2"
      >
        Choose services
      </Link>
    </p>
  );
}
