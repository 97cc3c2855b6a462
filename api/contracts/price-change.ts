import * as v from 'valibot';
import { decimalToCents, formatMoney } from './money';

// Issue 27: never show a price it will not charge. These are the words of every price change, said
// alike by the server's refusals (which an offline outbox shows as they are) and by the screens.

/** The machine-readable code of a refusal because a price moved since the customer saw it. */
export const PRICE_CHANGED_CODE = 'price_changed';

/** A price the customer saw and the price now, two-place decimal strings; `unit` as the service says it. */
export type PriceChange = { was: string; now: string; unit: string | null };

/** "was $24.00, now $26.00 per person" */
export const wasNow = ({ was, now, unit }: PriceChange): string =>
  `was ${formatMoney(was)}, now ${formatMoney(now)}${unit ? ` ${unit}` : ''}`;

/** "Price changed", or "Prices changed" for several. */
export const priceChangedTitle = (count: number): string => `${count === 1 ? 'Price' : 'Prices'} changed`;

/** "Price changed: was $24.00, now $26.00 per person": the add-to-cart refusal and its notice. */
export const priceChangedMessage = (change: PriceChange): string =>
  `${priceChangedTitle(1)}: ${wasNow(change)}`;

/** A cart line whose service the vendor repriced since it was added. */
export type RepricedLine = { name: string; change: PriceChange };

/** "Price changed: Smokehouse - BBQ Buffet was $740.00, now $800.00. Confirm the new price to pay." */
export function pricesChangedMessage(lines: readonly RepricedLine[]): string {
  const each = lines.map((line) => `${line.name} ${wasNow(line.change)}`).join('; ');
  const which = lines.length === 1 ? 'price' : 'prices';
  return `${priceChangedTitle(lines.length)}: ${each}. Confirm the new ${which} to pay.`;
}

/** A price the customer saw, as the wire carries it ("24.00"). */
export const seenPriceSchema = v.pipe(
  v.string('Price must be an amount like 24.00'),
  v.check((value) => decimalToCents(value) !== null, 'Price must be an amount like 24.00'),
);
