import { useSyncExternalStore } from 'react';
import { getSyncState, IDLE_SYNC_STATE, type SyncState, subscribeSyncState } from './sync-state';

/** The sync engine's state, for the screens that show it (they never drive the outbox themselves). */
export const useSyncState = (): SyncState =>
  useSyncExternalStore(subscribeSyncState, getSyncState, () => IDLE_SYNC_STATE);
