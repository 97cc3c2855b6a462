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

/** How long a read and a write may take before they count as unanswered (ADR 0007). */
export const READ_DEADLINE_MS = 15_000;
export const WRITE_DEADLINE_MS = 20_000;
/** The service worker's mark on an answer from the phone's store: when it was saved (sw.ts). */
export const STORE_SAVED_AT = 'x-store-saved-at';

/** No answer before the deadline: the server may or may not have the request (a write keeps its id). */
export class NoAnswerError extends Error {
  constructor() {
    super('The connection is too weak to reach the server. Try again.');
  }
}

/** What an online-only action says when its request passed its deadline, instead of spinning on. */
export const tooWeakTo = (action: string) => `The connection is too weak to ${action}. Try again.`;

const isDeadline = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * One request to our API, cookies always: the raw answer, for callers that read its headers. Every
 * request has a deadline, and what it meets (an answer, the phone's store, no network, no answer in
 * time) is told to the connectivity model, which every notice and online-only action reads.
 */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const model = connection();
  const read = (init.method ?? 'GET') === 'GET';
  const deadline = AbortSignal.timeout(read ? READ_DEADLINE_MS : WRITE_DEADLINE_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  const slow = model && setTimeout(model.slow, SLOW_MS);
  try {
    const response = await transport(path, { credentials: 'include', ...init, signal });
    const savedAt = Number(response.headers.get(STORE_SAVED_AT));
    if (savedAt > 0) model?.servedFromStore(savedAt);
    else model?.answered();
    return response;
  } catch (error) {
    // The caller gave up (a screen closed): that says nothing about the network.
    if (init.signal?.aborted && !deadline.aborted) throw error;
    model?.failed(deadline.aborted ? 'deadline' : 'network');
    throw deadline.aborted || isDeadline(error) ? new NoAnswerError() : error;
  } finally {
    clearTimeout(slow ?? undefined);
  }
}

/** Every call to our API: JSON in and out (SPEC section 7). `signal` lets a caller give up waiting. */
export async function api<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await request(path, {
    method,
    signal,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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
