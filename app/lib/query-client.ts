import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

// SPEC section 7: no retries, data never goes stale on its own, no refetch on focus, no polling.
// offlineFirst lets a query reach the service worker, which answers from its cache on a dead signal.
// The server renders with a client of its own per request, so one visitor's answers never reach another.
export const createQueryClient = () =>
  new QueryClient({
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

// Marked pure so that a bundle needing only the features' key factories (the service worker's outbox,
// app/sw-outbox.ts) leaves the client and the persister out.
export const queryClient = /* @__PURE__ */ createQueryClient();

export const persister = /* @__PURE__ */ createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: 'bbe-query-cache',
  // Written within the same tick: a phone closed right after signing in must still know the person
  // (and their cart) when it next opens with no signal.
  throttleTime: 0,
});

/** Queries marked `meta: { persist: true }` survive a reload (the directory paints at once offline). */
export const persistOptions = {
  persister,
  maxAge: 7 * 24 * 60 * 60 * 1000,
  // Bump when a persisted query's shape changes, so an old phone does not paint stale shapes.
  buster: 'v2',
  dehydrateOptions: {
    // Kept while there is data, even when the last refetch failed (offline): an offline start must
    // not forget the signed-in user or their cart because the network was down.
    shouldDehydrateQuery: (query: { meta?: Record<string, unknown>; state: { data: unknown } }) =>
      query.meta?.persist === true && query.state.data !== undefined,
  },
};

/**
 * One person's own data (cart, jobs, bookings, preferences...): kept on the phone to read offline as
 * last seen, dropped at sign-out, and asked again whenever a screen showing it opens, after painting
 * what it had, because other people and other devices change it.
 */
export const userDataOptions = { meta: { persist: true, scope: 'user' }, refetchOnMount: 'always' } as const;
