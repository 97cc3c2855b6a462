import { useSyncExternalStore } from 'react';
import { connection } from './connection';
import type { ConnectivityState } from './connectivity';

const ONLINE: ConnectivityState = { reach: 'online', storeSavedAt: null };
const subscribe = (listener: () => void) => connection()?.subscribe(listener) ?? (() => undefined);
const snapshot = () => connection()?.get() ?? ONLINE;
const serverSnapshot = () => ONLINE;

/**
 * Whether the app may try the network at all: false only when there is no network. On a weak signal
 * it still tries, each request with its deadline (lib/api.ts). The server's render is online.
 */
export const isOnline = () => snapshot().reach !== 'offline';

/** What the model says, for a screen: the status strip shows its reach and the age of what is shown. */
export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** The same as isOnline, as a screen shows it: the offline notices and online-only actions read it. */
export function useOnline(): boolean {
  return useConnectivity().reach !== 'offline';
}
