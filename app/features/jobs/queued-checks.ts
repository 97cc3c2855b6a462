import type { OutboxItem } from '~/offline/db';
import type { OutboxPayload } from '~/offline/outbox-registry';

export type QueuedCheck = { step: 'start' | 'complete'; status: OutboxItem['status']; reason: string | null };

/** The newest check of this ticket still in the phone's outbox: the card says it waits to send. */
export function queuedCheck(
  items: readonly OutboxItem[],
  userId: string,
  ticketId: string,
): QueuedCheck | null {
  let found: QueuedCheck | null = null;
  for (const item of items) {
    if (item.kind !== 'job-check' || item.userId !== userId) continue;
    // Stored by sendOrQueue('job-check', ...), whose type is this kind's payload.
    const payload = item.payload as OutboxPayload<'job-check'>;
    if (payload.ticketId === ticketId)
      found = { step: payload.step, status: item.status, reason: item.lastError };
  }
  return found;
}

export const WAITING_WORDS = {
  start: 'Started — waiting to send',
  complete: 'Completed — waiting to send',
} as const;
