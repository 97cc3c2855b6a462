import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

const TTL_MS = 30_000; // also bounds how late an expired feature keeps its place at the top
const MAX_ENTRIES = 1_000;

type Entry<T> = { version: string; expires: number; value: T };

/**
 * Answers for the public catalogue, remembered until the catalogue changes (triggers move
 * app_settings.catalogue_version on any vendor or service write) or 30 seconds pass. The directory
 * is the same for everyone, so most requests never reach the query planner.
 */
export function createCatalogueCache(db: Db, now: () => number = Date.now) {
  const entries = new Map<string, Entry<unknown>>();
  const version = async () =>
    (
      await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, 'catalogue_version'))
        .get()
    )?.value ?? '0';

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const current = await version();
    const hit = entries.get(key);
    if (hit && hit.version === current && hit.expires > now()) return hit.value as T;
    // The answer is kept once computed: a failure (a busy database) is not remembered for 30 s.
    const value = await compute();
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { version: current, expires: now() + TTL_MS, value });
    return value;
  };
}
