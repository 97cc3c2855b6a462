import { liveQuery } from 'dexie';
import { isThrottled } from '~/lib/throttled';
import { connection } from './connection';
import type { OutboxItem } from './db';
import { belongsTo, discard, enqueue, type FailedAttempt, retryNow, unsentItems } from './outbox';
import type { OutboxAnswer, OutboxKind, OutboxPayload, OutboxRoutes, SendResult } from './outbox-registry';
import {
  BACKOFF_MS,
  backoffAfter,
  classify,
  type PassResult,
  QUEUE_AFTER_MS,
  replayPass,
  routeOf,
  send,
} from './replay';
import { publishSyncState } from './sync-state';

/** What the engine needs from where it runs (a window or the service worker). */
export type SyncHost = {
  /** The one map of outbox kinds (app/sync-registry.ts). */
  routes: OutboxRoutes;
  /** Who is signed in now: their writes, and signed-out ones, are the ones sent. */
  currentUserId: () => Promise<string | null>;
  /** After an item reached the server (a window refreshes its queries and says so). */
  onSynced?: (item: OutboxItem) => void;
  /** After a write was queued (a window asks the service worker for Background Sync). */
  onQueued?: () => void;
  /** The server answered 401: the session is gone (a window re-learns who is signed in). */
  onSignInNeeded?: () => void;
  isOnline?: () => boolean;
  now?: () => number;
};

export type SyncEngine = ReturnType<typeof createSyncEngine>;

const noop = () => undefined;

/**
 * One replay at a time across this phone's tabs and its service worker: each would send the same
 * items (harmless, the server keeps one) but with twice the traffic on a weak signal.
 */
function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('bbe-outbox', task) : task();
}

/**
 * The outbox engine: replays on request (start, `online`, Background Sync, 'Retry now', a sign-in),
 * after a backoff of its own, and sends or queues new writes. It drives no view; `watch` publishes
 * its state (offline/sync-state.ts) for the views that show it.
 */
