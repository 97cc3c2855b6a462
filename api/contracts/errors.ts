import type { PriceChange } from './price-change';

/** Every non-2xx answer of the API (DESIGN.md, Contracts). */
export type ErrorBody = {
  message: string;
  code: string;
  fields?: Record<string, string>;
  /** With code price_changed on an add to the cart: the price the customer saw and the price now. */
  priceChange?: PriceChange;
};
