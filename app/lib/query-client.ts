import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

// SPEC section 7: no retries, data never goes stale on its own, no refetch on focus, no polling.
// offlineFirst lets a query reach the service worker, which answers from its cache on a dead signal.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 24 * 60 * 60 * 1000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'offlineFirst' },
  },
});

export const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'bbe-query-cache',
  throttleTime: 1000,
});

/** Queries marked `meta: { persist: true }` survive a reload (the directory paints at once offline). */
export const persistOptions = {
  persister,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  // Bump when a persisted query's shape changes, so an old phone does not paint stale shapes.
  buster: 'v1',
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { meta?: Record<string, unknown>; state: { status: string } }) =>
      query.meta?.persist === true && query.state.status === 'success',
  },
};
