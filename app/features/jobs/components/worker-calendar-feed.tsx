import { useQuery } from '@tanstack/react-query';
import { CalendarFeedPanel } from '~/components/calendar-feed-panel';
import { useStopSharingWorkerFeed, workerFeedQuery } from '../calendar-feed';

/** My Jobs' calendar feed: the worker's accepted jobs in their own calendar app (approved workers). */
export function WorkerCalendarFeed({ userId, online }: { userId: string; online: boolean }) {
  const feed = useQuery(workerFeedQuery(userId));
  const stop = useStopSharingWorkerFeed(userId);
  // Not an approved worker (a 403): the board says why; there is no feed to show.
  if (feed.error && !feed.data) return null;
  return (
    <CalendarFeedPanel
      url={feed.data?.url}
      holds="your accepted jobs"
      online={online}
      busy={stop.isPending}
      onStopSharing={() => stop.mutate()}
    />
  );
}
