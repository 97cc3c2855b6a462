import type { EventDetail } from '@contracts/event-plan';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from './queries';

/**
 * Every plan call answers the whole event: it replaces the kept one, and what hangs under it (the
 * suggestions' "in your plan", the review) and the list (its status) are asked again.
 */
export function keepEvent(queryClient: QueryClient, userId: string, event: EventDetail): void {
  const key = eventKeys.detail(userId, event.id);
  queryClient.setQueryData(key, event);
  void queryClient.invalidateQueries({
    queryKey: key,
    predicate: (query) => query.queryKey.length > key.length,
  });
  void queryClient.invalidateQueries({ queryKey: eventKeys.all(userId), exact: true });
}
