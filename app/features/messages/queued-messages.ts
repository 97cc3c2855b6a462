import type { OutboxItem } from '~/offline/db';
import type { OutboxPayload } from '~/offline/outbox-registry';

/** A message written on this phone that the server has not taken yet: drawn in its thread as such. */
export type QueuedMessage = {
  id: string;
  body: string;
  createdAt: number;
  status: OutboxItem['status'];
  /** The server's refusal, or what it waits for. */
  reason: string | null;
};

/** One thread's messages still in the outbox, oldest first, leaving out any the server already shows. */
export function queuedMessages(
  items: readonly OutboxItem[],
  userId: string,
  threadId: string,
  shown: ReadonlySet<string>,
): QueuedMessage[] {
  return items.flatMap((item) => {
    if (item.kind !== 'message' || item.userId !== userId || shown.has(item.id)) return [];
    // Stored by sendOrQueue('message', ...), whose type is this kind's payload.
    const payload = item.payload as OutboxPayload<'message'>;
    if (payload.threadId !== threadId) return [];
    return [
      {
        id: item.id,
        body: payload.body,
        createdAt: item.createdAt,
        status: item.status,
        reason: item.lastError,
      },
    ];
  });
}
