import { eq } from 'drizzle-orm';
import type { NotificationKind } from '../contracts/notifications';
import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { notifications, users } from '../db/schema';
import { newId } from '../lib/ids';

export type NotificationEvent = {
  userId: string;
  kind: NotificationKind;
  /**
   * What it is about, unique for the person: 'booking-new:<orderId>'. The same event twice (a webhook
   * and the browser both fulfilling, a replayed message) is written once.
   */
  about: string;
  title: string;
  body: string;
  /** A path in the app: '/bookings/<id>', '/messages/<threadId>'. */
  url: string;
  /** Lines an e-mail lists below the body: the date, the guests, the amount. */
  facts?: string[];
};

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change that causes
 * it does. The notifier (./notifier.ts) delivers it after the commit. Returns whether it was new.
 */
export async function notify(db: Executor, event: NotificationEvent, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(notifications)
    .values({
      id: newId(),
      key: `${event.about}:${event.userId}`,
      userId: event.userId,
      kind: event.kind,
      title: event.title,
      body: event.body,
      url: event.url,
      facts: event.facts ?? [],
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: notifications.key })
    .run();
  return affected(inserted) > 0;
}

/** The same notification to every admin (a report or a dispute for them to settle). */
export async function notifyAdmins(db: Executor, event: Omit<NotificationEvent, 'userId'>, now: Date) {
  for (const admin of await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).all())
    await notify(db, { ...event, userId: admin.id }, now);
}
