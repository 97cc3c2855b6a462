import type { EventDetail } from '@contracts/event-plan';
import type { CreateEventInput, EventView, UpdateEventInput } from '@contracts/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { api, HttpError } from '~/lib/api';
import type { SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';
import { keepEvent } from './event-cache';
import { eventKeys, eventPath } from './queries';

type NewEvent = { input: CreateEventInput & { id: string }; userId: string };

/** The server's words for a refusal (a 409's reason), else the error's own message. */
export const reason = (error: Error) => (error instanceof HttpError ? error.detail : error.message);

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
      toast({ title: 'Error Creating Event', description: reason(error), variant: 'destructive' }),
  });
}

type EventEdit = { userId: string; eventId: string; input: UpdateEventInput };

/**
 * Step 1 again, for an event that exists: every field the form shows. The server refuses (409) a new
 * day or guest count once a service is booked; its reason is the toast.
 */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, input }: EventEdit) => api<EventDetail>('PUT', eventPath(eventId), input),
    onSuccess: (event, { userId }) => {
      // The list shows its name and day; suggestions and the review follow its guests and budget.
      keepEvent(queryClient, userId, event);
      toast({ title: 'Event Updated', description: 'Your event details have been saved.' });
    },
    onError: (error) =>
      toast({ title: 'Could not save the event', description: reason(error), variant: 'destructive' }),
  });
}
