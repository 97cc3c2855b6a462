import type { CreateEventInput, EventView } from '@contracts/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError } from '~/lib/api';
import type { SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';
import { eventKeys } from './queries';

type NewEvent = { input: CreateEventInput & { id: string }; userId: string };

/** Creates the event now, or keeps it in the outbox without signal; toasts are SPEC section 8's. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, userId }: NewEvent): Promise<SendResult<EventView>> =>
      sendOrQueue('event', input, `Event: ${input.name}`, userId),
    onSuccess: (result, { userId }) => {
      if (result.status === 'queued') {
        toast({ title: 'Saved offline', description: 'Your event will be saved when you are back online.' });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: eventKeys.all(userId) });
      toast({
        title: 'Event Created!',
        description: 'Your event has been saved. You can now add services and vendors.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error Creating Event',
        description: error instanceof HttpError ? error.detail : error.message,
        variant: 'destructive',
      }),
  });
}
