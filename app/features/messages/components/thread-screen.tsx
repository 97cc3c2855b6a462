import type { ThreadPage } from '@contracts/threads';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { Page } from '~/components/layout/page';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { HttpError } from '~/lib/api';
import { useOnline } from '~/offline/use-online';
import { useSyncState } from '~/offline/use-sync-state';
import { threadQuery } from '../queries';
import { queuedMessages } from '../queued-messages';
import { subjectLine } from '../subject';
import { unreadQuery } from '../unread';
import { useEarlierMessages } from '../use-earlier-messages';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

/** A conversation: what it is about, its messages (newest last, scrolled to), and the composer. */
export function ThreadScreen({ userId, threadId }: { userId: string; threadId: string }) {
  const online = useOnline();
  const page = useQuery(threadQuery(userId, threadId));
  const queryClient = useQueryClient();
  // The server marked the thread read as it answered: the navbar's count follows at once.
  const readAt = page.isSuccess && page.data.thread.role !== 'admin' ? page.dataUpdatedAt : 0;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: unreadQuery(userId).queryKey });
  }, [readAt, queryClient, userId]);
  return (
    <Page title={page.data?.thread.otherName ?? 'Conversation'}>
      <Link
        to="/messages"
        className="-mt-4 mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
      >
        ← Messages
      </Link>
      {page.data ? (
        <Conversation userId={userId} page={page.data} online={online} />
      ) : page.isPending ? (
        <Spinner label="Loading the conversation" />
      ) : page.error instanceof HttpError && page.error.status === 404 ? (
        <EmptyState title="Conversation not found">
          <p>It may belong to another account. Your own conversations are all in Messages.</p>
        </EmptyState>
      ) : (
        <LoadError what="this conversation" error={page.error ?? new Error('Not loaded')} online={online} />
      )}
    </Page>
  );
}

function Conversation({ userId, page, online }: { userId: string; page: ThreadPage; online: boolean }) {
  const { thread } = page;
  const earlier = useEarlierMessages(thread.id, page.before);
  const messages = earlier.messages.length ? [...earlier.messages, ...page.messages] : page.messages;
  const { items } = useSyncState();
  const queued = useMemo(
    () => queuedMessages(items, userId, thread.id, new Set(messages.map((m) => m.id))),
    [items, userId, thread.id, messages],
  );
  const end = useRef<HTMLDivElement>(null);
  // Only what is new scrolls the page to the end: earlier messages are read where they appear.
  const count = page.messages.length + queued.length;
  // Newest last, and the page opens at it; a new message (sent or waiting) scrolls it into view.
  useEffect(() => {
    if (count >= 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const authorOf = (side: 'customer' | 'vendor') =>
    side === 'customer' ? thread.customerName : thread.vendorName;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4">
        <p className="text-muted">{subjectLine(thread.subject)}</p>
        {thread.subject.kind === 'booking' && thread.role === 'customer' && (
          <Link
            to="/bookings/$id"
            params={{ id: thread.subject.orderId }}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-lake-700 underline underline-offset-2"
          >
            View booking
          </Link>
        )}
      </div>
      {!online && (
        <p className="mt-3 rounded-lg bg-lake-50 p-3 text-sm text-lake-700" role="status">
          You are offline: this is the conversation as this phone last saw it. What you write is sent when you
          are back online.
        </p>
      )}
      {thread.role === 'admin' && (
        <p className="mt-3 rounded-lg bg-lake-50 p-3 text-sm text-lake-700" role="status">
          You are reading this conversation between {thread.customerName} and {thread.vendorName} as an admin.
          Reading it marks nothing as read, and admins do not write in it.
        </p>
      )}
      {earlier.hasMore && (
        <div className="mt-4 text-center">
          <Button
            variant="ghost"
            onClick={() => void earlier.loadMore()}
            disabled={earlier.loading || !online}
          >
            {earlier.loading ? 'Loading earlier messages…' : 'Show earlier messages'}
          </Button>
          {earlier.error && (
            <p role="alert" className="text-sm text-danger">
              {earlier.error}
            </p>
          )}
        </div>
      )}
      {count === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">
          {thread.role === 'admin'
            ? 'Nobody has written in this conversation.'
            : 'No messages yet. Say hello, ask a question, or share a link.'}
        </p>
      ) : (
        <ol className="mt-4 space-y-2" aria-label="Messages">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              body={message.body}
              mine={message.mine}
              author={message.mine ? 'You' : authorOf(message.senderSide)}
              createdAt={message.createdAt}
            />
          ))}
          {queued.map((message) => (
            <MessageBubble
              key={message.id}
              body={message.body}
              mine
              author="You"
              createdAt={message.createdAt}
              pending={{ failed: message.status === 'failed', reason: message.reason }}
            />
          ))}
        </ol>
      )}
      {thread.role !== 'admin' && <Composer userId={userId} threadId={thread.id} to={thread.otherName} />}
      <div ref={end} />
    </div>
  );
}
