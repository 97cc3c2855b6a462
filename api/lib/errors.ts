import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contracts/errors';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = 'error',
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, message, 'bad_request', fields);
export const unauthorized = (message = 'Please sign in first') => new ApiError(401, message, 'unauthorized');
export const forbidden = (message = 'You are not allowed to do that') =>
  new ApiError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new ApiError(404, message, 'not_found');
export const conflict = (message: string) => new ApiError(409, message, 'conflict');
