import type { AdminReviewView } from '@contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { ReasonField } from '~/components/ui/reason-field';
import { useHideReview } from '../mutations';
import { adminReviewsQuery } from '../queries';
import { ReviewItem } from './review-item';

/** The admin console's Reviews tab: the latest 50, to hide what breaks the rules (with a reason). */
export function AdminReviews({ online }: { online: boolean }) {
  const reviews = useQuery(adminReviewsQuery());
  if (reviews.isPending) return <Spinner label="Loading reviews" />;
  if (!reviews.data)
    return <LoadError what="reviews" error={reviews.error ?? new Error('Not loaded')} online={online} />;
  if (reviews.data.length === 0) return <EmptyState title="No reviews yet." />;
  return (
    <ul aria-label="Latest reviews" className="space-y-3">
      {reviews.data.map((review) => (
        <li key={review.id} className="rounded-xl border border-line bg-white px-4">
          <ReviewItem review={review}>
            <p className="text-sm text-muted">For {review.vendorName}</p>
            {review.hiddenAt ? (
              <p className="text-sm font-medium text-danger">Hidden: {review.hiddenReason}</p>
            ) : (
              <HideReview review={review} />
            )}
          </ReviewItem>
        </li>
      ))}
    </ul>
  );
}

function HideReview({ review }: { review: AdminReviewView }) {
  const [reason, setReason] = useState('');
  const hide = useHideReview();
  return (
    <ConfirmButton
      label={hide.isPending ? 'Hiding…' : 'Hide review'}
      ariaLabel={`Hide the review by ${review.author} of ${review.vendorName}`}
      title="Hide this review?"
      description="It leaves the vendor's page and no longer counts in their rating."
      confirmLabel="Hide review"
      confirmDisabled={reason.trim() === ''}
      disabled={hide.isPending}
      onConfirm={() => hide.mutate({ reviewId: review.id, reason })}
    >
      <ReasonField label="Why (kept with the review)" value={reason} onChange={setReason} required />
    </ConfirmButton>
  );
}
