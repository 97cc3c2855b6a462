import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authKeys } from './features/auth/queries';
import { nextTask } from './lib/next-task';
import { persistOptions, queryClient } from './lib/query-client';
import { markPageAdopted } from './lib/use-adopted';
import { connection } from './offline/connection';
import { hasLocalStore } from './offline/local-store';
import { provideSyncEngine, syncEngine } from './offline/sync-handle';
import { createAppRouter } from './router';

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
persistQueryClientSubscribe(persist);
// When the server answers again after an outage, what the screen shows is asked for afresh, once.
connection()?.onReconnect(() => void queryClient.refetchQueries({ type: 'active' }));
// The remembered user paints at once; the server still decides who is signed in.
void queryClient.invalidateQueries({ queryKey: authKeys.user, exact: true });
await nextTask();

const router = createAppRouter(queryClient);
await nextTask();

if (root.hasChildNodes()) {
  // A drawn page is adopted, not redrawn, in slices the phone can interleave with taps and scrolls.
  // RouterClient runs the router's own hydration first: the server's matches and its Query answers
  // (entry-server.tsx), and the screen's code, so the page is never swapped for a loading state.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
} else {
  // The screen's code (and its loader's data, when the phone has it) arrives before the first render.
  await router.load();
  await nextTask();
  markPageAdopted();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
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
