import { useQuery } from '@tanstack/react-query';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useOnline } from '~/offline/use-online';
import { threadsQuery } from '../queries';
import { ThreadRow } from './thread-row';

/** The person's conversations, newest activity first; offline, as last seen on this phone. */
export function ThreadList({ userId }: { userId: string }) {
  const online = useOnline();
  const threads = useQuery(threadsQuery(userId));
  if (threads.isPending) return <Spinner label="Loading your messages" />;
  if (!threads.data)
    return (
      <LoadError what="your messages" error={threads.error ?? new Error('Not loaded')} online={online} />
    );
  return (
    <>
      {!online && (
        <p className="mb-3 rounded-lg bg-lake-50 p-3 text-sm text-lake-700" role="status">
          You are offline: these are your messages as this phone last saw them.
        </p>
      )}
      {threads.data.length === 0 ? (
        <EmptyState title="No messages yet">
          <p>Write to a vendor from one of your bookings: open it and choose Message the vendor.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Conversations">
          {threads.data.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
    </>
  );
}
