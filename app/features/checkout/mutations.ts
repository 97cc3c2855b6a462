import type { CheckoutIntent, CheckoutResult } from '@contracts/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { failureText, HttpError, post } from '~/lib/api';
import { isPriceChanged } from '~/lib/price-changed';

/**
 * Starts (or, for an unchanged cart, resumes) the payment for the cart's contents. The variable names
 * those contents, so a screen can tell the answer for what the cart holds now from an older one.
 * `onCartMoved` runs on a 409: the cart moved on server-side (an earlier payment went through, or
 * the vendor repriced a line, which the refreshed cart then shows with both prices instead of a toast).
 */
export function useStartCheckout(onCartMoved: () => void, dayPhone: () => string | null) {
  return useMutation({
    mutationFn: (_contents: string) =>
      post<CheckoutIntent>('/api/cart/checkout', { contactPhone: dayPhone() }),
    // The client secret leaves memory with the screen, as nothing else should reuse or keep it.
    gcTime: 0,
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) onCartMoved();
      if (isPriceChanged(error)) return;
      toast({
        title: 'Checkout error',
        description: failureText(error, 'start the payment') || 'Failed to initialize payment',
        variant: 'destructive',
      });
    },
  });
}

/**
 * A phone for the day changed after the payment started: the same cart asks again, which keeps its
 * payment (and the card form) and stores the newer phone with it.
 */
export function useSaveDayPhone() {
  return useMutation({
    mutationFn: (contactPhone: string | null) => post<CheckoutIntent>('/api/cart/checkout', { contactPhone }),
    onError: (error) =>
      toast({
        title: 'Phone not saved',
        description: failureText(error, 'save the phone for the day'),
        variant: 'destructive',
      }),
  });
}

/**
 * Tells the server the payment went through. It completes only what the provider confirms, so
 * asking twice (a reload of the success screen) is harmless: exactly once.
 */
export function useCompleteCheckout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartId: string) => post<CheckoutResult>('/api/checkout/complete', { cartId }),
    // Not awaited: the success screen shows at once while the cart, bookings and jobs refetch behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['user', userId] }),
    onError: (error) =>
      toast({
        title: 'Payment failed',
        description: failureText(error, 'confirm the payment'),
        variant: 'destructive',
      }),
  });
}
