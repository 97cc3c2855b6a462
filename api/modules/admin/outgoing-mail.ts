import { desc } from 'drizzle-orm';
import type { OutgoingMailView } from '../../contracts/admin';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';

/**
 * The admin console's Outgoing mail: the latest messages as they were (or will be) sent. With no SMTP
 * server this is the only place mail goes, so a machine without one still shows what people receive.
 */
export function outgoingMailList(db: Db, limit = 100): OutgoingMailView[] {
  return db
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
    .all();
}
