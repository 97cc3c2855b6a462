import type { AddCartItemInput, CartView } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { del } from '~/lib/api';
import { sendOrQueue } from '~/offline/sync-handle';
import { cartKeys } from './queries';

/** An add-to-cart payload (SPEC section 7) carrying the client-made id the outbox replays with. */
export type AddToCartInput = { payload: AddCartItemInput & { id: string }; label: string };

/**
 * Books now when the network allows, else keeps the booking in the outbox. The answer is the whole
 * cart, so it replaces the cached one and the navbar badge counts the new item without a refetch.
 */
export function useAddToCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, label }: AddToCartInput) => sendOrQueue('cart-item', payload, label, userId),
    onSuccess: (result) => {
      if (result.status === 'sent') {
        queryClient.setQueryData(cartKeys.all(userId), result.data);
        toast({ title: 'Added to cart!', description: 'View your cart to proceed to checkout' });
      } else {
        toast({
          title: 'Saved offline',
          description: 'Your booking will be added to your cart when you are back online.',
        });
      }
    },
    onError: (error) =>
      toast({ title: 'Failed to add to cart', description: error.message, variant: 'destructive' }),
  });
}

export function useRemoveCartItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => del<CartView>(`/api/cart/items/${encodeURIComponent(itemId)}`),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.all(userId), cart);
      toast({ title: 'Item removed from cart' });
    },
    onError: (error) =>
      toast({ title: 'Failed to remove item', description: error.message, variant: 'destructive' }),
  });
}

export function useClearCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del<CartView>('/api/cart'),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.all(userId), cart);
      toast({ title: 'Cart cleared' });
    },
    // The spec leaves this unhandled; saying so beats a button that silently does nothing.
    onError: (error) =>
      toast({ title: 'Failed to clear cart', description: error.message, variant: 'destructive' }),
  });
}
