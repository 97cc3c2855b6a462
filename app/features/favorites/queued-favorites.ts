import type { OutboxItem } from '~/offline/db';
import type { OutboxPayload } from '~/offline/outbox-registry';

/**
 * The person's favourite toggles still waiting to reach the server, the latest per vendor: what a
 * heart shows until the sync. A refused one ('failed') changed nothing, so the server's state stands.
 */
export function queuedFavorites(items: readonly OutboxItem[], userId: string): Map<string, boolean> {
  const latest = new Map<string, boolean>();
  for (const item of items) {
    if (item.kind !== 'favorite' || item.userId !== userId || item.status !== 'waiting') continue;
    // Stored by sendOrQueue('favorite', ...), whose type is this kind's payload.
    const payload = item.payload as OutboxPayload<'favorite'>;
    latest.set(payload.vendorId, payload.saved);
  }
  return latest;
}

/** The waiting toggles a new toggle of this vendor replaces, so the later one wins in any order. */
export const supersededToggles = (items: readonly OutboxItem[], userId: string, vendorId: string) =>
  items.filter(
    (item) =>
      item.kind === 'favorite' &&
      item.userId === userId &&
      item.status === 'waiting' &&
      (item.payload as OutboxPayload<'favorite'>).vendorId === vendorId,
  );
