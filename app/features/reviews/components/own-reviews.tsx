import { type OwnReviewView, REPLY_MAX, replyInputSchema } from '@contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { Field, inputClass } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useForm } from '~/lib/use-form';
import { useReplyToReview } from '../mutations';
import { ownReviewsQuery } from '../queries';
import { ReviewItem } from './review-item';

/** The vendor dashboard's Reviews tab: what customers wrote, newest first, each with its one reply. */
export function OwnReviews({ userId, online }: { userId: string; online: boolean }) {
  const reviews = useQuery(ownReviewsQuery(userId));
  if (reviews.isPending) return <Spinner label="Loading your reviews" />;
  if (!reviews.data)
    return <LoadError what="your reviews" error={reviews.error ?? new Error('Not loaded')} online={online} />;
  if (reviews.data.length === 0)
    return (
      <EmptyState title="No reviews yet">
        <p>Customers can review a booking once it is completed.</p>
      </EmptyState>
    );
  const several = new Set(reviews.data.map((r) => r.vendorId)).size > 1;
  return (
    <ul aria-label="Your reviews" className="space-y-3">
      {reviews.data.map((review) => (
        <li key={review.id} className="rounded-xl border border-line bg-white px-4">
          <ReviewItem review={review} replyLabel="Your reply">
            {several && <p className="text-sm text-muted">For {review.vendorName}</p>}
            {review.hidden && (
              <p className="text-sm font-medium text-danger">Hidden by the site: it is not on your page.</p>
            )}
            {!review.reply && !review.hidden && <ReplyForm userId={userId} review={review} />}
          </ReviewItem>
        </li>
      ))}
    </ul>
  );
}

function ReplyForm({ userId, review }: { userId: string; review: OwnReviewView }) {
  const form = useForm({ body: '' });
  const reply = useReplyToReview(userId);
  const send = () => {
    const input = form.check(replyInputSchema);
    if (input) reply.mutate({ reviewId: review.id, ...input }, { onError: form.failFrom });
  };
  return (
    <form {...form.formProps(send)} className="space-y-2 pt-1">
      <Field
        label={`Reply to ${review.author}`}
        error={form.errors.body}
        hint="Shown under the review on your page."
      >
        {(field) => (
          <textarea
            {...field}
            {...form.control('body')}
            className={`${inputClass} min-h-20`}
            maxLength={REPLY_MAX}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={reply.isPending}>
        {reply.isPending ? 'Posting…' : 'Post reply'}
      </Button>
    </form>
  );
}
