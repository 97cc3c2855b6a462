import { eq } from 'drizzle-orm';
import type { PushPayload } from '../contracts/push';
import type { Executor } from '../db/client';
import { affected } from '../db/dialect';
import { type notifications, pushDeliveries, pushSubscriptions } from '../db/schema';
import { newId } from '../lib/ids';

/** Queues a notification for every device its person turned notifications on for, once per device. */
export async function queueNotificationPush(
  db: Executor,
  notificationId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .all();
  let queued = 0;
  for (const device of devices) {
    queued += affected(
      await db
        .insert(pushDeliveries)
        .values({ id: newId(), notificationId, subscriptionId: device.id, nextAttemptAt: now.toISOString() })
        .onConflictDoNothing()
        .run(),
    );
  }
  return queued;
}

/** What the phone shows for a notification; the tag makes a repeat replace, not stack. */
export function notificationPayload(note: typeof notifications.$inferSelect): PushPayload {
  return { title: note.title, body: note.body, url: note.url, tag: `note-${note.id}` };
}
