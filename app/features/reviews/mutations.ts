import type { MyReview, ReplyInput, ReviewInput } from '@contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { reviewKeys, vendorReviewsQuery } from './queries';

// The vendor's page, card and directory place move with every review: all of it is asked again.
const VENDORS = ['vendors'] as const;

/** The customer rates a completed booking; the booking's own views then say "You rated this". */
export function useCreateReview(userId: string, order: { id: string; vendorId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => post<MyReview>(`/api/orders/${order.id}/review`, input),
    onSuccess: () => {
      toast({ title: 'Thank you for your review', description: 'It now shows on the vendor’s page.' });
      void queryClient.invalidateQueries({ queryKey: VENDORS });
      // As the toast says: the vendor's reviews this phone keeps are asked again now, page open or not,
      // so the page shows the review however it is next opened (on a weak signal, offline). A failed
      // fetch leaves them marked out of date above, for the page to ask when it opens.
      const reviews = vendorReviewsQuery(order.vendorId);
      if (queryClient.getQueryData(reviews.queryKey))
        void queryClient.fetchInfiniteQuery({ ...reviews, staleTime: 0 }).catch(() => undefined);
    },
    onError: (error) =>
      toast({ title: 'Could not send your review', description: error.message, variant: 'destructive' }),
    // A 409 (reviewed from another phone) shows the review that is there.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', userId, 'orders'] }),
  });
}

/** The vendor's one reply to a review. */
export function useReplyToReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: ReplyInput & { reviewId: string }) =>
      post<unknown>(`/api/vendor/reviews/${reviewId}/reply`, { body }),
    onSuccess: () => {
      toast({ title: 'Reply posted', description: 'It shows under the review on your page.' });
      void queryClient.invalidateQueries({ queryKey: VENDORS });
    },
    onError: (error) =>
      toast({ title: 'Could not post your reply', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.own(userId) }),
  });
}

/** An admin hides a review: it leaves the vendor's page and average. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      post<unknown>(`/api/admin/reviews/${reviewId}/hide`, { reason }),
    onSuccess: () => {
      toast({ title: 'Review hidden', description: 'It no longer counts in the vendor’s rating.' });
      void queryClient.invalidateQueries({ queryKey: VENDORS });
    },
    onError: (error) =>
      toast({ title: 'Could not hide the review', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.admin }),
  });
}
