import { bookingWhen, cancellationPolicy } from '@contracts/cancellation';
import type { CartView } from '@contracts/cart';
import { Link } from '@tanstack/react-router';

/**
 * Issue 29 item 7: before paying, each line's cancellation policy in its own days (Terms, section
 * 8), by its vendor's policy (issue 30), beside the Pay button. The receipt repeats the same sentences from the same function.
 */
export function CancellationTerms({ items, now }: { items: CartView['items']; now: Date }) {
  return (
    <section
      aria-labelledby="cancel-terms"
      className="rounded-lg bg-pine-50 p-3 text-sm"
      data-testid="cancel-terms"
    >
      <h3 id="cancel-terms" className="font-semibold text-pine-800">
        If you cancel
      </h3>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <span className="font-medium">{item.itemName}: </span>
            {cancellationPolicy(
              item.cancellationPolicy,
              bookingWhen(item.selectedDate, item.selectedTime),
              now,
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted">
        A request the vendor declines, or that expires, is never charged.{' '}
        <Link to="/terms" className="underline underline-offset-2">
          Terms, section 8
        </Link>
      </p>
    </section>
  );
}
