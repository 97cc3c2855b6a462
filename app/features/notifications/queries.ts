import type { NotificationList } from '@contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { get } from '~/lib/api';
import { userDataOptions } from '~/lib/query-client';

/** Under the person's own key: kept on the phone to read offline as last seen, dropped at sign-out. */
export const notificationKeys = {
  list: (userId: string) => ['user', userId, 'notifications'] as const,
};

/**
 * The bell: the person's latest notifications and how many are unread. One list serves the badge and
 * the screen, so reading one item lowers the count everywhere at once. Unlike the Messages count it is
 * kept on the phone (the list must read offline as last seen); it is asked again when the app comes
 * back to the front and every two minutes while it is open, as the Messages badge is.
 */
export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: () => get<NotificationList>('/api/notifications'),
    ...userDataOptions,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
  });
