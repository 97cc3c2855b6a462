import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communicationPreferences, outgoingTexts } from '../../db/schema';
import { toE164 } from '../../sms/phone';

/** The words carriers and Twilio treat as an opt-out, after trimming and upper-casing the reply. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
]);

export const isStopWord = (body: string) => STOP_WORDS.has(body.trim().toUpperCase());

/**
 * Someone replied STOP from `from` (E.164): texts are turned off for every account that gave that
 * number in Communication Preferences, and texts still waiting for it are not sent. The edit is stamped
 * as made now, so a preferences change queued offline before the STOP and replayed later loses the
 * newer-edit-wins race instead of quietly turning texts back on. Returns the accounts changed.
 */
export async function optOutOfTexts(db: Db, from: string, now: Date): Promise<number> {
  const stamp = now.toISOString();
  return await db.transaction(async (tx) => {
    // Numbers are stored as typed ('(580) 555-0101'), so they are compared in E.164, one by one.
    const matching = (
      await tx
        .select({ id: communicationPreferences.id, phone: communicationPreferences.phone })
        .from(communicationPreferences)
        .all()
    )
      .filter((row) => toE164(row.phone) === from)
      .map((row) => row.id);
    if (matching.length > 0) {
      await tx
        .update(communicationPreferences)
        .set({ smsNotifications: false, promotionalTexts: false, clientUpdatedAt: stamp, updatedAt: stamp })
        .where(inArray(communicationPreferences.id, matching))
        .run();
    }
    await tx
      .update(outgoingTexts)
      .set({ status: 'failed', lastError: 'The recipient replied STOP' })
      .where(and(eq(outgoingTexts.to, from), eq(outgoingTexts.status, 'pending')))
      .run();
    return matching.length;
  });
}
