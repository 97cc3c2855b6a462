import { useEffect, useState } from 'react';

/** The name of the phone's IndexedDB store (offline/db.ts opens it with Dexie). */
export const LOCAL_DB_NAME = 'broken-bow-events';
/** Fired when something is queued or a replay is asked for; the sync loop listens for it. */
export const OUTBOX_EVENT = 'bbe:outbox';

/**
 * Whether this phone has the app's local store (drafts, an outbox). A first visit has none, so it is
 * spared Dexie and the sync loop; they load once something is queued or the store is found.
 */
export function useLocalStoreExists(): boolean {
  const [exists, setExists] = useState(false);
  useEffect(() => {
    let live = true;
    const found = () => {
      if (live) setExists(true);
    };
    window.addEventListener(OUTBOX_EVENT, found);
    // Where the browser cannot list its stores, assume there is one: waiting writes must never be missed.
    if (typeof indexedDB === 'undefined' || !('databases' in indexedDB)) found();
    else
      indexedDB.databases().then((stores) => {
        if (stores.some((store) => store.name === LOCAL_DB_NAME)) found();
      }, found);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_EVENT, found);
    };
  }, []);
  return exists;
}
