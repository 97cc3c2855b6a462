import type { OpenThreadInput, ThreadView } from '@contracts/threads';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Spinner } from '~/components/ui/icons';
import { EmptyState } from '~/components/ui/list-states';
import { HttpError, post } from '~/lib/api';

/**
 * Finds (or starts) the conversation about a booking or a quote and replaces itself with it, so any
 * screen can link to a conversation by what it is about. Needs the network: a new thread is the server's.
 */
export function OpenThread({ input, online }: { input: OpenThreadInput | null; online: boolean }) {
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: (what: OpenThreadInput) => post<ThreadView>('/api/threads', what),
    onSuccess: (thread) =>
      navigate({ to: '/messages/$threadId', params: { threadId: thread.id }, replace: true }),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !input || !online) return;
    asked.current = true;
    open.mutate(input);
  }, [input, online, open]);

  if (!input)
    return <EmptyState title="Nothing to open">This link does not name a booking or a quote.</EmptyState>;
  if (!online)
    return (
      <EmptyState title="You are offline">
        Opening a conversation needs a connection. Conversations you opened before are in Messages.
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
