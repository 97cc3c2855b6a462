import { retryAt } from './row-claims';

/**
 * The shared rhythm of the outgoing queues (mail, texts): claim what is due one row at a time (see
 * row-claims.ts), and after a failure either give up or come back later with a doubling backoff.
 */

/** 30 s doubling to 6 hours: a server that is down for an afternoon still gets the message. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);

export const MAX_ATTEMPTS = 10;

/** What a row records after a failed try: failed for good, or its next try (anyone's when it comes). */
export function afterFailure(error: unknown, attempts: number, permanent: boolean, now: Date) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  if (permanent || attempts >= MAX_ATTEMPTS) return { status: 'failed' as const, attempts, lastError };
  return { attempts, lastError, ...retryAt(new Date(now.getTime() + backoffMs(attempts))) };
}

/**
 * Claims the next due row and handles it, one at a time, until none is left. Returns how many. One
 * at a time because sends are one at a time anyway, and a claim need then outlast only one send;
 * two instances draining at once take turns row by row.
 */
export async function drainDue<T>(
  claimNext: () => Promise<T | undefined>,
  handle: (row: T) => Promise<void>,
) {
  let tried = 0;
  for (let row = await claimNext(); row; row = await claimNext()) {
    await handle(row);
    tried += 1;
  }
  return tried;
}
