import type { Db } from '../db/client';
import { outgoingTexts } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { processHolder } from '../lib/job-lease';
import { afterFailure, drainDue } from '../lib/retry-queue';
import { claimOldest, stillClaimed } from '../lib/row-claims';
import { PermanentSmsError, type SmsTransport } from './transport';

export type SmsDispatcher = ReturnType<typeof createSmsDispatcher>;

/**
 * Sends queued texts in the background, oldest first, one at a time. A failure (no network, a 5xx,
 * Twilio's 429) retries with backoff (30 s doubling to 6 hours, ten tries); a 4xx refusal (an invalid
 * number, a recipient who replied STOP) fails at once. A text is marked sent only after the provider
 * took it, so a crash in between sends it again on restart: a rare duplicate beats a lost reminder.
 * Each text is claimed before it is sent, so several app instances draining the queue send it once.
 */
export function createSmsDispatcher(deps: {
  db: Db;
  clock: Clock;
  transport: SmsTransport;
  /** Who claims the texts it sends: this process, unless a test plays another instance. */
  holder?: string;
}) {
  const { db, clock, transport, holder = processHolder } = deps;

  async function deliver(text: typeof outgoingTexts.$inferSelect) {
    const attempts = text.attempts + 1;
    try {
      const { providerId } = await transport.send({ to: text.to, body: text.body });
      await db
        .update(outgoingTexts)
        .set({
          status: 'sent',
          attempts,
          providerId,
          sentAt: clock.now().toISOString(),
          lastError: null,
        })
        .where(stillClaimed(outgoingTexts, text.id, holder))
        .run();
    } catch (error) {
      await db
        .update(outgoingTexts)
        .set(afterFailure(error, attempts, error instanceof PermanentSmsError, clock.now()))
        .where(stillClaimed(outgoingTexts, text.id, holder))
        .run();
    }
  }

  /** Sends every text that is due. Returns how many it tried. */
  const sendDue = () =>
    drainDue(async () => (await claimOldest(db, outgoingTexts, holder, clock.now(), 1))[0], deliver);

  const job = backgroundJob('sms', sendDue, 15_000);
  return {
    transport: transport.name,
    /** Sends what is due now (or joins the run under way). */
    drain: job.run,
    /** Told after a commit that queued texts: sends without waiting for the timer. */
    wake: job.kick,
    start: job.start,
    stop: job.stop,
  };
}
