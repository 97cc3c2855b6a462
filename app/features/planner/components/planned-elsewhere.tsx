import type { PlanItemView } from '@contracts/event-plan';
import { Button } from '~/components/ui/button';
import { useRemovePlanItem } from '../plan-mutations';
import { PlanStatePill } from './status-pills';

/**
 * Services in the plan that the suggestions no longer list (booked, in the cart, or since gone over
 * the share): still shown under their category, so the host sees the whole plan in step 2.
 */
export function PlannedElsewhere({
  userId,
  eventId,
  items,
}: {
  userId: string;
  eventId: string;
  items: readonly PlanItemView[];
}) {
  const remove = useRemovePlanItem(userId, eventId);
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-pine-50/60">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0 text-sm">
            <span className="block font-semibold wrap-anywhere">{item.vendorName}</span>
            <span className="block text-muted wrap-anywhere">{item.serviceName}</span>
          </span>
          {item.state === 'planned' ? (
            <Button
              variant="ghost"
              className="shrink-0 px-2 text-sm"
              aria-label={`Remove: ${item.vendorName}, ${item.serviceName}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.id)}
            >
              Remove
            </Button>
          ) : (
            <PlanStatePill item={item} />
          )}
        </li>
      ))}
    </ul>
  );
}
