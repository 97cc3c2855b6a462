import type { CartView } from '@contracts/cart';
import type { BookPlanInput } from '@contracts/event-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError, post } from '~/lib/api';
import { reason } from './mutations';
import { eventKeys, eventPath } from './queries';

/**
 * Step 4: the reviewed lines into the cart in one call, each with the price the host saw (their
 * consent, never what is charged). A price that moved since (409) brings the review back, redrawn.
 * `onBooked` gets the cart: the route keeps it where the cart screen reads it and goes there.
 */
export function useBookPlan(userId: string, eventId: string, onBooked: (cart: CartView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookPlanInput) => post<CartView>(`${eventPath(eventId)}/book`, input),
    onSuccess: (cart) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(userId, eventId) });
      toast({ title: 'Added to cart!', description: 'View your cart to proceed to checkout' });
      onBooked(cart);
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: eventKeys.review(userId, eventId) });
      toast({ title: 'Failed to add to cart', description: reason(error), variant: 'destructive' });
    },
  });
}
