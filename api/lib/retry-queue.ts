/**
 * The shared rhythm of the outgoing queues (mail, texts): take what is due in batches, one row at a
 * time, and after a failure either give up or come back later with a doubling backoff.
 */

/** 30 s doubling to 6 hours: a server that is down for an afternoon still gets the message. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);

export const MAX_ATTEMPTS = 10;

/** What a row records after a failed try: failed for good, or its next try. */
export function afterFailure(error: unknown, attempts: number, permanent: boolean, now: Date) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  if (permanent || attempts >= MAX_ATTEMPTS) return { status: 'failed' as const, attempts, lastError };
  return { attempts, lastError, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString() };
}

/** Handles every due row, a batch at a time, until a batch comes back short. Returns how many. */
export async function drainDue<T>(
  due: (limit: number) => T[],
  handle: (row: T) => Promise<void>,
  batch = 20,
): Promise<number> {
  let tried = 0;
  for (;;) {
    const rows = due(batch);
    for (const row of rows) await handle(row);
    tried += rows.length;
    if (rows.length < batch) return tried;
  }
}
