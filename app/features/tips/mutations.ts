import type { TipDone, TipInput, TipIntent } from '@contracts/tips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { tipOptionsQuery } from './queries';

/** Starts a tip (its own payment) and completes it once the card went through (the server asks the provider). */
export function useTip(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  const failed = (error: Error) =>
    toast({ title: 'Could not send the tip', description: error.message, variant: 'destructive' });
  const start = useMutation({
    mutationFn: (input: TipInput) => post<TipIntent>(`/api/orders/${orderId}/tips`, input),
    onError: failed,
  });
  const complete = useMutation({
    mutationFn: (tipId: string) => post<TipDone>(`/api/orders/${orderId}/tips/${tipId}/complete`),
    onSuccess: () => toast({ title: 'Tip sent' }),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tipOptionsQuery(userId, orderId).queryKey }),
  });
  return { start, complete };
}
