import { Icon } from '~/components/ui/icons';

/** Stars (the floor of the rating filled, out of 5), the number, and optionally the review count. */
export function Rating({ value, reviews }: { value: number; reviews?: number }) {
  const filled = Math.floor(value);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="flex text-sunset-600" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon
            key={star}
            name="star"
            className={`h-4 w-4 ${star <= filled ? 'fill-current' : 'text-line'}`}
            strokeWidth={1.5}
          />
        ))}
      </span>
      <span className="font-semibold text-ink">
        {value.toFixed(1)}
        <span className="sr-only"> out of 5 stars</span>
      </span>
      {reviews !== undefined && <span className="text-muted">{reviews} reviews</span>}
    </p>
  );
}
