import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createMailDispatcher } from '../mail/dispatcher';
import { smtpTransport } from '../mail/transport';
import { createNotifier } from '../notifications/notifier';

export const MAIL_FROM = 'Broken Bow Events <hello@brokenbow.events>';

/**
 * One run of the server's background side against an SMTP server: notifications fanned out, then
 * the mail queued sent, as the running server does after a commit.
 */
export async function deliverMail(deps: { db: Db; clock: Clock; smtpUrl: string; publicOrigin: string }) {
  const { db, clock, publicOrigin } = deps;
  const mail = await createMailDispatcher({
    db,
    clock,
    transport: smtpTransport(deps.smtpUrl),
    from: MAIL_FROM,
    publicOrigin,
  });
  const notifier = createNotifier({ db, clock, publicOrigin, mail });
  await notifier.drain();
  await mail.drain();
  await notifier.stop();
  await mail.stop();
}
