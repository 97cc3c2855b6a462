import type { Db } from '../../db/client';
import {
  bump,
  type CounterWindow,
  clear,
  liveCounter,
  REMEMBERED_PREFIX,
  remember,
  remembered,
  secondsUntil,
  sweepIdle,
  ThrottledError,
  undo,
  waitPhrase,
} from '../../lib/attempt-counters';

// Policy (docs/decisions.md). Hard limits stop one source; the per-email delay slows a spread-out
// attack on one account without ever locking its owner out for long, and never on an address the
// owner has signed in from.
const WINDOW: CounterWindow = { ms: 15 * 60_000 };
export const SIGN_IN_LIMITS = { pair: 5, address: 50 } as const;
export const EMAIL_DELAY = {
  freeFailures: 5,
  capMs: 60_000,
  // The count is forgotten after an hour with no attempt at all.
  memory: { ms: 60 * 60_000, sinceLast: true } satisfies CounterWindow,
};

/** 2 s after the 5th failure, then 4, 8, 16, 32, and 60 s from the 10th on. */
export function emailDelayMs(failures: number): number {
  if (failures < EMAIL_DELAY.freeFailures) return 0;
  const doublings = failures - EMAIL_DELAY.freeFailures + 1;
  return Math.min(2 ** Math.min(doublings, 30) * 1000, EMAIL_DELAY.capMs);
}

const keysFor = (email: string, address: string) => ({
  // Addresses hold no spaces and valid emails none either, so the pair key is unambiguous.
  pair: `pair:${address} ${email}`,
  address: `ip:${address}`,
  email: `email:${email}`,
  known: `${REMEMBERED_PREFIX}${address} ${email}`,
});

const tooMany = (seconds: number, what = '') =>
  new ThrottledError(
    `Too many failed sign-in attempts${what}. Please wait ${waitPhrase(seconds)} and try again.`,
    seconds,
  );

export type SignInAttempt = { succeeded: () => Promise<void> };

/**
 * Counts the attempt as a failure before the password is checked: the check and the count are one
 * transaction, so parallel requests cannot all pass the limit while the hashes run. A success
 * takes the count back.
 */
export async function reserveSignIn(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<SignInAttempt> {
  const keys = keysFor(email, address);
  await db.transaction(async () => {
    await sweepIdle(db, now);
    const pair = await liveCounter(db, keys.pair, WINDOW, now);
    if (pair && pair.failures >= SIGN_IN_LIMITS.pair) throw tooMany(secondsUntil(pair.windowEndsAt, now));
    const fromAddress = await liveCounter(db, keys.address, WINDOW, now);
    if (fromAddress && fromAddress.failures >= SIGN_IN_LIMITS.address)
      throw tooMany(secondsUntil(fromAddress.windowEndsAt, now));
    const forEmail = await liveCounter(db, keys.email, EMAIL_DELAY.memory, now);
    if (forEmail && !(await remembered(db, keys.known, now))) {
      const nextAt = forEmail.lastAttemptAt + emailDelayMs(forEmail.failures);
      if (nextAt > now.getTime()) throw tooMany(secondsUntil(nextAt, now), ' for this email');
    }
    await bump(db, keys.pair, WINDOW, now);
    await bump(db, keys.address, WINDOW, now);
    await bump(db, keys.email, EMAIL_DELAY.memory, now);
  });
  return {
    succeeded: () =>
      db.transaction(async () => {
        await clear(db, keys.pair);
        await undo(db, keys.address);
        await undo(db, keys.email);
        await remember(db, keys.known, now);
      }),
  };
}
