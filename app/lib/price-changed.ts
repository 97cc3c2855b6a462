import { PRICE_CHANGED_CODE } from '@contracts/price-change';
import { HttpError } from './api';

/**
 * The server refused because a price moved since the customer saw it (409 price_changed): the screen
 * that sent it shows both prices and asks, rather than a toast of the refusal.
 */
export const isPriceChanged = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.code === PRICE_CHANGED_CODE;
