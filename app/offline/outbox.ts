import { localDb, type OutboxItem } from './db';
import type { OutboxKind } from './outbox-registry';

/** Synced items stay a day, so the phone can still say what reached the server and when. */
const SYNCED_KEPT_MS = 24 * 60 * 60 * 1000;

export type NewOutboxItem = {
  kind: OutboxKind;
  payload: Record<string, unknown> & { id: string };
  label: string;
  userId: string | null;
};

/** A send already tried once before the write was queued (the signal dropped under it). */
export type FailedAttempt = Pick<OutboxItem, 'attempts' | 'nextAttemptAt' | 'lastError'>;

/**
 * Keeps a write until the network takes it. The same id twice is the same write: the first one stays.
 * Each item is stamped after the newest one, so "oldest first" holds even within one millisecond.
 */
export function enqueue(write: NewOutboxItem, now: number, tried?: FailedAttempt): Promise<OutboxItem> {
  return localDb.transaction('rw', localDb.outbox, async () => {
    const existing = await localDb.outbox.get(write.payload.id);
    if (existing) return existing;
    const newest = await localDb.outbox.orderBy('createdAt').last();
    const item: OutboxItem = {
      id: write.payload.id,
      kind: write.kind,
      label: write.label,
      payload: write.payload,
      userId: write.userId,
      createdAt: Math.max(now, (newest?.createdAt ?? 0) + 1),
      attempts: 0,
      status: 'waiting',
      lastError: null,
      syncedAt: null,
      nextAttemptAt: 0,
      ...tried,
    };
    await localDb.outbox.add(item);
    return item;
  });
}

/** Everything not yet on the server, oldest first. */
export const unsentItems = () =>
  localDb.outbox.where('status').anyOf('waiting', 'failed').sortBy('createdAt');

export const waitingItems = () => localDb.outbox.where('status').equals('waiting').sortBy('createdAt');

/** Whether the person may see (and send) this item: their own writes and signed-out ones. */
export const belongsTo = (item: OutboxItem, userId: string | null) =>
  item.userId === null || item.userId === userId;

/** Puts items back in line to be sent at once ('Retry now'), failed ones included. */
export const retryNow = (ids: readonly string[]) =>
  localDb.outbox
    .where('id')
    .anyOf(ids)
    .modify((item) => {
      if (item.status === 'synced') return;
      item.status = 'waiting';
      item.nextAttemptAt = 0;
    });

/** Only ever the person's own choice ('Discard' on a refused write): the engine never deletes unsent work. */
export const discard = (id: string) => localDb.outbox.delete(id);

export const pruneSynced = (now: number) =>
  localDb.outbox
    .where('status')
    .equals('synced')
    .filter((item) => now - (item.syncedAt ?? 0) > SYNCED_KEPT_MS)
    .delete();

/** Writes of this user not yet on the server, so sign-out can warn before leaving them behind. */
export const waitingCount = (userId: string) =>
  localDb.outbox
    .where('status')
    .anyOf('waiting', 'failed')
    .filter((item) => item.userId === userId)
    .count();
