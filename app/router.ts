import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * The one router: the browser's in main.tsx, and one per request in entry-server.tsx with the
 * request's URL as its history.
 */
export function createAppRouter(queryClient: QueryClient, serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    history: serverHistory,
    context: { queryClient },
    defaultPreload: 'intent',
    // Drawn on the server, scroll restoration is an inline script: our CSP blocks it, and the leftover
    // tag would break the browser's adoption of the page. A fresh page load has nothing to restore.
    scrollRestoration: serverHistory === undefined,
  });
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
