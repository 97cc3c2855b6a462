import { hydrate } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authKeys } from './features/auth/queries';
import { persistOptions, queryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { SERVER_QUERIES_ID } from './server-queries';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A page the server drew carries the answers it was drawn from: the app starts from the same data.
const serverQueries = document.getElementById(SERVER_QUERIES_ID)?.textContent;
if (serverQueries) hydrate(queryClient, JSON.parse(serverQueries));

const router = createAppRouter(queryClient);
// The screen's code arrives before React takes over the drawn page, so it is never swapped for a
// loading state.
await router.load();

const app = (
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The remembered user paints at once; the server still decides who is signed in.
      onSuccess={() => queryClient.invalidateQueries({ queryKey: authKeys.user, exact: true })}
    >
      {/* The only child, as on the server (entry-server.tsx): a sibling would change every useId. */}
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
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
  createRoot(root).render(app);
}
