import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { outgoingTexts } from '../db/schema';
import { newId } from '../lib/ids';

export type QueuedText = {
  /** What the text is for ('notification:<id>'): the same key twice queues it once. */
  key: string;
  /** E.164: +15805550101. */
  to: string;
  body: string;
  userId?: string | null;
};

/** Queues a text message in the caller's transaction; the SMS dispatcher sends it after the commit. */
export async function queueText(db: Executor, text: QueuedText, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(outgoingTexts)
    .values({
      id: newId(),
      key: text.key,
      userId: text.userId ?? null,
      to: text.to,
      body: text.body,
      nextAttemptAt: now.toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: outgoingTexts.key })
    .run();
  return affected(inserted) > 0;
}
