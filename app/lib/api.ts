import type { ErrorBody } from '@contracts/errors';
import { connection } from '~/offline/connection';
import { SLOW_MS } from '~/offline/connectivity';

/** An HTTP failure. Its message is "<status>: <text>" as SPEC section 8 says; `fields` has per-input messages. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's machine-readable reason (ErrorBody.code), e.g. 'job_cancelled'. */
    readonly code?: string,
  ) {
    super(`${status}: ${message}`);
  }

  /** The text after the status, for toasts that show the server's words. */
  get detail(): string {
    return this.message.slice(this.message.indexOf(': ') + 2);
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server renders pages with the API in its own process: it answers our paths with no network hop. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * How long any request may take before it counts as unanswered (ADR 0007): long enough for a slow
 * link that does answer (a first visit at 2 s round trips), short enough that a write on lie-fi is
 * queued, and an online-only action says so, while the person is still looking.
 */
export const DEADLINE_MS = 15_000;
/** The service worker's mark on an answer from the phone's store: when it was saved (sw.ts). */
export const STORE_SAVED_AT = 'x-store-saved-at';

/** No answer before the deadline: the server may or may not have the request (a write keeps its id). */
export class NoAnswerError extends Error {
  constructor() {
    super('The connection is too weak to reach the server. Try again.');
  }
}

/**
 * What an online-only action (pay, accept a job, sign in) says when it failed: past its deadline, that
 * the signal is too weak for it, rather than spinning on; otherwise the error's own words.
 */
export const failureText = (error: Error, action: string) =>
  error instanceof NoAnswerError ? `The connection is too weak to ${action}. Try again.` : error.message;

/**
 * One exchange with our API, cookies always, read by `read` within the deadline. What it meets (an
 * answer, the phone's store, no network, no answer in time) is told to the connectivity model, which
 * every notice and online-only action reads.
 */
async function exchange<T>(
  path: string,
  init: RequestInit,
  read: (response: Response) => Promise<T>,
  deadlineMs = DEADLINE_MS,
): Promise<T> {
  const model = connection();
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new NoAnswerError()), deadlineMs);
  const slow = model && setTimeout(model.slow, SLOW_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  try {
    const response = await transport(path, { credentials: 'include', ...init, signal });
    const savedAt = Number(response.headers.get(STORE_SAVED_AT));
    if (savedAt > 0) model?.servedFromStore(savedAt);
    else model?.answered();
    return await read(response);
  } catch (error) {
    if (deadline.signal.aborted) {
      model?.failed('deadline');
      throw new NoAnswerError();
    }
    // The caller gave up (a screen closed), or the answer could not be read: nothing about the network.
    if (init.signal?.aborted || error instanceof HttpError || error instanceof SyntaxError) throw error;
    model?.failed('network');
    throw error;
  } finally {
    clearTimeout(timer);
    if (slow) clearTimeout(slow);
  }
}

/** One request to our API: the raw answer, for callers that read its headers. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return exchange(path, init, async (response) => response);
}

/** Every call to our API: JSON in and out (SPEC section 7), within `deadlineMs`. */
export function api<T>(method: string, path: string, body?: unknown, deadlineMs = DEADLINE_MS): Promise<T> {
  const init: RequestInit = {
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  return exchange(path, init, readAnswer<T>, deadlineMs);
}

async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (isErrorBody(parsed)) throw new HttpError(response.status, parsed.message, parsed.fields, parsed.code);
    throw new HttpError(response.status, text || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body);
export const del = <T>(path: string) => api<T>('DELETE', path);

/** GET where one status is an answer rather than a failure: null (signed out, no such vendor). */
export async function getOrNull<T>(path: string, nullStatus: 401 | 404): Promise<T | null> {
  try {
    return await get<T>(path);
  } catch (error) {
    if (error instanceof HttpError && error.status === nullStatus) return null;
    throw error;
  }
}
