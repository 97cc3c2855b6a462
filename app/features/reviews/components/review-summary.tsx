import { STARS, type ReviewSummary as Summary } from '@contracts/reviews';
import { ReviewStars } from './review-stars';

/** The average, the count and one bar per star, most stars first, as on any review site. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const average = Number(summary.average);
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div>
        <p className="text-4xl font-bold text-ink">
          {average.toFixed(1)}
          <span className="sr-only"> out of 5 stars</span>
        </p>
        <ReviewStars rating={Math.floor(average)} size="h-5 w-5" />
        <p className="text-sm text-muted">
          {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul aria-label="Reviews by stars" className="space-y-1">
        {[...STARS].reverse().map((star) => {
          const n = summary.distribution[star];
          const share = summary.count === 0 ? 0 : Math.round((n / summary.count) * 100);
          return (
            <li key={star} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span>
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-pine-50" aria-hidden="true">
                <span className="block h-full rounded-full bg-sunset-600" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-muted">
                {n}
                <span className="sr-only"> {n === 1 ? 'review' : 'reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
