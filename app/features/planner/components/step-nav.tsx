import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { PLANNER_STEPS, type PlannerStep } from './step-indicator';

/** The foot of a step: back to the one before (or the overview) and on to the next. */
export function StepNav({ eventId, step }: { eventId: string; step: PlannerStep }) {
  const previous = step > 1 ? ((step - 1) as PlannerStep) : undefined;
  const next = step < 4 ? ((step + 1) as PlannerStep) : undefined;
  return (
    <nav aria-label="Step navigation" className="flex flex-wrap justify-between gap-2 pt-2">
      <Link
        to="/event-planner/$id"
        params={{ id: eventId }}
        search={previous ? { step: previous } : {}}
        className={buttonClass('ghost')}
      >
        ← {previous ? PLANNER_STEPS[previous - 1] : 'Overview'}
      </Link>
      <Link
        to="/event-planner/$id"
        params={{ id: eventId }}
        search={next ? { step: next } : {}}
        className={buttonClass('secondary')}
      >
        {next ? `Next: ${PLANNER_STEPS[next - 1]}` : 'Event overview'} →
      </Link>
    </nav>
  );
}
