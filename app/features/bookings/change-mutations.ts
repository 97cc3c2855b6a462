import type {
  BookingChangeInput,
  BookingChangeQuote,
  BookingChangeResult,
  BookingChangeView,
} from '@contracts/booking-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { myOrdersQuery } from './queries';

/** What the new terms would cost: asked before the change is sent, never kept. */
export function useChangeQuote(orderId: string) {
  return useMutation({
    mutationFn: (input: BookingChangeInput) =>
      post<BookingChangeQuote>(`/api/orders/${orderId}/change/quote`, input),
  });
}

/** Sends the change, and completes its payment once the card went through (the server asks the provider). */
export function useChangeBooking(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myOrdersQuery(userId).queryKey });
  const told = (change: BookingChangeView) => {
    if (change.status === 'accepted') toast({ title: 'Booking changed' });
    else if (change.status === 'awaiting_vendor') toast({ title: 'Change requested' });
  };
  const failed = (error: Error) =>
    toast({ title: 'Could not change the booking', description: error.message, variant: 'destructive' });
  const send = useMutation({
    mutationFn: (input: BookingChangeInput) =>
      post<BookingChangeResult>(`/api/orders/${orderId}/change`, input),
    onSuccess: (answer) => told(answer.change),
    onError: failed,
    onSettled: refresh,
  });
  const complete = useMutation({
    mutationFn: () => post<BookingChangeView>(`/api/orders/${orderId}/change/complete`),
    onSuccess: told,
    onError: failed,
    onSettled: refresh,
  });
  return { send, complete };
}
