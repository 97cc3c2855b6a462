/** The name of the phone's IndexedDB store (offline/db.ts opens it with Dexie). */
export const LOCAL_DB_NAME = 'broken-bow-events';

/**
 * Whether this phone already has the app's local store (drafts, an outbox). A first visit has none,
 * so it is spared Dexie and the sync engine; they load once something is queued or the store is found.
 */
export async function hasLocalStore(): Promise<boolean> {
  // Where the browser cannot list its stores, assume there is one: waiting writes must never be missed.
  if (typeof indexedDB === 'undefined' || !('databases' in indexedDB)) return true;
  try {
    return (await indexedDB.databases()).some((store) => store.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}
