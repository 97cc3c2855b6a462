import type { OpenThreadInput, ThreadSummary, ThreadView } from '@contracts/threads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '~/components/ui/icons';
import { EmptyState } from '~/components/ui/list-states';
import { HttpError, post } from '~/lib/api';
import { threadsQuery } from '../queries';

/** The booking's conversation if this phone has seen it (a quote's names no vendor on the list). */
function knownThread(threads: ThreadSummary[] | undefined, input: OpenThreadInput) {
  if (!('orderId' in input)) return undefined;
  return threads?.find(({ subject }) => subject.kind === 'booking' && subject.orderId === input.orderId);
}

/**
 * Finds (or starts) the conversation about a booking or a quote and replaces itself with it, so any
 * screen can link to a conversation by what it is about. Needs the network: a new thread is the server's.
 */
export function OpenThread({
  userId,
  input,
  online,
}: {
  userId: string;
  input: OpenThreadInput | null;
  online: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: (what: OpenThreadInput) => post<ThreadView>('/api/threads', what),
    onSuccess: (thread) =>
      navigate({ to: '/messages/$threadId', params: { threadId: thread.id }, replace: true }),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !input) return;
    if (online) {
      asked.current = true;
      open.mutate(input);
      return;
    }
    // Offline, a conversation this phone has seen still opens, as last seen.
    const known = knownThread(queryClient.getQueryData(threadsQuery(userId).queryKey), input);
    if (known) {
      asked.current = true;
      void navigate({ to: '/messages/$threadId', params: { threadId: known.id }, replace: true });
    }
  }, [input, online, open, queryClient, userId, navigate]);

  if (!input)
    return <EmptyState title="Nothing to open">This link does not name a booking or a quote.</EmptyState>;
  if (!online)
    return (
      <EmptyState title="You are offline">
        Starting a conversation needs a connection. The ones this phone has seen are in Messages.
      </EmptyState>
    );
  if (open.error) {
    const missing = open.error instanceof HttpError && open.error.status === 404;
    return (
      <EmptyState title={missing ? 'Conversation not available' : 'Could not open the conversation'}>
        {missing ? 'This booking or quote is not yours, or it no longer exists.' : open.error.message}
      </EmptyState>
    );
  }
  return <Spinner label="Opening the conversation" />;
}
