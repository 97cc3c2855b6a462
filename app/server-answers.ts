import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

type QueryHandOver = { query?: { initial?: DehydratedState['queries'] } };

const carriesQueries = (value: unknown): value is QueryHandOver =>
  typeof value === 'object' && value !== null && 'query' in value;

/**
 * A drawn page's answers (handed over by TanStack's SSR Query integration) are stamped as received
 * now, so they replace what the phone remembered even when its clock runs ahead of the server's:
 * Query keeps the newer of two answers, and a remembered one kept instead would not match the page.
 */
export function stampServerAnswersAsReceived(router: AnyRouter): void {
  const hydrate = router.options.hydrate;
  if (!hydrate) return;
  router.options.hydrate = (dehydrated: unknown) => {
    if (carriesQueries(dehydrated)) {
      const now = Date.now();
      for (const query of dehydrated.query?.initial ?? []) query.state.dataUpdatedAt = now;
    }
    return hydrate(dehydrated);
  };
}
