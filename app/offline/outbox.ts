import { HttpError, post } from '~/lib/api';
import { localDb, OUTBOX_ENDPOINTS, type OutboxItem, type OutboxKind } from './db';
import { OUTBOX_EVENT } from './use-local-store';

const BACKOFF_MS = [0, 5_000, 15_000, 60_000, 5 * 60_000];
const SYNCED_KEPT_MS = 24 * 60 * 60 * 1000;

/** A fetch that never reached the server (no signal, DNS, a dropped connection). */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

export async function enqueue(
  kind: OutboxKind,
  id: string,
  payload: Record<string, unknown>,
  label: string,
  userId: string | null,
) {
  const existing = await localDb.outbox.get(id);
  if (existing) return existing;
  const item: OutboxItem = {
    id,
    kind,
    label,
    payload: { ...payload, id },
    userId,
    createdAt: Date.now(),
    attempts: 0,
    status: 'waiting',
    lastError: null,
    syncedAt: null,
    nextAttemptAt: 0,
  };
  await localDb.outbox.put(item);
  window.dispatchEvent(new Event(OUTBOX_EVENT));
  askForBackgroundSync();
  return item;
}

/** Where the browser has Background Sync, the service worker wakes the app to replay once online. */
function askForBackgroundSync() {
  void navigator.serviceWorker?.ready.then((registration) => {
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }
    ).sync;
    return sync?.register('outbox').catch(() => undefined);
  });
}

export type SendResult<T> = { status: 'sent'; data: T } | { status: 'queued' };

/**
 * Sends a create call now when the network allows; when it does not, keeps it in the outbox to be
 * replayed later with the same id. Server refusals (4xx) are thrown to the caller as usual.
 */
export async function sendOrQueue<T>(
  kind: OutboxKind,
  payload: Record<string, unknown> & { id: string },
  label: string,
  userId: string | null,
): Promise<SendResult<T>> {
  if (!navigator.onLine) {
    await enqueue(kind, payload.id, payload, label, userId);
    return { status: 'queued' };
  }
  try {
    return { status: 'sent', data: await post<T>(OUTBOX_ENDPOINTS[kind], payload) };
  } catch (error) {
    if (isNetworkFailure(error) || (error instanceof HttpError && error.status >= 500)) {
      await enqueue(kind, payload.id, payload, label, userId);
      return { status: 'queued' };
    }
    throw error;
  }
}

let running: Promise<number> | null = null;

/**
 * Replays waiting writes of this user (and anonymous ones), oldest first, one at a time. Returns how
 * many were sent. A network failure or 5xx stops and retries later with backoff; a 4xx marks the
 * item failed with the server's words; a 401 keeps it waiting until the user signs in again.
 */
export function replayOutbox(userId: string | null, onSynced: (item: OutboxItem) => void): Promise<number> {
  running ??= replay(userId, onSynced).finally(() => {
    running = null;
  });
  return running;
}

async function replay(userId: string | null, onSynced: (item: OutboxItem) => void): Promise<number> {
  await localDb.outbox
    .where('status')
    .equals('synced')
    .filter((i) => Date.now() - (i.syncedAt ?? 0) > SYNCED_KEPT_MS)
    .delete();
  const waiting = await localDb.outbox.where('status').equals('waiting').sortBy('createdAt');
  let sent = 0;
  for (const item of waiting) {
    if (item.userId !== null && item.userId !== userId) continue;
    if (item.nextAttemptAt > Date.now()) break;
    try {
      await post(OUTBOX_ENDPOINTS[item.kind], item.payload);
      await localDb.outbox.update(item.id, { status: 'synced', syncedAt: Date.now(), lastError: null });
      onSynced(item);
      sent += 1;
    } catch (error) {
      const attempts = item.attempts + 1;
      if (error instanceof HttpError && error.status === 401) {
        await localDb.outbox.update(item.id, { attempts, lastError: 'Sign in again to send this.' });
        continue;
      }
      if (error instanceof HttpError && error.status < 500) {
        await localDb.outbox.update(item.id, { attempts, status: 'failed', lastError: error.detail });
        continue;
      }
      const delay = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)] ?? 0;
      await localDb.outbox.update(item.id, {
        attempts,
        nextAttemptAt: Date.now() + delay,
        lastError: isNetworkFailure(error) ? 'No connection' : (error as Error).message,
      });
      break;
    }
  }
  return sent;
}

/** Puts a failed or waiting item back at the front of the line ('Retry now'). */
export const retryNow = (id: string) => localDb.outbox.update(id, { status: 'waiting', nextAttemptAt: 0 });
export const discard = (id: string) => localDb.outbox.delete(id);

/** Writes of this user still waiting, so sign-out can warn before leaving them behind. */
export const waitingCount = (userId: string) =>
  localDb.outbox
    .where('status')
    .anyOf('waiting', 'failed')
    .filter((i) => i.userId === userId)
    .count();
