import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { ThreadList } from '~/features/messages/components/thread-list';
import { threadsQuery } from '~/features/messages/queries';

export const Route = createFileRoute('/messages')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(threadsQuery(userId));
    }),
  component: () => (
    <Page title="Messages" intro="Your conversations with vendors and customers about bookings and quotes.">
      <RequireUser>{(user) => <ThreadList userId={user.id} />}</RequireUser>
    </Page>
  ),
});
