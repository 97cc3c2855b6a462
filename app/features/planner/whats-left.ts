import { compareIso } from '@contracts/dates';
import type { ChecklistItemView, EventDetail, PlanItemView } from '@contracts/event-plan';

/** A checklist item past its day and not done. */
export const isOverdue = (item: ChecklistItemView, today: string) => !item.done && item.dueDay < today;

/**
 * What the host still has to do: the unticked checklist items due soonest (at most `limit`), and
 * the planned services not booked yet (in the cart or not).
 */
export function whatsLeft(
  event: Pick<EventDetail, 'checklist' | 'plan'>,
  limit = 3,
): { tasks: ChecklistItemView[]; openTasks: number; unbooked: PlanItemView[] } {
  const open = event.checklist.filter((item) => !item.done).sort((a, b) => compareIso(a.dueDay, b.dueDay));
  return {
    tasks: open.slice(0, limit),
    openTasks: open.length,
    unbooked: event.plan.filter((item) => item.state !== 'booked'),
  };
}
