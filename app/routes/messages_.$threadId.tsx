import { createFileRoute } from '@tanstack/react-router';
import { RequireUser } from '~/features/auth/components/require-user';
import { startOwnData } from '~/features/auth/queries';
import { ThreadScreen } from '~/features/messages/components/thread-screen';
import { threadQuery } from '~/features/messages/queries';

// `messages_`: a page of its own at /messages/:threadId, not drawn inside the list.
export const Route = createFileRoute('/messages_/$threadId')({
  loader: ({ context: { queryClient }, params }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(threadQuery(userId, params.threadId));
    }),
  component: ThreadRoute,
});

function ThreadRoute() {
  const { threadId } = Route.useParams();
  return <RequireUser>{(user) => <ThreadScreen userId={user.id} threadId={threadId} />}</RequireUser>;
}
