import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Executor } from '../db/client';
import { greatest } from '../db/dialect';
import { loginAttempts } from '../db/schema';
import { ApiError } from './errors';

/** A 429 that knows when to come back: the route copies it into Retry-After. */
export class ThrottledError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'throttled');
  }
}

/** Runs a throttled step, telling a refused client when to retry (the error handler keeps the header). */
export async function withRetryAfter<T>(c: Context, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ThrottledError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * How long a counter remembers. A fixed window counts from its first attempt; a quiet window
 * (`sinceLast`) is forgotten only once no attempt has come for `ms`, so a slow, steady attack
 * never gets its count back to zero.
 */
export type CounterWindow = { ms: number; sinceLast?: boolean };

export type LiveCounter = { failures: number; windowEndsAt: number; lastAttemptAt: number };

type Row = typeof loginAttempts.$inferSelect;

function anchor(row: Row, window: CounterWindow): number {
  return Date.parse(window.sinceLast ? (row.lastAttemptAt ?? row.windowStartedAt) : row.windowStartedAt);
}

async function read(db: Executor, key: string): Promise<Row | undefined> {
  return await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();
}

/** The counter as it stands now, or null when it is empty or its window has passed. */
export async function liveCounter(
  db: Executor,
  key: string,
  window: CounterWindow,
  now: Date,
): Promise<LiveCounter | null> {
  const row = await read(db, key);
  if (!row || row.failures <= 0) return null;
  const windowEndsAt = anchor(row, window) + window.ms;
  if (now.getTime() >= windowEndsAt) return null;
  return {
    failures: row.failures,
    windowEndsAt,
    lastAttemptAt: Date.parse(row.lastAttemptAt ?? row.windowStartedAt),
  };
}

/** Counts one attempt. Callers run it in the transaction of their check, so no request slips between. */
export async function bump(db: Executor, key: string, window: CounterWindow, now: Date): Promise<void> {
  const live = await liveCounter(db, key, window, now);
  const at = now.toISOString();
  const values = live
    ? { failures: live.failures + 1, lastAttemptAt: at }
    : { failures: 1, windowStartedAt: at, lastAttemptAt: at };
  await db
    .insert(loginAttempts)
    .values({ key, windowStartedAt: at, ...values })
    .onConflictDoUpdate({ target: loginAttempts.key, set: values })
    .run();
}

/** Takes back one attempt counted by `bump` (it turned out not to be a failure). */
export async function undo(db: Executor, key: string): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: greatest(sql`${loginAttempts.failures} - 1`, 0) })
    .where(eq(loginAttempts.key, key))
    .run();
}

/** Marks a key as seen now (a counter with no failures): an address the owner signed in from. */
export const REMEMBERED_PREFIX = 'known:';
export const REMEMBER_MS = 30 * 24 * 60 * 60_000;

export async function remember(db: Executor, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(loginAttempts)
    .values({ key, failures: 0, windowStartedAt: at, lastAttemptAt: at })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: { failures: 0, windowStartedAt: at, lastAttemptAt: at },
    })
    .run();
}

export async function remembered(db: Executor, key: string, now: Date): Promise<boolean> {
  const row = await read(db, key);
  return !!row && now.getTime() - Date.parse(row.lastAttemptAt ?? row.windowStartedAt) < REMEMBER_MS;
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key)).run();
}

// Every counter's window is at most an hour, so a row idle for a day only takes space; attempts
// against made-up emails would otherwise leave one row each forever. Swept at most once a minute.
const IDLE_MS = 24 * 60 * 60_000;
let lastSweep = 0;

export async function sweepIdle(db: Executor, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastSweep) < 60_000) return;
  lastSweep = now.getTime();
  const lastSeen = sql`coalesce(${loginAttempts.lastAttemptAt}, ${loginAttempts.windowStartedAt})`;
  const idleSince = new Date(now.getTime() - IDLE_MS).toISOString();
  const forgottenSince = new Date(now.getTime() - REMEMBER_MS).toISOString();
  await db
    .delete(loginAttempts)
    .where(
      sql`(${loginAttempts.key} not like ${`${REMEMBERED_PREFIX}%`} and ${lastSeen} < ${idleSince}) or ${lastSeen} < ${forgottenSince}`,
    )
    .run();
}

export const secondsUntil = (ms: number, now: Date) => Math.max(1, Math.ceil((ms - now.getTime()) / 1000));

export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
