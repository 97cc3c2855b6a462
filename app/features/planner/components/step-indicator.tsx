import { Icon } from '~/components/ui/icons';

export const PLANNER_STEPS = ['Event Details', 'Services', 'Vendors', 'Review'] as const;

/** The wizard's four steps (SPEC section 9), the current one marked for screen readers. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Planning steps" className="grid grid-cols-4 gap-1 sm:gap-3">
      {PLANNER_STEPS.map((title, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={title}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
          >
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
            <span className={`text-xs sm:text-sm ${active ? 'font-semibold text-ink' : 'text-muted'}`}>
              <span className="sr-only">Step {step}: </span>
              {title}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
