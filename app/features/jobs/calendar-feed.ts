import type { CalendarFeed } from '@contracts/calendars';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { del, get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';
import { jobKeys } from './queries';

const feedKey = (userId: string) => [...jobKeys.all(userId), 'calendar-feed'] as const;

/** GET /api/worker/calendar-feed: the private .ics address of the worker's accepted jobs. */
export const workerFeedQuery = (userId: string) =>
  queryOptions({
    queryKey: feedKey(userId),
    queryFn: () => get<CalendarFeed>('/api/worker/calendar-feed'),
    ...userDataOptions,
  });

export function useStopSharingWorkerFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del<{ ok: true }>('/api/worker/calendar-feed'),
    onSuccess: () => {
      toast({
        title: 'Calendar feed stopped',
        description: 'The old address no longer works. Share the new one.',
      });
      return queryClient.invalidateQueries({ queryKey: feedKey(userId) });
    },
    onError: (error: Error) =>
      toast({ title: 'Failed to stop sharing', description: error.message, variant: 'destructive' }),
  });
}
