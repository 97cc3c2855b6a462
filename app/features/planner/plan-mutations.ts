import type { ChecklistTickInput, EventDetail, PlanSettingsInput } from '@contracts/event-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { sendOrQueue } from '~/offline/sync-handle';
import { keepEvent } from './event-cache';
import { reason } from './mutations';
import { eventKeys, eventPath } from './queries';

/** Steps 2 and 3: the categories the event needs and the budget's shares (null: the blog's split). */
export function usePlanSettings(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanSettingsInput) => api<EventDetail>('PUT', `${eventPath(eventId)}/plan`, input),
    onSuccess: (event) => keepEvent(queryClient, userId, event),
    onError: (error) =>
      toast({ title: 'Could not change the plan', description: reason(error), variant: 'destructive' }),
  });
}

type PlanPick = { serviceId: string; label: string };

/**
 * Step 2's "Add to plan": sent now, or kept in the outbox with no signal (the card says it waits).
 * The id is made here, so a pick replayed after a lost answer is planned once.
 */
export function useAddPlanItem(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, label }: PlanPick) =>
      sendOrQueue('plan-item', { id: crypto.randomUUID(), eventId, serviceId }, `Plan: ${label}`, userId),
    onSuccess: (result) => {
      if (result.status === 'queued') {
        toast({
          title: 'Saved offline',
          description: 'The service joins your plan when you are back online.',
        });
        return;
      }
      keepEvent(queryClient, userId, result.data);
    },
    onError: (error) =>
      toast({ title: 'Could not add to your plan', description: reason(error), variant: 'destructive' }),
  });
}

/** Takes a planned service out of the plan (a booked one stays: the server refuses it). */
export function useRemovePlanItem(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      api<EventDetail>('DELETE', `${eventPath(eventId)}/plan-items/${encodeURIComponent(itemId)}`),
    onSuccess: (event) => keepEvent(queryClient, userId, event),
    onError: (error) =>
      toast({ title: 'Could not remove the service', description: reason(error), variant: 'destructive' }),
  });
}

type Tick = ChecklistTickInput & { key: string };

/** Ticks a checklist item: drawn ticked at once, put back if the server refuses. */
export function useTickChecklist(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  const key = eventKeys.detail(userId, eventId);
  return useMutation({
    mutationFn: ({ key: item, done }: Tick) =>
      api<EventDetail>('PUT', `${eventPath(eventId)}/checklist/${encodeURIComponent(item)}`, { done }),
    onMutate: async ({ key: item, done }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<EventDetail>(key);
      if (before) {
        queryClient.setQueryData<EventDetail>(key, {
          ...before,
          checklist: before.checklist.map((entry) =>
            entry.key === item ? { ...entry, done, doneBy: done ? 'host' : null } : entry,
          ),
        });
      }
      return { before };
    },
    onSuccess: (event) => keepEvent(queryClient, userId, event),
    onError: (error, _tick, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ title: 'Could not update the checklist', description: reason(error), variant: 'destructive' });
    },
  });
}
