import { connection } from './connection';
import type { SyncEngine } from './sync-engine';

/** The service worker's message when Background Sync fires while a window is open (sw-outbox.ts). */
export const REPLAY_MESSAGE = 'replay-outbox';
export const BACKGROUND_SYNC_TAG = 'outbox';

const quietly = (replay: Promise<unknown>) => void replay.catch(() => undefined);

/**
 * What makes a window's engine replay, for as long as the app is open: the server answering again and
 * Background Sync skip any backoff (the reason to wait has just gone); a return to the app does not.
 */
export function listenForSyncTriggers(engine: SyncEngine): void {
  connection()?.onReconnect(() => quietly(engine.run({ ignoreBackoff: true })));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === REPLAY_MESSAGE) quietly(engine.run({ ignoreBackoff: true }));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') quietly(engine.run());
  });
}

/** Where the browser has Background Sync, the service worker replays once online, app open or not. */
export function askForBackgroundSync(): void {
  void navigator.serviceWorker?.ready.then((registration) => {
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }
    ).sync;
    return sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
  });
}
