import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { localDb } from './db';

/**
 * A form being typed, kept on the phone per key (e.g. "booking:<vendorId>") so that leaving the
 * page, losing signal or signing in half-way loses nothing. Cleared when the form is sent.
 * `value` is undefined while the phone's store is read, then the saved draft or null.
 */
export function useDraft<T extends Record<string, unknown>>(key: string) {
  const value = useLiveQuery(
    async () => ((await localDb.drafts.get(key))?.value as Partial<T> | undefined) ?? null,
    [key],
  );
  const save = useCallback(
    (next: Partial<T>) => localDb.drafts.put({ key, value: next, updatedAt: Date.now() }),
    [key],
  );
  const clear = useCallback(() => localDb.drafts.delete(key), [key]);
  return { value, save, clear };
}
