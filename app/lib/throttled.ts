import { HttpError } from './api';

// Its own file, not api.ts: only screens that send throttled writes need it, and api.ts opens `/`.

/** The server was reached and said "not so many, wait": its sentence says how long. */
export const isThrottled = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 429;
