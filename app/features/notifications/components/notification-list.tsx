import type { NotificationView } from '@contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useOnline } from '~/offline/use-online';
import { useMarkRead } from '../mutations';
import { notificationsQuery } from '../queries';
import { NotificationRow } from './notification-row';

/** The bell's list, newest first; offline, as this phone last saw it. */
export function NotificationList({ userId }: { userId: string }) {
  const online = useOnline();
  const router = useRouter();
  const list = useQuery(notificationsQuery(userId));
  const markRead = useMarkRead(userId);
  if (list.isPending) return <Spinner label="Loading your notifications" />;
  if (!list.data)
    return (
      <LoadError what="your notifications" error={list.error ?? new Error('Not loaded')} online={online} />
    );
  const { notifications, unread } = list.data;
  const unreadIds = notifications.filter((item) => item.readAt === null).map((item) => item.id);

  // Marked read at the tap (optimistic) and opened at once: the booking need not wait for the answer.
  function open(item: NotificationView, path: string) {
    if (item.readAt === null) markRead.mutate([item.id]);
    void router.navigate({ href: path });
  }

  return (
    <>
      {!online && (
        <p className="mb-3 rounded-lg bg-lake-50 p-3 text-sm text-lake-700" role="status">
          You are offline: these are your notifications as this phone last saw them.
        </p>
      )}
      {notifications.length === 0 ? (
        <EmptyState title="No notifications yet">
          <p>New bookings, messages and changes to your bookings will show up here.</p>
        </EmptyState>
      ) : (
        <>
          <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {unread === 0 ? 'All read' : `${unread} unread`}
            </p>
            {unreadIds.length > 0 && (
              <Button
                variant="outline"
                className="text-sm"
                disabled={!online}
                onClick={() => markRead.mutate(unreadIds)}
              >
                Mark all read
              </Button>
            )}
          </div>
          <ul className="space-y-3" aria-label="Notifications">
            {notifications.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
