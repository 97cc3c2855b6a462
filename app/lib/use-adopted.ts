import { useSyncExternalStore } from 'react';

// False on the server and while React adopts a server-drawn page; true once the root has been
// adopted, and from the start when the app draws the page itself (boot.tsx).
let adopted = false;
const listeners = new Set<() => void>();

/** The page is the app's: screens may now show the browser's own state (who is signed in...). */
export function markPageAdopted(): void {
  adopted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the browser's own state may show yet. React adopts a drawn page in passes (the frame, then
 * each screen), and every pass reads false here, exactly as the server drew it; each component then
 * re-renders alone. Keep its users small: that re-render is a single blocking task.
 */
export const useAdopted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => adopted,
    () => false,
  );
