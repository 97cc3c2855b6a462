import * as v from 'valibot';
import { decimalToCents } from './money';

// Not in money.ts: that file opens every page, and only the service and offer forms need this.

/**
 * The least a service or an offer may cost. A free one would be a booking nobody paid for, and a
 * paid booking is what a verified review stands on (docs/decisions.md).
 */
const MIN_PRICE_CENTS = 100;

/** A price field's floor, for services and offers alike. */
export const atLeastMinPrice = () =>
  v.check((value: string) => (decimalToCents(value) ?? 0) >= MIN_PRICE_CENTS, 'Price must be at least $1.00');
