import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PendingScreen } from './components/layout/pending-screen';
import { routeTree } from './routeTree.gen';
import { stampServerAnswersAsReceived } from './server-answers';

type ServerOptions = {
  /** The request's CSP nonce: the router's hydration data travels in inline scripts that carry it. */
  nonce: string;
};

/**
 * The one router: the browser's in boot.tsx, and one per request in entry-server.tsx. Routes declare
 * their data with loaders over the Query cache; TanStack's SSR Query integration hands the server's
 * cache to the browser with the page and wraps the app in the QueryClientProvider.
 */
export function createAppRouter(queryClient: QueryClient, server?: ServerOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // The Query cache decides what is fresh (staleTime per query); the router always asks it.
    defaultPreloadStaleTime: 0,
    // A screen whose data is still on its way holds its room, so the footer does not jump.
    defaultPendingComponent: PendingScreen,
    ssr: server ? { nonce: server.nonce } : undefined,
    // On the server it would only add an inline script. In the browser the first render leaves the
    // scroll where it is: a visitor may have scrolled the drawn page (and be tapping a link) while the
    // app arrived, and a reload is placed by the browser. Later navigations restore or reset it.
    scrollRestoration: server === undefined && afterTheFirstRender(),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (!server) stampServerAnswersAsReceived(router);
  return router;
}

/** False for the first call, true for every later one. */
function afterTheFirstRender(): () => boolean {
  let first = true;
  return () => {
    const later = !first;
    first = false;
    return later;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page reads the same for every visitor, so the server sends it drawn (see api/static.ts). */
    serverRendered?: boolean;
  }
}
