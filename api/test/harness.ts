import { type App, type AppOptions, createApp } from '../app';
import type { PublicUser } from '../contracts/auth';
import type { Db } from '../db/client';
import { afterAnswersDone } from '../lib/after-answer';
import type { Clock } from '../lib/clock';
import { createLocalProvider } from '../payments/local';
import { makeAdmin } from './fixtures';
import { openTestDatabase } from './test-database';

export const ORIGIN = 'http://localhost';

/** A settable clock, so tests move time instead of waiting for it. */
export function testClock(
  start = '2026-11-23T12:00:00.000Z',
): Clock & { set: (iso: string) => void; advance: (ms: number) => void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A fresh app on its own empty database (in-memory SQLite; PostgreSQL under `npm run test:pg`), spoken
 * to over HTTP as a browser would; `options` add to it.
 */
export async function makeTestApp(options: Partial<Omit<AppOptions, 'db' | 'clock' | 'payments'>> = {}) {
  const db = await openTestDatabase();
  const clock = testClock();
  const payments = createLocalProvider(db, clock);
  const app = await createApp({ db, clock, payments, publicOrigin: ORIGIN, ...options });
  return { app, db, clock, payments };
}

type CallOptions = { body?: unknown; rawBody?: string; headers?: Record<string, string> };

/** A browser-like client: keeps its session cookie and sends our Origin on writes. */
export class Client {
  cookie = '';
  constructor(readonly app: App) {}

  async call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await this.app.request(`${ORIGIN}${path}`, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers, setCookie };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body === undefined ? {} : { body });
  delete = (path: string) => this.call('DELETE', path);
}

let counter = 0;
/** Registers a new account (unique names per call) and returns its signed-in client. */
export async function signUp(app: App, role: 'customer' | 'vendor' | 'worker' = 'customer', extra = {}) {
  counter += 1;
  const client = new Client(app);
  const input = {
    username: `user${counter}_${role}`,
    email: `user${counter}.${role}@example.com`,
    password: 'correct horse battery',
    role,
    firstName: 'Test',
    lastName: `User${counter}`,
    ...extra,
  };
  const response = await client.post('/api/register', input);
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.json)}`);
  return { client, user: response.json as PublicUser, input };
}

/** Registers a new account and makes it an admin, as an operator does in the database. */
export async function signUpAdmin(app: App, db: Db) {
  const signedUp = await signUp(app);
  await makeAdmin(db, signedUp.user.id);
  return signedUp;
}

/** A JSON POST as it arrives from one client address (the node server reads it from the socket). */
export async function postFrom(app: App, path: string, body: unknown, address: string) {
  const res = await app.request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: res.status,
    json: (await res.json()) as { message: string; code: string; fields?: Record<string, string> },
    retryAfter: res.headers.get('retry-after'),
  };
}

/** Lets work that waits for the answer to leave (api/lib/after-answer.ts) run to its end. */
export const afterAnswers = afterAnswersDone;
