import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { afterFailure, drainDue } from '../lib/retry-queue';
import { type MailTransport, PermanentMailError } from './transport';

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;

/**
 * Sends queued mail in the background, oldest first, one message at a time (an SMTP server is
 * happier that way than with a burst). A failure retries with backoff (30 s doubling to 6 hours,
 * ten tries); a 5xx refusal fails at once. A message is marked sent only after the server took it,
 * so a crash in between sends it again on restart, under the same Message-ID.
 */
export function createMailDispatcher(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  /** The From line: 'Broken Bow Events <hello@brokenbow.events>'. */
  from: string;
}) {
  const { db, clock, transport, from } = deps;
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'brokenbow.events';

  async function deliver(mail: typeof outgoingMail.$inferSelect) {
    const messageId = `<${mail.id}@${domain}>`;
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
      });
      db.update(outgoingMail)
        .set({ status: 'sent', attempts, messageId, sentAt: clock.now().toISOString(), lastError: null })
        .where(eq(outgoingMail.id, mail.id))
        .run();
    } catch (error) {
      db.update(outgoingMail)
        .set(afterFailure(error, attempts, error instanceof PermanentMailError, clock.now()))
        .where(eq(outgoingMail.id, mail.id))
        .run();
    }
  }

  /** Sends every message that is due. Returns how many it tried. */
  const sendDue = () =>
    drainDue(
      (limit) =>
        db
          .select()
          .from(outgoingMail)
          .where(
            and(
              eq(outgoingMail.status, 'pending'),
              lte(outgoingMail.nextAttemptAt, clock.now().toISOString()),
            ),
          )
          .orderBy(asc(outgoingMail.nextAttemptAt))
          .limit(limit)
          .all(),
      deliver,
    );

  const job = backgroundJob('mail', sendDue, 15_000);
  return {
    transport: transport.name,
    /** Sends what is due now (or joins the run under way). */
    drain: job.run,
    /** Told after a commit that queued mail: sends without waiting for the timer. */
    wake: job.kick,
    start: job.start,
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
