import { BudgetPanel } from './budget-panel';
import { Checklist } from './checklist';
import { type EventPartProps, StepHeading } from './step-heading';
import { StepNav } from './step-nav';

/** Step 3: the budget split and the checklist, side by side on a wide screen. */
export function BudgetStep({ userId, event, online }: EventPartProps) {
  return (
    <section aria-labelledby="step-title" className="space-y-4">
      <StepHeading step={3}>What your plan costs against your budget, and what to do by when.</StepHeading>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <BudgetPanel userId={userId} event={event} online={online} />
        <Checklist userId={userId} event={event} online={online} />
      </div>
      <StepNav eventId={event.id} step={3} />
    </section>
  );
}
