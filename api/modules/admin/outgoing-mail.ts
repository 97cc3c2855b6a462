import { desc } from 'drizzle-orm';
import type { OutgoingMailView } from '../../contracts/admin';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';

/**
 * A link's token is a key to someone's account (a reset link changes its password): the admin sees
 * that a link was sent, never the key. Only this view hides it; the mail itself carries it.
 */
const redactTokens = (text: string) => text.replace(/([?&]token=)[^\s&#]+/g, '$1[redacted]');

/**
 * The admin console's Outgoing mail: the latest messages as they were (or will be) sent, tokens hidden.
 * With no SMTP server this is the only place mail goes, so a machine without one still shows what
 * people receive.
 */
export async function outgoingMailList(db: Db, limit = 100): Promise<OutgoingMailView[]> {
  return (
    await db
      .select({
        id: outgoingMail.id,
        to: outgoingMail.to,
        subject: outgoingMail.subject,
        text: outgoingMail.text,
        status: outgoingMail.status,
        sentAt: outgoingMail.sentAt,
        lastError: outgoingMail.lastError,
        createdAt: outgoingMail.createdAt,
      })
      .from(outgoingMail)
      .orderBy(desc(outgoingMail.createdAt))
      .limit(limit)
      .all()
  ).map((mail) => ({ ...mail, text: redactTokens(mail.text) }));
}
