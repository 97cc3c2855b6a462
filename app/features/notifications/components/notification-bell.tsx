import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Icon } from '~/components/ui/icons';
import { PUSH_ARRIVED } from '~/lib/push-message';
import { notificationKeys, notificationsQuery } from '../queries';

/** The navbar's bell: opens the person's notifications, with how many they have not read. */
export function NotificationBell({ userId }: { userId: string }) {
  const { data } = useQuery(notificationsQuery(userId));
  const queryClient = useQueryClient();
  // A push on this device (app/sw.ts) means something new: the count rises now, not at the next poll.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const heard = (event: MessageEvent<unknown>) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === PUSH_ARRIVED)
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    };
    navigator.serviceWorker.addEventListener('message', heard);
    return () => navigator.serviceWorker.removeEventListener('message', heard);
  }, [queryClient, userId]);
  const count = data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      className="relative grid h-11 w-11 shrink-0 place-items-center rounded-lg text-pine-700 hover:bg-pine-50"
      aria-label={`Notifications, ${count} unread`}
    >
      <Icon name="bell" />
      {count > 0 && (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sunset-600 px-1 text-xs font-bold text-white"
        >
          {count > 9 ? '9+' : count}
        </span>
      )}
    </Link>
  );
}
