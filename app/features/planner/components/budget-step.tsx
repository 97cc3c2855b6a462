import type { EventDetail } from '@contracts/event-plan';
import { BudgetPanel } from './budget-panel';
import { Checklist } from './checklist';
import { StepNav } from './step-nav';

/** Step 3: the budget split and the checklist, side by side on a wide screen. */
export function BudgetStep({
  userId,
  event,
  online,
}: {
  userId: string;
  event: EventDetail;
  online: boolean;
}) {
  return (
    <section aria-labelledby="step-title" className="space-y-4">
      <div>
        <h2 id="step-title" className="text-2xl font-bold text-pine-800">
          Step 3: Budget
        </h2>
        <p className="text-muted">What your plan costs against your budget, and what to do by when.</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <BudgetPanel userId={userId} event={event} online={online} />
        <Checklist userId={userId} event={event} online={online} />
      </div>
      <StepNav eventId={event.id} step={3} />
    </section>
  );
}
