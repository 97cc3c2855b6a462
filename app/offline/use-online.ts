import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network (the server, which has no navigator, is online). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** The same, as a screen shows it: what the offline banner and online-only actions read. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
