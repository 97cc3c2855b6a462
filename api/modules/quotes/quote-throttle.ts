import type { Executor } from '../../db/client';
import {
  bump,
  type CounterWindow,
  liveCounter,
  secondsUntil,
  sweepIdle,
  ThrottledError,
  waitPhrase,
} from '../../lib/attempt-counters';

// Policy (docs/decisions.md): a quote request e-mails every vendor it reaches and anyone may send one
// signed out, so new requests are counted per client address and per e-mail. Someone asking a few
// vendors in an evening stays well under; a script sending the form on a loop does not.
export const QUOTE_LIMITS = {
  perAddress: 10,
  perEmail: 5,
  window: { ms: 60 * 60_000 } satisfies CounterWindow,
} as const;

/**
 * Counts one new request, or refuses it with a 429 that says when to come back. The caller runs it
 * in the transaction that writes the request: parallel requests cannot all read a free counter, and a
 * request refused later (an unknown vendor) rolls its count back.
 */
export async function countQuoteRequest(
  db: Executor,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  await sweepIdle(db, now);
  const limits = [
    { key: `quote-ip:${address}`, limit: QUOTE_LIMITS.perAddress, from: ' from your network' },
    { key: `quote-email:${email.toLowerCase()}`, limit: QUOTE_LIMITS.perEmail, from: ' for this e-mail' },
  ];
  for (const { key, limit, from } of limits) {
    const counted = await liveCounter(db, key, QUOTE_LIMITS.window, now);
    if (counted && counted.failures >= limit) {
      const seconds = secondsUntil(counted.windowEndsAt, now);
      throw new ThrottledError(
        `Too many quote requests${from}. Please wait ${waitPhrase(seconds)} and try again.`,
        seconds,
      );
    }
  }
  for (const { key } of limits) await bump(db, key, QUOTE_LIMITS.window, now);
}
