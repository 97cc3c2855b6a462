import { Icon } from '~/components/ui/icons';

/** A review's stars as a picture, with the number said for screen readers. */
export function ReviewStars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex text-sunset-600">
      <span className="sr-only">Rated {rating} out of 5 stars</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          aria-hidden="true"
          className={`${size} ${star <= rating ? 'fill-current' : 'text-line'}`}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}
