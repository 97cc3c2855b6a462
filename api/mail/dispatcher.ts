import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { type MailTransport, PermanentMailError } from './transport';

const MAX_ATTEMPTS = 10;
const BATCH = 20;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);

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
      const lastError = (error as Error).message.slice(0, 300);
      const givesUp = error instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
      const next = new Date(clock.now().getTime() + backoffMs(attempts)).toISOString();
      db.update(outgoingMail)
        .set(
          givesUp ? { status: 'failed', attempts, lastError } : { attempts, lastError, nextAttemptAt: next },
        )
        .where(eq(outgoingMail.id, mail.id))
        .run();
    }
  }

  /** Sends every message that is due. Returns how many it tried. */
  async function sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const due = db
        .select()
        .from(outgoingMail)
        .where(
          and(eq(outgoingMail.status, 'pending'), lte(outgoingMail.nextAttemptAt, clock.now().toISOString())),
        )
        .orderBy(asc(outgoingMail.nextAttemptAt))
        .limit(BATCH)
        .all();
      for (const mail of due) await deliver(mail);
      tried += due.length;
      if (due.length < BATCH) return tried;
    }
  }

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
