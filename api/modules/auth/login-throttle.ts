import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { ApiError } from '../../lib/errors';

// Failed sign-ins are counted per email and per client address in a fixed window, in the database
// so a restart does not reset an attack in progress.
const WINDOW_MS = 15 * 60_000;
const LIMITS = { email: 5, ip: 50 } as const;

type Key = { kind: keyof typeof LIMITS; value: string };
const keyOf = (k: Key) => `${k.kind}:${k.value}`;

function liveFailures(db: Db, key: Key, now: Date): number {
  const row = db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, keyOf(key)))
    .get();
  if (!row || now.getTime() - Date.parse(row.windowStartedAt) > WINDOW_MS) return 0;
  return row.failures;
}

export function assertNotThrottled(db: Db, keys: Key[], now: Date): void {
  for (const key of keys) {
    if (liveFailures(db, key, now) >= LIMITS[key.kind]) {
      throw new ApiError(
        429,
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
        'throttled',
      );
    }
  }
}

export function recordFailure(db: Db, keys: Key[], now: Date): void {
  const windowCutoff = new Date(now.getTime() - WINDOW_MS).toISOString();
  for (const key of keys) {
    db.insert(loginAttempts)
      .values({ key: keyOf(key), failures: 1, windowStartedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowCutoff} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowCutoff} then ${now.toISOString()} else ${loginAttempts.windowStartedAt} end`,
        },
      })
      .run();
  }
}

export function clearFailures(db: Db, key: Key): void {
  db.delete(loginAttempts)
    .where(eq(loginAttempts.key, keyOf(key)))
    .run();
}
