import type { AcceptPricesInput, AddCartItemInput, CartView } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { del, post } from '~/lib/api';
import { isPriceChanged } from '~/lib/price-changed';
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
    onError: (error) => {
      if (!isPriceChanged(error))
        toast({ title: 'Failed to add to cart', description: error.message, variant: 'destructive' });
    },
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

/**
 * The customer takes the new prices of lines the vendor repriced, as they were shown them. A price
 * that moved again meanwhile is refused: the cart is asked again so the screen shows the latest.
 */
export function useAcceptPrices(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AcceptPricesInput['items']) => post<CartView>('/api/cart/accept-prices', { items }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all(userId), cart),
    onError: (error) => {
      if (isPriceChanged(error)) void queryClient.invalidateQueries({ queryKey: cartKeys.all(userId) });
      toast({ title: 'Prices not accepted', description: error.message, variant: 'destructive' });
    },
  });
}
