import type { ErrorBody } from '@contracts/errors';

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

/** One request to our API, cookies always: the raw answer, for callers that read its headers. */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return transport(path, { credentials: 'include', ...init });
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
