import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contracts/errors';
import {
  PRICE_CHANGED_CODE,
  type PriceChange,
  priceChangedMessage,
  pricesChangedMessage,
  type RepricedLine,
} from '../contracts/price-change';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = 'error',
    readonly fields?: Record<string, string>,
    /** More of the body, for a client that acts on the refusal (the prices of a price change). */
    readonly extra?: Pick<ErrorBody, 'priceChange'>,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    const body: ErrorBody = { message: this.message, code: this.code, ...this.extra };
    return this.fields ? { ...body, fields: this.fields } : body;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, message, 'bad_request', fields);
export const unauthorized = (message = 'Please sign in first') => new ApiError(401, message, 'unauthorized');
export const forbidden = (message = 'You are not allowed to do that') =>
  new ApiError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new ApiError(404, message, 'not_found');
export const conflict = (message: string) => new ApiError(409, message, 'conflict');
/** A price the customer saw is not the price now: never charged without them seeing both. */
export const priceChanged = (change: PriceChange) =>
  new ApiError(409, priceChangedMessage(change), PRICE_CHANGED_CODE, undefined, { priceChange: change });
/** Cart lines repriced since they were added, refused at checkout until the customer accepts them. */
export const pricesChanged = (lines: readonly RepricedLine[]) =>
  new ApiError(409, pricesChangedMessage(lines), PRICE_CHANGED_CODE);
