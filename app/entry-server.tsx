import {
  type DehydratedState,
  dehydrate,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { directorySearchSchema } from './features/vendors/filters';
import { directoryQuery, servicesQuery, vendorQuery } from './features/vendors/queries';
import { createQueryClient } from './lib/query-client';
import { type PageMeta, PageMetaSink } from './lib/use-page-meta';
import { createAppRouter } from './router';
import { SERVER_QUERIES_ID } from './server-queries';

export { setApiTransport } from './lib/api';

export type RenderedPage = { html: string; status: 200 | 404 };

type Match = { routeId: string; params: object; search: object };

/** What each server-drawn page shows from the API, asked before drawing so the HTML holds it. */
const PREFETCH: Record<string, (match: Match, queryClient: QueryClient) => Promise<unknown>[]> = {
  '/vendors': (match, queryClient) => [
    queryClient.prefetchInfiniteQuery(directoryQuery(v.parse(directorySearchSchema, match.search))),
  ],
  '/vendor/$id': (match, queryClient) => {
    const id = 'id' in match.params && typeof match.params.id === 'string' ? match.params.id : '';
    return [queryClient.fetchQuery(vendorQuery(id)), queryClient.prefetchQuery(servicesQuery(id))];
  },
};

// A page's main answer is null when what it shows does not exist (vendorQuery).
const isNotFound = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'fulfilled' && outcome.value === null;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with the drawn page, its title and description, and the answers it used. */
function fillTemplate(template: string, body: string, meta: PageMeta, queries: DehydratedState): string {
  // Inside <script>, "</" would end the element early; JSON reads "\u003c" as the same "<".
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  // React opens the page with preload hints for its images; they belong in <head>, where they start the
  // downloads sooner and leave #root exactly as the browser's React will find it.
  const hints = /^(?:<link [^>]*>)*/.exec(body)?.[0] ?? '';
  const page = body.slice(hints.length);
  // Replacer functions: the page's own "$" (price ranges) must not read as replacement patterns.
  let html = template
    .replace('</head>', () => `${hints}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<script id="${SERVER_QUERIES_ID}" type="application/json">${json}</script><div id="root">${page}</div>`,
    );
  const { title, description } = meta;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
    );
  }
  return html;
}

/**
 * Draws a public page as a signed-out visitor sees it, so a phone on a slow link paints content before
 * any script arrives; the browser's app then takes over (main.tsx). Pages that differ per person are
 * not drawn here (null): the shell and the app draw them.
 */
export async function render(url: string, template: string): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();

  const { matches } = router.state;
  // An unknown path matches only the root, marked not found: the 404 page is drawn and answered as one.
  const notFound = matches.some((match) => match._notFound === true || match.status === 'notFound');
  if (!notFound && !matches.some((match) => match.staticData.serverRendered)) return null;

  const outcomes = await Promise.allSettled(
    matches.flatMap((match) => PREFETCH[match.routeId]?.(match, queryClient) ?? []),
  );
  const meta: PageMeta = {};
  const body = renderToString(
    <PageMetaSink value={meta}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PageMetaSink>,
  );
  const status = notFound || outcomes.some(isNotFound) ? 404 : 200;
  // Only answers that succeeded travel: the app asks again for anything else, as it would unrendered.
  const queries = dehydrate(queryClient);
  // The cache's day-long collection timers would otherwise keep every request's answers in memory.
  queryClient.clear();
  return { html: fillTemplate(template, body, meta, queries), status };
}
