import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { NotificationList } from '~/features/notifications/components/notification-list';
import { notificationsQuery } from '~/features/notifications/queries';

// A screen of its own rather than a popover from the bell: on a 360 px phone fifty notifications
// read better full width, and the back button closes it.
export const Route = createFileRoute('/notifications')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(notificationsQuery(userId));
    }),
  component: () => (
    <Page title="Notifications" intro="New bookings, messages, offers and changes, newest first.">
      <RequireUser>{(user) => <NotificationList userId={user.id} />}</RequireUser>
    </Page>
  ),
});
