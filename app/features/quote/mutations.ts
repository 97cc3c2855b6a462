import type { CartView } from '@contracts/cart';
import type { CustomerOfferView } from '@contracts/offers';
import type { QuoteRequestInput, QuoteRequestView } from '@contracts/quotes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { isThrottled } from '~/lib/throttled';
import type { SendResult } from '~/offline/outbox-registry';
import { sendOrQueue } from '~/offline/sync-handle';
import { myQuotesQuery } from './queries';

type Submission = { input: QuoteRequestInput & { id: string }; label: string; userId: string | null };

/**
 * Sends a quote request now, or keeps it in the outbox when there is no signal (DESIGN.md). The
 * toasts are SPEC section 8's; a queued request says it will go when the phone is back online.
 */
export function useSubmitQuote() {
  return useMutation({
    mutationFn: ({ input, label, userId }: Submission): Promise<SendResult<QuoteRequestView>> =>
      sendOrQueue('quote', input, label, userId),
    onSuccess: (result) => {
      if (result.status === 'queued') {
        toast({
          title: 'Saved offline',
          description: 'Your quote request will be sent when you are back online.',
        });
      } else {
        toast({
          title: 'Quote Request Submitted!',
          description: "We'll contact you within 24 hours with a custom quote.",
        });
      }
    },
    onError: (error) =>
      toast({
        title: 'Error',
        // Over the limit the server says when to try again; "try again" alone would invite a loop.
        description: isThrottled(error) ? error.detail : 'Failed to submit quote request. Please try again.',
        variant: 'destructive',
      }),
  });
}

/**
 * Books an offer into the cart (online only: the server prices it and checks the vendor's day). The
 * answer is the whole cart, handed to `onBooked` so the route puts it where the cart is kept.
 */
export function useBookOffer(userId: string, onBooked: (cart: CartView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => post<CartView>(`/api/offers/${encodeURIComponent(offerId)}/book`, {}),
    onSuccess: (cart) => {
      onBooked(cart);
      toast({ title: 'Added to cart!', description: 'View your cart to proceed to checkout' });
    },
    onError: (error) => {
      toast({ title: 'Could not book this offer', description: error.message, variant: 'destructive' });
      // The offer may have been withdrawn or booked meanwhile: show how it stands now.
      void queryClient.invalidateQueries({ queryKey: myQuotesQuery(userId).queryKey });
    },
  });
}

/**
 * Declines an offer (online only, like booking), with the reason when one was given. Either way the
 * list is read again: declined, or how the offer stands now if it changed meanwhile.
 */
export function useDeclineOffer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, reason }: { offerId: string; reason: string }) =>
      post<CustomerOfferView>(`/api/offers/${encodeURIComponent(offerId)}/decline`, reason ? { reason } : {}),
    onSuccess: (offer) =>
      toast({ title: 'Offer declined', description: `${offer.vendorName} will see that you declined it.` }),
    onError: (error) =>
      toast({ title: 'Could not decline this offer', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myQuotesQuery(userId).queryKey }),
  });
}
