import { and, asc, eq } from 'drizzle-orm';
import {
  endpointAllowed,
  MAX_PUSH_SUBSCRIPTIONS,
  PUSH_ENDPOINT_MESSAGE,
  type PushSubscriptionInput,
} from '../contracts/push';
import type { Db } from '../db/client';
import { affected, insertionOrder } from '../db/dialect';
import { pushSubscriptions } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { newId } from '../lib/ids';

export const ENDPOINT_TAKEN_MESSAGE =
  'This device is already receiving notifications for another account. Turn notifications off and on again to use it for yours.';

/**
 * Stores a device's subscription. The same endpoint again from its owner (re-subscribing) updates it
 * in place; from anyone else it is refused, since nothing proves the caller holds that device and
 * taking it over would send the owner's job alerts elsewhere. Past the per-person cap, the device
 * (re)subscribed longest ago makes room: a phone that was replaced should not lock out the new one.
 */
export function saveSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
  allowLoopbackHttp: boolean,
  now: Date,
) {
  if (!endpointAllowed(input.endpoint, allowLoopbackHttp))
    throw badRequest(PUSH_ENDPOINT_MESSAGE, { endpoint: PUSH_ENDPOINT_MESSAGE });
  const stamp = now.toISOString();
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent, updatedAt: stamp };
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .get();
    if (existing && existing.userId !== userId) throw conflict(ENDPOINT_TAKEN_MESSAGE);
    if (existing) {
      await tx.update(pushSubscriptions).set(keys).where(eq(pushSubscriptions.id, existing.id)).run();
      return { id: existing.id, endpoint: input.endpoint };
    }
    const mine = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.updatedAt), asc(insertionOrder(pushSubscriptions)))
      .all();
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_PUSH_SUBSCRIPTIONS + 1))) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id)).run();
    }
    const id = newId();
    await tx
      .insert(pushSubscriptions)
      .values({ id, userId, endpoint: input.endpoint, ...keys, createdAt: stamp })
      .run();
    return { id, endpoint: input.endpoint };
  });
}

export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
  return affected(removed) > 0;
}
