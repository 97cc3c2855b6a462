import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_NOTIFICATIONS_SHOWN, type NotificationList } from '../../contracts/notifications';
import type { Db } from '../../db/client';
import { insertionOrder } from '../../db/dialect';
import { notifications } from '../../db/schema';
import { BELL_KINDS } from '../../notifications/channels';

const mine = (userId: string) =>
  and(eq(notifications.userId, userId), inArray(notifications.kind, BELL_KINDS));

/** The bell: the person's latest notifications, newest first, and how many they have not read. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(insertionOrder(notifications)))
    .limit(MAX_NOTIFICATIONS_SHOWN)
    .all();
  const unread =
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(notifications)
        .where(and(mine(userId), isNull(notifications.readAt)))
        .get()
    )?.n ?? 0;
  return { notifications: rows, unread };
}

/**
 * Marks the person's own notifications read; ids of anyone else's are ignored, so nobody learns
 * whether an id exists. Reading twice keeps the first time. Returns the bell as it now stands.
 */
export async function markRead(db: Db, userId: string, ids: string[], now: Date): Promise<NotificationList> {
  await db
    .update(notifications)
    .set({ readAt: now.toISOString() })
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)),
    )
    .run();
  return listNotifications(db, userId);
}
