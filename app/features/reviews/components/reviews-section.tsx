import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/icons';
import { vendorReviewsQuery } from '../queries';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

/**
 * The vendor page's reviews (#reviews, where a review's notification opens): the summary, the newest
 * reviews and "Show more". Every review is from a completed booking on this site.
 */
export function ReviewsSection({ vendorId }: { vendorId: string }) {
  const query = useInfiniteQuery(vendorReviewsQuery(vendorId));
  const pages = query.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const reviews = pages.flatMap((page) => page.reviews);
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="scroll-mt-20 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="reviews-heading" className="mb-4 text-xl font-semibold text-pine-800">
        Reviews
      </h2>
      {summary ? (
        summary.count === 0 ? (
          <p className="text-muted">
            No reviews yet. Reviews come from customers who completed a booking with this vendor.
          </p>
        ) : (
          <>
            <ReviewSummary summary={summary} />
            <div className="mt-4 border-t border-line">
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </div>
            {query.hasNextPage && (
              <Button
                variant="outline"
                className="mt-2 w-full sm:w-auto"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading more reviews…' : 'Show more reviews'}
              </Button>
            )}
            {query.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-danger">
                Could not load more reviews: {query.error?.message}
              </p>
            )}
          </>
        )
      ) : query.isPending ? (
        <Spinner label="Loading reviews" />
      ) : (
        <p className="text-muted">
          Reviews could not be loaded{query.error ? `: ${query.error.message}` : ''}. They show once this page
          is opened online.
        </p>
      )}
    </section>
  );
}
