import type { Db } from '../db/client';
import { outgoingMail } from '../db/schema';
import { backgroundJob } from '../lib/background-job';
import type { Clock } from '../lib/clock';
import { processHolder } from '../lib/job-lease';
import { afterFailure, drainDue } from '../lib/retry-queue';
import { claimOldest, stillClaimed } from '../lib/row-claims';
import { hasOptedOut, listOf } from './mail-lists';
import { type MailTransport, PermanentMailError } from './transport';
import { loadUnsubscribeSecret, unsubscribeUrl } from './unsubscribe-token';

/** Why a message was never sent: its reader turned this kind of mail off. */
export const OPTED_OUT = 'Not sent: the address unsubscribed from this kind of mail';

export type MailDispatcher = Awaited<ReturnType<typeof createMailDispatcher>>;

/**
 * Sends queued mail in the background, oldest first, one message at a time (an SMTP server is
 * happier that way than with a burst). A failure retries with backoff (30 s doubling to 6 hours,
 * ten tries); a 5xx refusal fails at once. A message is marked sent only after the server took it,
 * so a crash in between sends it again on restart, under the same Message-ID. Each message is claimed
 * before it is sent, so several app instances draining the queue at once send it once.
 *
 * Mail a person can turn off carries a one-click unsubscribe link (RFC 8058, which Gmail and Yahoo
 * require of bulk senders), and is not sent once they turned that kind off, even if it was queued
 * before: the link works by the time the next message would leave.
 */
export async function createMailDispatcher(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  /** The From line: 'Broken Bow Events <hello@brokenbow.events>'. */
  from: string;
  /** Where people open the app (PUBLIC_ORIGIN): the unsubscribe link points here. */
  publicOrigin: string;
  /** UNSUBSCRIBE_SECRET; without it the key kept in the database. */
  unsubscribeSecret?: string;
  /** Who claims the messages it sends: this process, unless a test plays another instance. */
  holder?: string;
}) {
  const { db, clock, transport, from, publicOrigin, holder = processHolder } = deps;
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'brokenbow.events';
  const secret = await loadUnsubscribeSecret(db, deps.unsubscribeSecret);

  /** The unsubscribe headers of a message someone may turn off; null when they turned it off. */
  async function listHeaders(mail: typeof outgoingMail.$inferSelect): Promise<Record<string, string> | null> {
    const list = await listOf(db, mail);
    if (!list) return {};
    if (await hasOptedOut(db, list)) return null;
    return {
      'List-Unsubscribe': `<${unsubscribeUrl(publicOrigin, secret, list)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  async function deliver(mail: typeof outgoingMail.$inferSelect) {
    const messageId = `<${mail.id}@${domain}>`;
    const attempts = mail.attempts + 1;
    const headers = await listHeaders(mail);
    if (!headers) {
      await db
        .update(outgoingMail)
        .set({ status: 'failed', lastError: OPTED_OUT })
        .where(stillClaimed(outgoingMail, mail.id, holder))
        .run();
      return;
    }
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
        headers,
      });
      await db
        .update(outgoingMail)
        .set({
          status: 'sent',
          attempts,
          messageId,
          sentAt: clock.now().toISOString(),
          lastError: null,
        })
        .where(stillClaimed(outgoingMail, mail.id, holder))
        .run();
    } catch (error) {
      await db
        .update(outgoingMail)
        .set(afterFailure(error, attempts, error instanceof PermanentMailError, clock.now()))
        .where(stillClaimed(outgoingMail, mail.id, holder))
        .run();
    }
  }

  /** Sends every message that is due. Returns how many it tried. */
  const sendDue = () =>
    drainDue(async () => (await claimOldest(db, outgoingMail, holder, clock.now(), 1))[0], deliver);

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
