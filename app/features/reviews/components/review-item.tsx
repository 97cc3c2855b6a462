import type { ReviewView } from '@contracts/reviews';
import type { ReactNode } from 'react';
import { PhotoStrip } from '~/components/photo-strip';
import { Icon } from '~/components/ui/icons';
import { ReviewStars } from './review-stars';

/** One review: stars, who and what, the words, and the vendor's reply; `children` adds actions below. */
export function ReviewItem({
  review,
  replyLabel = 'Reply from the vendor',
  children,
}: {
  review: ReviewView;
  replyLabel?: string;
  children?: ReactNode;
}) {
  return (
    <article className="space-y-2 border-b border-line py-4 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        <span className="font-semibold text-ink">{review.author}</span>
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-pine-50 px-2 py-0.5 text-xs font-semibold text-pine-800">
            <Icon name="check" aria-hidden="true" className="h-3.5 w-3.5" />
            Verified booking
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        {review.eventType} · {review.month}
      </p>
      <p className="whitespace-pre-line break-words text-ink">{review.comment}</p>
      <PhotoStrip
        title={`Photos from ${review.author}'s review`}
        photos={review.photos.map((photo, i) => ({
          ...photo,
          alt: `Photo ${i + 1} of ${review.photos.length} from ${review.author}'s review`,
        }))}
      />
      {review.reply && (
        <div className="ml-3 rounded-lg border-l-4 border-pine-700 bg-pine-50 p-3">
          <p className="text-sm font-semibold text-pine-800">{replyLabel}</p>
          <p className="whitespace-pre-line break-words text-ink">{review.reply.body}</p>
        </div>
      )}
      {children}
    </article>
  );
}
