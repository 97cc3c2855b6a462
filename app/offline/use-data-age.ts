import { useSyncExternalStore } from 'react';
import { queryClient } from '~/lib/query-client';

/** The oldest data any screen part now shows came in at this time (null: nothing is shown from data). */
function oldestShown(): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (!query.isActive() || data === undefined || dataUpdatedAt === 0) continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

const none = () => null;
const subscribe = (listener: () => void) => queryClient.getQueryCache().subscribe(listener);
const noSubscription = () => () => undefined;

/**
 * How old what the screen shows may be while the server is not answering: the oldest answer its
 * queries hold, or the service worker's store time when that is older. Watched only while `down`, so
 * an online screen pays nothing for it.
 */
export function useDataAge(down: boolean, storeSavedAt: number | null): number | null {
  const shown = useSyncExternalStore(down ? subscribe : noSubscription, down ? oldestShown : none, none);
  if (shown === null) return storeSavedAt;
  return storeSavedAt === null ? shown : Math.min(shown, storeSavedAt);
}
