import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { outgoingMail } from '../db/schema';
import { newId } from '../lib/ids';
import type { RenderedMail } from './layout';

export type QueuedMail = RenderedMail & {
  /** What the mail is for ('password-reset:<token hash>'): the same key twice queues it once. */
  key: string;
  to: string;
  userId?: string | null;
};

/**
 * Queues an e-mail in the caller's transaction, so it exists exactly when the change that causes it
 * does; the dispatcher sends it after the commit. Returns whether it was new.
 */
export async function queueMail(db: Executor, mail: QueuedMail, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(outgoingMail)
    .values({
      id: newId(),
      key: mail.key,
      userId: mail.userId ?? null,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      nextAttemptAt: now.toISOString(),
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: outgoingMail.key })
    .run();
  return affected(inserted) > 0;
}
