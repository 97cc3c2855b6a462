import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authKeys } from './features/auth/queries';
import { nextTask } from './lib/next-task';
import { persistOptions, queryClient } from './lib/query-client';
import { markPageAdopted } from './lib/use-adopted';
import { hasLocalStore } from './offline/local-store';
import { provideSyncEngine, syncEngine } from './offline/sync-handle';
import { createAppRouter } from './router';
import { SERVER_QUERIES_ID } from './server-queries';

// The outbox engine runs from the app's start, never from a view. Its code (with Dexie) is a chunk of
// its own, loaded by the first write or, below, on a phone that already has a local store.
provideSyncEngine(() => import('./sync-start').then((m) => m.startSync()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Evaluating this module's imports was one task; restoring the data, building the router and loading
// the screen are each another, so none of them is long enough to hold up a tap on a slow phone.
await nextTask();

// What the phone remembers is restored before the first render, not during it (as
// PersistQueryClientProvider does): its end would re-render every screen holding a query, in one
// long task, right after React adopts the page. A remembered cache that cannot be read is dropped.
const persist = { ...persistOptions, queryClient };
await persistQueryClientRestore(persist).catch(() => undefined);
// A page the server drew carries the answers it was drawn from: the app starts from the same data.
// They are stamped as received now, so they replace anything remembered even when the phone's clock
// runs ahead of the server's; a remembered answer kept instead would not match the drawn page.
const serverQueries = document.getElementById(SERVER_QUERIES_ID)?.textContent;
if (serverQueries) {
  const state: DehydratedState = JSON.parse(serverQueries);
  for (const query of state.queries) query.state.dataUpdatedAt = Date.now();
  hydrate(queryClient, state);
}
persistQueryClientSubscribe(persist);
// The remembered user paints at once; the server still decides who is signed in.
queryClient.invalidateQueries({ queryKey: authKeys.user, exact: true });
await nextTask();

const router = createAppRouter(queryClient);
await nextTask();
// The screen's code arrives before React takes over the drawn page, so it is never swapped for a
// loading state.
await router.load();
await nextTask();

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* The only child, as on the server (entry-server.tsx): a sibling would change every useId. */}
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (root.hasChildNodes()) {
  // A drawn page is adopted, not redrawn, in slices the phone can interleave with taps and scrolls.
  // Marked as server-drawn (what TanStack's own hydration sets), the router renders the tree the server did.
  router.ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  markPageAdopted();
  createRoot(root).render(app);
}

// Once the page is the app's and the phone is idle: a first visit has no store and loads nothing.
// Its code may not arrive on a dropped signal before the service worker holds it: try again online.
function startSyncIfStored() {
  void hasLocalStore().then((stored) => {
    if (stored)
      syncEngine().catch(() => window.addEventListener('online', startSyncIfStored, { once: true }));
  });
}
const whenIdle =
  window.requestIdleCallback ??
  ((run: () => void, _options?: IdleRequestOptions) => window.setTimeout(run, 1_000));
whenIdle(startSyncIfStored, { timeout: 3_000 });
