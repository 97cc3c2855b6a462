import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { fillTemplate } from './fill-template';
import { createQueryClient } from './lib/query-client';
import { type PageMeta, PageMetaSink } from './lib/use-page-meta';
import { createAppRouter } from './router';

export { setApiTransport } from './lib/api';

export type RenderedPage = { html: string; status: number } | { redirect: string; status: number };

// Only matches the path against the route tree: the per-request routers below do the loading.
const routeMatcher = createAppRouter(createQueryClient());

/**
 * Whether the server draws this path: a public page (reads the same for every visitor) or an unknown
 * path (the 404 page). Pages that differ per person get the shell, and their loaders never run here.
 */
function isDrawn(pathname: string): boolean {
  const [matchedRoutes, , foundRoute] = routeMatcher.getMatchedRoutes(pathname);
  return foundRoute === undefined || matchedRoutes.some((route) => route.options.staticData?.serverRendered);
}

/**
 * Draws a public page as a signed-out visitor sees it, through TanStack Router's own SSR: every route's
 * loader fills the Query cache, the page is drawn from it, and the router's hydration scripts (with the
 * request's CSP nonce) hand that cache and the matches to the browser's app, which adopts the page
 * (boot.tsx). A loader's notFound() answers 404. Null: the shell and the app draw this path. `origin`
 * (PUBLIC_ORIGIN) makes the canonical and structured-data links absolute.
 */
export async function render(
  request: Request,
  template: string,
  nonce: string,
  origin: string = new URL(request.url).origin,
): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url);
  if (!isDrawn(pathname)) return null;
  const meta: PageMeta = { origin };
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(createQueryClient(), { nonce }),
  });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <PageMetaSink value={meta}>
          <RouterServer router={router} />
        </PageMetaSink>
      ),
    }),
  );
  const location = response.headers.get('Location');
  if (location) return { redirect: location, status: response.status };
  if (!response.ok && response.status !== 404) throw new Error(`The router answered ${response.status}`);
  const body = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  // A page that does not exist gets no canonical address or link preview.
  const found = response.status !== 404 ? pathname : undefined;
  return { html: fillTemplate(template, body, meta, found), status: response.status };
}
