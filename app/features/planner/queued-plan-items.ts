import type { OutboxItem } from '~/offline/db';
import type { OutboxPayload } from '~/offline/outbox-registry';

/** A service picked into the plan on this phone that the server has not taken yet. */
export type QueuedPlanItem = {
  /** The outbox item's id, also the plan item's id once it lands. */
  id: string;
  serviceId: string;
  status: OutboxItem['status'];
  /** The server's refusal, or what it waits for. */
  reason: string | null;
};

/**
 * One event's picks still in the outbox (waiting or refused), by service, leaving out any the
 * event's plan already shows (`planned`: the plan items' ids).
 */
export function queuedPlanItems(
  items: readonly OutboxItem[],
  userId: string,
  eventId: string,
  planned: ReadonlySet<string>,
): Map<string, QueuedPlanItem> {
  const found = new Map<string, QueuedPlanItem>();
  for (const item of items) {
    if (item.kind !== 'plan-item' || item.userId !== userId || planned.has(item.id)) continue;
    // Stored by sendOrQueue('plan-item', ...), whose type is this kind's payload.
    const payload = item.payload as OutboxPayload<'plan-item'>;
    if (payload.eventId !== eventId) continue;
    found.set(payload.serviceId, {
      id: item.id,
      serviceId: payload.serviceId,
      status: item.status,
      reason: item.lastError,
    });
  }
  return found;
}
