import { Link } from '@tanstack/react-router';
import { Icon } from '~/components/ui/icons';

export const PLANNER_STEPS = ['Event Details', 'Services', 'Budget', 'Review & Book'] as const;
export type PlannerStep = 1 | 2 | 3 | 4;

type Props = {
  /** The step shown; none on the event's overview. */
  current?: PlannerStep;
  /** Once the event exists, every step is a link to it on the event's page. */
  eventId?: string;
};

/** The wizard's four steps (SPEC section 9), the current one marked for screen readers. */
export function StepIndicator({ current, eventId }: Props) {
  return (
    <ol aria-label="Planning steps" className="grid grid-cols-4 gap-1 sm:gap-3">
      {PLANNER_STEPS.map((title, index) => {
        const step = (index + 1) as PlannerStep;
        // An event that exists has its details: step 1 is done wherever the host is.
        const done = current ? step < current : eventId !== undefined && step === 1;
        const active = step === current;
        const body = (
          <>
            <span
              className={`grid h-9 w-9 shrink-0 place-items-center rounded-full text-sm font-bold ${
                active
                  ? 'bg-sunset-600 text-white'
                  : done
                    ? 'bg-pine-700 text-white'
                    : 'border border-line bg-white text-muted'
              }`}
            >
              {done ? <Icon name="check" className="h-5 w-5" /> : step}
            </span>
            <span
              className={`text-xs leading-tight sm:text-sm ${active ? 'font-semibold text-ink' : eventId ? 'text-lake-700' : 'text-muted'}`}
            >
              <span className="sr-only">Step {step}: </span>
              {title}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </>
        );
        const layout = 'flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left';
        return (
          // The step is marked on its item: a router link marks itself as the current page when active.
          <li key={title} aria-current={active ? 'step' : undefined} className="min-w-0">
            {eventId ? (
              <Link
                to="/event-planner/$id"
                params={{ id: eventId }}
                search={{ step }}
                className={`${layout} min-h-11 rounded-lg p-1 hover:bg-pine-50`}
              >
                {body}
              </Link>
            ) : (
              <div className={layout}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
