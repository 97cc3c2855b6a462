import type { CancelResult } from '@contracts/cancellation';
import { formatMoney } from '@contracts/money';
import type { ProblemView } from '@contracts/problems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { uploadForm } from '~/lib/upload';
import { myOrdersQuery } from './queries';

/** The customer cancels; the server decides the refund again and says what it gave. */
export function useCancelBooking(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      post<CancelResult>(`/api/orders/${orderId}/cancel`, { reason: reason.trim() || null }),
    onSuccess: (answer) => {
      toast({
        title: 'Booking cancelled',
        description:
          answer.refundAmount === '0.00'
            ? 'No refund is due under the cancellation policy.'
            : `${formatMoney(answer.refundAmount)} is on its way back to your card.`,
      });
    },
    onError: (error) =>
      toast({ title: 'Could not cancel the booking', description: error.message, variant: 'destructive' }),
    // Whatever happened (a 409: the vendor answered first), show the booking as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery(userId).queryKey }),
  });
}

/** The customer reports a problem with a booking: a form, as it carries photos. */
export function useReportProblem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, form }: { orderId: string; form: FormData }) =>
      uploadForm<ProblemView>(`/api/orders/${orderId}/problem`, form),
    onSuccess: () =>
      toast({
        title: 'Problem reported',
        description: 'An admin will look at it. The vendor is not paid for this booking until it is settled.',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQuery(userId).queryKey }),
  });
}
