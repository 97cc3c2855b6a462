import type { OutboxItem } from './db';

/** What the sync engine tells the screens: everything they show about the outbox comes from here. */
export type SyncState = {
  /** False until the engine has read the phone's store (it loads only once there is one). */
  ready: boolean;
  /** The person's writes not yet on the server, oldest first: waiting, and refused ('failed'). */
  items: readonly OutboxItem[];
  syncing: boolean;
  /** Writes wait for a sign-in: the server answered 401, or their owner is signed out. */
  signInNeeded: boolean;
  /** Signed out: how many of someone's writes wait for them to sign in (not shown in `items`). */
  held: number;
};

export const IDLE_SYNC_STATE: SyncState = {
  ready: false,
  items: [],
  syncing: false,
  signInNeeded: false,
  held: 0,
};

let state = IDLE_SYNC_STATE;
const listeners = new Set<() => void>();

export function publishSyncState(next: SyncState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const getSyncState = (): SyncState => state;

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
