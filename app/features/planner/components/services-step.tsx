import { useMemo } from 'react';
import { useSyncState } from '~/offline/use-sync-state';
import { queuedPlanItems } from '../queued-plan-items';
import { CategoryChips } from './category-chips';
import { CategorySuggestions } from './category-suggestions';
import { type EventPartProps, StepHeading } from './step-heading';
import { StepNav } from './step-nav';

/**
 * Step 2: the categories the event needs, and for each the vendors who fit its day, its guests and
 * the category's share of the budget. A pick made with no signal waits on the phone and says so.
 */
export function ServicesStep({ userId, event, online }: EventPartProps) {
  const { items } = useSyncState();
  const queued = useMemo(
    () => queuedPlanItems(items, userId, event.id, new Set(event.plan.map((item) => item.id))),
    [items, userId, event.id, event.plan],
  );
  return (
    <section aria-labelledby="step-title" className="space-y-6">
      <StepHeading step={2}>
        {`Vendors free on your date who serve ${event.guestCount} guests, best rated first, priced for your party. Pick one or more per service; nothing is booked until step 4.`}
      </StepHeading>
      <CategoryChips userId={userId} event={event} online={online} />
      {event.categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-4 text-muted">
          Choose at least one service above to see the vendors who fit.
        </p>
      ) : (
        event.categories.map((category) => (
          <CategorySuggestions
            key={category}
            userId={userId}
            event={event}
            category={category}
            queued={queued}
            online={online}
          />
        ))
      )}
      <StepNav eventId={event.id} step={2} />
    </section>
  );
}
