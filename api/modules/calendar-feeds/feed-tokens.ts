import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Whose feed: a business's bookings or a gig worker's (gig_workers.id) jobs. */
export type FeedOwner = { vendorId: string } | { workerId: string };

const ownerIs = (owner: FeedOwner) =>
  'vendorId' in owner
    ? eq(calendarFeeds.vendorId, owner.vendorId)
    : eq(calendarFeeds.workerId, owner.workerId);

/**
 * The owner's live feed token, made on first ask and after a revoke. It is stored as is (not hashed):
 * calendar apps poll the same address for months, so its owner is shown it again.
 */
export async function liveFeedToken(db: Db, owner: FeedOwner, now: Date): Promise<string> {
  return await db.transaction(async (tx) => {
    const live = await tx
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(and(ownerIs(owner), isNull(calendarFeeds.revokedAt)))
      .get();
    if (live) return live.token;
    // 32 random bytes: the address is the only key to the calendar, so it must not be guessable.
    const token = randomBytes(32).toString('base64url');
    await tx
      .insert(calendarFeeds)
      .values({ id: newId(), ...owner, token, createdAt: now.toISOString() })
      .run();
    return token;
  });
}

/** Stops the owner's live feed: its address answers 404 from now on. */
export async function revokeFeed(db: Db, owner: FeedOwner, now: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now.toISOString() })
    .where(and(ownerIs(owner), isNull(calendarFeeds.revokedAt)))
    .run();
}

/** The owner a live token opens, or null (unknown or revoked). */
export async function feedOwnerOf(db: Db, token: string): Promise<FeedOwner | null> {
  const feed = await db
    .select({ vendorId: calendarFeeds.vendorId, workerId: calendarFeeds.workerId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)))
    .get();
  if (feed?.vendorId) return { vendorId: feed.vendorId };
  if (feed?.workerId) return { workerId: feed.workerId };
  return null;
}
