import { and, eq } from 'drizzle-orm';
import { endpointAllowed, type PushSubscriptionInput } from '../contracts/push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { badRequest } from '../lib/errors';
import { newId } from '../lib/ids';

/** Stores a device's subscription; the same endpoint again (re-subscribing) updates it in place. */
export function saveSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
  allowLoopbackHttp: boolean,
) {
  if (!endpointAllowed(input.endpoint, allowLoopbackHttp))
    throw badRequest('A push endpoint must be an https URL');
  const now = new Date().toISOString();
  return db
    .insert(pushSubscriptions)
    .values({
      id: newId(),
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent, updatedAt: now },
    })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint })
    .get();
}

export function removeSubscription(db: Db, userId: string, endpoint: string): boolean {
  const removed = db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
  return removed.changes > 0;
}