export function createSyncEngine(host: SyncHost) {
  const now = host.now ?? Date.now;
  // A window asks its connectivity model; the service worker has none and simply tries.
  const isOnline = host.isOnline ?? (() => connection()?.get().reach !== 'offline');
  let userId: string | null | undefined;
  // Whose writes met a 401: they wait for that person to sign in again instead of failing each pass.
  let heldFor: string | null = null;
  let syncing = false;
  let unsent: OutboxItem[] = [];
  let watching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt: number | null = null;
  let current: Promise<PassResult | null> | null = null;
  let next: Promise<PassResult | null> | null = null;
  let nextIgnoresBackoff = false;

  function publish() {
    if (!watching) return;
    if (userId === undefined) return;
    const who = userId;
    // Signed out, someone's writes still wait here: say a sign-in sends them, never what they are.
    const held = who === null ? unsent.filter((item) => item.userId !== null).length : 0;
    publishSyncState({
      ready: true,
      items: unsent.filter((item) => belongsTo(item, who)),
      syncing,
      signInNeeded: held > 0 || (who !== null && heldFor === who),
      held,
    });
  }

  /** The engine's own retry, at the end of a backoff; `soonerOnly` never puts off one already set. */
  function schedule(at: number | null, soonerOnly = false) {
    if (soonerOnly && (at === null || (timerAt !== null && timerAt <= at))) return;
    clearTimeout(timer);
    timerAt = null;
    if (!watching || at === null) return;
    timerAt = at;
    timer = setTimeout(
      () => {
        timerAt = null;
        void run().catch(noop);
      },
      Math.max(1_000, at - now()),
    );
  }

  async function pass(ignoreBackoff: boolean): Promise<PassResult | null> {
    try {
      userId = await host.currentUserId();
    } catch (error) {
      schedule(now() + BACKOFF_MS[0], true);
      throw error;
    }
    if (!isOnline()) {
      publish();
      return null;
    }
    syncing = true;
    publish();
    try {
      const who = userId;
      const held = who !== null && heldFor === who;
      const result = await withLock(() =>
        replayPass({ routes: host.routes, userId: who, now, ignoreBackoff, holdUserItems: held }),
      );
      if (result.signInNeeded && !held) {
        heldFor = who;
        host.onSignInNeeded?.();
      }
      for (const item of result.synced) host.onSynced?.(item);
      schedule(result.retryAt);
      return result;
    } catch (error) {
      // The phone's store failed us (quota, a closed connection): nothing was lost, so try again later.
      schedule(now() + BACKOFF_MS[0], true);
      throw error;
    } finally {
      syncing = false;
      publish();
    }
  }

  /** A replay now; one asked for during another runs once right after it, not once per request. */
  function run(options: { ignoreBackoff?: boolean } = {}): Promise<PassResult | null> {
    const ignoreBackoff = options.ignoreBackoff ?? false;
    if (!current) {
      current = pass(ignoreBackoff).finally(() => {
        current = null;
      });
      return current;
    }
    nextIgnoresBackoff ||= ignoreBackoff;
    next ??= current.catch(noop).then(() => {
      next = null;
      const force = nextIgnoresBackoff;
      nextIgnoresBackoff = false;
      return run({ ignoreBackoff: force });
    });
    return next;
  }

  /**
   * Sends a create call now when the network allows; when it does not (or the server cannot take it
   * right now) keeps it in the outbox to be replayed later with the same id. A refusal is thrown.
   */
  async function sendOrQueue<K extends OutboxKind>(
    kind: K,
    payload: OutboxPayload<K> & { id: string },
    label: string,
    owner: string | null,
  ): Promise<SendResult<OutboxAnswer<K>>> {
    const route = routeOf(host.routes, kind);
    if (!route) throw new Error(`The outbox has no route for "${kind}"`);
    // A kind's payload is a plain record of JSON values; the map's types already checked its fields.
    const body = payload as Record<string, unknown> & { id: string };
    let failed: FailedAttempt | undefined;
    if (isOnline()) {
      try {
        return { status: 'sent', data: await send<OutboxAnswer<K>>(route, body, QUEUE_AFTER_MS) };
      } catch (error) {
        const failure = classify(error);
        // A server that answers "too many, wait an hour" was reached: "Saved offline" would be untrue,
        // and a write refused for its pace is the person's to send again, so its words go to the screen.
        if (failure.kind !== 'retry' || isThrottled(error)) throw error;
        // That was its first attempt: the replay waits out the backoff instead of trying again at once.
        failed = { attempts: 1, nextAttemptAt: now() + backoffAfter(1), lastError: failure.reason };
      }
    }
    await enqueue({ kind, payload: body, label, userId: owner }, now(), failed);
    host.onQueued?.();
    schedule(failed?.nextAttemptAt ?? null, true);
    return { status: 'queued' };
  }

  return {
    run,
    sendOrQueue,
    /** Starts publishing the engine's state for the views, and retrying on its own timer. */
    watch() {
      if (watching) return;
      watching = true;
      liveQuery(unsentItems).subscribe({
        next: (items) => {
          unsent = items;
          publish();
        },
        error: noop,
      });
    },
    /**
     * Who is signed in was (re)learnt. Another person (a sign-in after the 401 passes through signed
     * out) ends the hold; the same person answered again keeps it, or a 401 could loop for ever.
     */
    userChanged(id: string | null) {
      if (id !== heldFor) heldFor = null;
      if (id !== userId) void run({ ignoreBackoff: true }).catch(noop);
    },
    /** 'Retry now': every write of this person goes back in line, refused and held ones included. */
    async retryAll() {
      heldFor = null;
      const mine = (await unsentItems()).filter((item) => belongsTo(item, userId ?? null));
      await retryNow(mine.map((item) => item.id));
      return run({ ignoreBackoff: true });
    },
    discard,
  };
}
