import type { ReviewLineView } from '@contracts/event-plan';
import { decimalToCents } from '@contracts/money';
import { type PriceChange, wasNow } from '@contracts/price-change';

/** Lines step 4 can put in the cart now: ready, or ready at a new price the host is shown. */
export const bookableLines = (lines: readonly ReviewLineView[]) =>
  lines.filter((line) => line.state === 'ready' || line.state === 'changed');

/** A line's price when planned and now, for the event's guests (so no unit). */
export const priceChangeOf = (line: ReviewLineView): PriceChange => ({
  was: line.plannedPrice,
  now: line.price,
  unit: null,
});

/** What a review line says beside its price: what changed, why it cannot be booked, or where it is. */
export function reviewNote(line: ReviewLineView): string | null {
  switch (line.state) {
    case 'changed':
      return wasNow(priceChangeOf(line));
    case 'unavailable':
      return line.problem ?? 'No longer available';
    case 'in_cart':
      return 'In your cart';
    case 'booked':
      return 'Booked';
    default:
      return null;
  }
}

/** "Add 2 services to cart"; one service is said in the singular. */
export const bookLabel = (count: number) => `Add ${count} ${count === 1 ? 'service' : 'services'} to cart`;

/** What the lines about to go in the cart come to, in cents. */
export const bookableTotal = (lines: readonly ReviewLineView[]) =>
  bookableLines(lines).reduce((sum, line) => sum + (decimalToCents(line.price) ?? 0), 0);
