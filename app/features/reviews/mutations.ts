import type { MyReview, ReplyInput, ReviewInput } from '@contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { post } from '~/lib/api';
import { reviewKeys } from './queries';

// The vendor's page, card and directory place move with every review: all of it is asked again.
const VENDORS = ['vendors'] as const;

/** The customer rates a completed booking; the booking's own views then say "You rated this". */
export function useCreateReview(userId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => post<MyReview>(`/api/orders/${orderId}/review`, input),
    onSuccess: () => {
      toast({ title: 'Thank you for your review', description: 'It now shows on the vendor’s page.' });
      void queryClient.invalidateQueries({ queryKey: VENDORS });
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
