import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError, post } from '~/lib/api';
import { vendorKeys } from './queries';

// The vendor's answers about the worker of a booking (issue 31): the overtime the worker's check-out
// asked, and the rating once the job is completed. A 409 means it was answered elsewhere: refresh.

function useWorkerAnswer<Vars>(
  userId: string,
  send: (vars: Vars) => Promise<unknown>,
  done: (vars: Vars) => string,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorKeys.orders(userId) });
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, vars) => {
      toast({ title: done(vars) });
      return refresh();
    },
    onError: (error) => {
      toast({ title: 'Failed to save your answer', description: error.message, variant: 'destructive' });
      if (error instanceof HttpError && error.status === 409) void refresh();
    },
  });
}

export const useAnswerOvertime = (userId: string) =>
  useWorkerAnswer(
    userId,
    ({ ticketId, approve }: { ticketId: string; approve: boolean }) =>
      post(`/api/vendor/job-tickets/${ticketId}/overtime`, { approve }),
    ({ approve }) => (approve ? 'Overtime approved' : 'Overtime declined'),
  );

export const useRateWorker = (userId: string) =>
  useWorkerAnswer(
    userId,
    ({ ticketId, rating, reason }: { ticketId: string; rating: number; reason: string }) =>
      post(`/api/vendor/job-tickets/${ticketId}/rating`, { rating, reason: reason.trim() || null }),
    () => 'Thanks for rating the worker',
  );
