import { desc } from 'drizzle-orm';
import type { OutgoingTextView } from '../../contracts/admin';
import type { Db } from '../../db/client';
import { outgoingTexts } from '../../db/schema';

/**
 * The admin console's Outgoing texts, beside Outgoing mail: the latest texts as they were (or will be)
 * sent. Without Twilio this is the only place they go, so a machine without it still shows them.
 */
export async function outgoingTextList(db: Db, limit = 100): Promise<OutgoingTextView[]> {
  return await db
    .select({
      id: outgoingTexts.id,
      to: outgoingTexts.to,
      body: outgoingTexts.body,
      status: outgoingTexts.status,
      sentAt: outgoingTexts.sentAt,
      lastError: outgoingTexts.lastError,
      createdAt: outgoingTexts.createdAt,
    })
    .from(outgoingTexts)
    .orderBy(desc(outgoingTexts.createdAt))
    .limit(limit)
    .all();
}
