import type { ThreadPage } from '@contracts/threads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { sendOrQueue } from '~/offline/sync-handle';
import { messageKeys } from './queries';

const preview = (body: string) => (body.length > 40 ? `${body.slice(0, 40)}…` : body);

/**
 * Sends a message now when the network allows, else keeps it in the outbox (the thread shows it as
 * waiting to send). Its id is made here, so a send that lost its answer and is replayed stores it once.
 */
export function useSendMessage(userId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      sendOrQueue(
        'message',
        { id: crypto.randomUUID(), threadId, body },
        `Message: ${preview(body)}`,
        userId,
      ),
    onSuccess: (result) => {
      if (result.status === 'queued') return;
      queryClient.setQueryData<ThreadPage>(messageKeys.thread(userId, threadId), (page) =>
        page && !page.messages.some((m) => m.id === result.data.id)
          ? { ...page, messages: [...page.messages, result.data] }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.list(userId) });
    },
    onError: (error) =>
      toast({ title: 'Message not sent', description: error.message, variant: 'destructive' }),
  });
}
