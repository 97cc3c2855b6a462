/**
 * Runs async work one at a time per key. Starting and completing a payment talk to the provider
 * between database steps; two of them for one cart (a double click, two tabs) must not interleave.
 * The app is one process on one SQLite file (docs/decisions/), so a lock in memory is the whole truth;
 * what must survive a crash is kept in the database by the work itself.
 */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export type KeyedLock = ReturnType<typeof keyedLock>;
