import type { OfferInput, VendorOfferView } from '@contracts/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { vendorKeys } from './queries';

export type OfferSubmission = { quoteId: string; input: OfferInput };

/** Sends an offer on a lead; the list is fetched again, now with the customer's contact details. */
export function useMakeOffer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, input }: OfferSubmission) =>
      post<VendorOfferView>(`/api/vendor/leads/${encodeURIComponent(quoteId)}/offers`, input),
    onSuccess: () => {
      toast({ title: 'Offer sent', description: 'The customer can book it from their quotes.' });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.leads(userId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to send offer', description: error.message, variant: 'destructive' }),
  });
}

export function useWithdrawOffer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      post<VendorOfferView>(`/api/vendor/offers/${encodeURIComponent(offerId)}/withdraw`, {}),
    onSuccess: () => {
      toast({ title: 'Offer withdrawn' });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.leads(userId) });
    },
    onError: (error) => {
      toast({ title: 'Failed to withdraw offer', description: error.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.leads(userId) });
    },
  });
}
