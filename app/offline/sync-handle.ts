import type { OutboxAnswer, OutboxKind, OutboxPayload, SendResult } from './outbox-registry';
import type { SyncEngine } from './sync-engine';

// The engine (with Dexie) is its own chunk: this handle is all the start and the screens carry.
let load: (() => Promise<SyncEngine>) | null = null;
let engine: Promise<SyncEngine> | null = null;

/** Called once at start (boot.tsx) with the way to load and start the window's engine. */
export function provideSyncEngine(loader: () => Promise<SyncEngine>): void {
  load = loader;
}

/** The running engine, loaded and started on first use; a load that failed is tried again next time. */
export function syncEngine(): Promise<SyncEngine> {
  if (!load) return Promise.reject(new Error('The sync engine was not provided (boot.tsx)'));
  engine ??= load().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/** See SyncEngine's sendOrQueue: the screens' way to write, online or not. */
export async function sendOrQueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayload<K> & { id: string },
  label: string,
  userId: string | null,
): Promise<SendResult<OutboxAnswer<K>>> {
  return (await syncEngine()).sendOrQueue(kind, payload, label, userId);
}

export const retryAll = () => syncEngine().then((running) => running.retryAll());
export const discardWrite = (id: string) => syncEngine().then((running) => running.discard(id));
