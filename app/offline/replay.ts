import { api, HttpError, NoAnswerError } from '~/lib/api';
import { localDb, type OutboxItem } from './db';
import { belongsTo, pruneSynced, waitingItems } from './outbox';
import type { OutboxRoute, OutboxRoutes } from './outbox-registry';

/** Waits after the 1st, 2nd, 3rd... failed attempt; the last one repeats. */
export const BACKOFF_MS = [5_000, 15_000, 60_000, 5 * 60_000] as const;
export const SIGN_IN_AGAIN = 'Sign in again to send this.';

export const backoffAfter = (attempts: number) =>
  BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0];

/** What a failed send means (DESIGN.md, The outbox protocol). */
export type Failure =
  | { kind: 'retry'; reason: string }
  | { kind: 'sign-in' }
  | { kind: 'refused'; reason: string };

export function classify(error: unknown): Failure {
  if (!(error instanceof HttpError)) {
    // Nothing, or nothing readable, came back (no signal, a timeout, a captive portal's page): the
    // server may or may not have it, and the same id makes sending again safe.
    // A send on a weak signal can hang for minutes: past its deadline (lib/api.ts) it counts as not sent.
    const timedOut = error instanceof NoAnswerError;
    return { kind: 'retry', reason: timedOut ? 'No answer from the server' : 'No connection' };
  }
  if (error.status === 401) return { kind: 'sign-in' };
  // 408 and 429 are 4xx but say "not now", not "never": refusing the write for them would lose it.
  if (error.status >= 500 || error.status === 408 || error.status === 429) {
    return { kind: 'retry', reason: error.detail };
  }
  return { kind: 'refused', reason: error.detail };
}

type AnyRoute = OutboxRoute<Record<string, unknown>, unknown>;

/** The route of a stored item, if this version of the app still knows its kind. */
export const routeOf = (routes: OutboxRoutes, kind: string): AnyRoute | undefined =>
  // Each route takes its own kind's payload; an item read back from storage is only known as a record.
  (routes as unknown as Record<string, AnyRoute | undefined>)[kind];

/**
 * A write sent as it is made waits this long for its answer before it waits in the outbox instead,
 * while the person is still looking; a replay, in the background, allows the full deadline.
 */
export const QUEUE_AFTER_MS = 6_000;

export function send<T>(route: AnyRoute, payload: Record<string, unknown>, deadlineMs?: number): Promise<T> {
  const path = typeof route.path === 'string' ? route.path : route.path(payload);
  const body = route.body ? route.body(payload) : payload;
  const method = typeof route.method === 'string' ? route.method : route.method(payload);
  return api<T>(method, path, body, deadlineMs);
}

export type PassOptions = {
  routes: OutboxRoutes;
  userId: string | null;
  now: () => number;
  /** The network just came back (or the person asked): waiting out a backoff would only delay. */
  ignoreBackoff: boolean;
  /** A 401 was met for this person: their writes wait for a new sign-in instead of failing again. */
  holdUserItems: boolean;
};

export type PassResult = {
  synced: OutboxItem[];
  signInNeeded: boolean;
  /** When the first item still waiting may be tried again; null when nothing waits on the network. */
  retryAt: number | null;
};

/**
 * One replay: the person's waiting writes, oldest first, one at a time. An item is only ever changed
 * after the server answered it, so a crash mid-send leaves it waiting and the replay sends it again
 * under the same id, which the server answers with the record it already has.
 */
export async function replayPass(options: PassOptions): Promise<PassResult> {
  const { routes, userId, now } = options;
  await pruneSynced(now());
  const result: PassResult = { synced: [], signInNeeded: options.holdUserItems, retryAt: null };
  for (const item of await waitingItems()) {
    if (!belongsTo(item, userId)) continue;
    if (item.userId !== null && result.signInNeeded) continue;
    if (!options.ignoreBackoff && item.nextAttemptAt > now()) {
      result.retryAt = item.nextAttemptAt;
      break;
    }
    const route = routeOf(routes, item.kind);
    if (!route) {
      await localDb.outbox.update(item.id, {
        status: 'failed',
        lastError: 'This version of the app cannot send this change any more.',
      });
      continue;
    }
    const outcome = await attempt(route, item, now);
    if (outcome === 'synced') result.synced.push(item);
    if (outcome === 'sign-in') result.signInNeeded = true;
    if (typeof outcome === 'number') {
      result.retryAt = outcome;
      break;
    }
  }
  return result;
}

/** Sends one item and records what the answer means; a number is when to try it again. */
async function attempt(
  route: AnyRoute,
  item: OutboxItem,
  now: () => number,
): Promise<'synced' | 'sign-in' | 'refused' | number> {
  try {
    await send(route, item.payload);
  } catch (error) {
    const failure = classify(error);
    const attempts = item.attempts + 1;
    if (failure.kind === 'sign-in') {
      await localDb.outbox.update(item.id, { attempts, lastError: SIGN_IN_AGAIN });
      return 'sign-in';
    }
    if (failure.kind === 'refused') {
      await localDb.outbox.update(item.id, { attempts, status: 'failed', lastError: failure.reason });
      return 'refused';
    }
    const nextAttemptAt = now() + backoffAfter(attempts);
    await localDb.outbox.update(item.id, { attempts, nextAttemptAt, lastError: failure.reason });
    return nextAttemptAt;
  }
  await localDb.outbox.update(item.id, { status: 'synced', syncedAt: now(), lastError: null });
  return 'synced';
}
