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

// A refused sign-up says the email (or username) is taken, which is what an enumerator wants to
// learn; each address may hear it a few times an hour, then every sign-up from it waits, so the
// answer for a free email and a taken one is the same 429 (docs/decisions.md).
export const REGISTER_REFUSALS = { limit: 10, window: { ms: 60 * 60_000 } satisfies CounterWindow };

const keyFor = (address: string) => `register:${address}`;

export async function assertMayRegister(db: Executor, address: string, now: Date): Promise<void> {
  await sweepIdle(db, now);
  const refused = await liveCounter(db, keyFor(address), REGISTER_REFUSALS.window, now);
  if (refused && refused.failures >= REGISTER_REFUSALS.limit) {
    const seconds = secondsUntil(refused.windowEndsAt, now);
    throw new ThrottledError(
      `Too many sign-up attempts from your network. Please wait ${waitPhrase(seconds)} and try again.`,
      seconds,
    );
  }
}

export async function countRefusal(db: Executor, address: string, now: Date): Promise<void> {
  await bump(db, keyFor(address), REGISTER_REFUSALS.window, now);
}
