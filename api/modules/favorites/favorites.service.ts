import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SavedVendors, SharedVendors } from '../../contracts/favorites';
import { sharedListPath } from '../../contracts/favorites';
import type { VendorCard } from '../../contracts/vendors';
import type { Db } from '../../db/client';
import { affected, insertionOrder } from '../../db/dialect';
import { favoriteShares, favorites, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashToken } from '../../lib/sessions';
import { withTrust } from '../vendors/trust-signals';
import { selectCards, toCard } from '../vendors/vendors.service';

const NO_VENDOR = 'Vendor not found';
const NO_LIST = 'This shared list is not available';

const isListed = async (db: Db, vendorId: string) =>
  (await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
    .get()) !== undefined;

/** Saves a listed vendor; saving it again (an outbox replay) keeps the first save and its time. */
export async function saveFavorite(db: Db, userId: string, vendorId: string, now: Date): Promise<void> {
  if (!(await isListed(db, vendorId))) throw notFound(NO_VENDOR);
  await db
    .insert(favorites)
    .values({ userId, vendorId, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
}

/**
 * Removes a saved vendor; one not saved is already removed (a replay). A vendor saved before it was
 * unlisted can still be removed; an id that is neither saved nor listed is a 404.
 */
export async function removeFavorite(db: Db, userId: string, vendorId: string): Promise<void> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.vendorId, vendorId)))
    .run();
  if (affected(removed) === 0 && !(await isListed(db, vendorId))) throw notFound(NO_VENDOR);
}

/** A person's saved vendors that are still listed, newest save first (ties: the later insert). */
async function savedCards(db: Db, userId: string, now: Date): Promise<VendorCard[]> {
  const cards = (
    await selectCards(db)
      .innerJoin(favorites, eq(favorites.vendorId, vendors.id))
      .where(and(eq(favorites.userId, userId), eq(vendors.isActive, true)))
      .orderBy(desc(favorites.createdAt), desc(insertionOrder(favorites)))
      .all()
  ).map(toCard);
  return withTrust(db, cards, now);
}

const liveShares = (userId: string) =>
  and(eq(favoriteShares.userId, userId), isNull(favoriteShares.revokedAt));

export async function listFavorites(db: Db, userId: string, now: Date): Promise<SavedVendors> {
  const live = await db
    .select({ id: favoriteShares.id })
    .from(favoriteShares)
    .where(liveShares(userId))
    .get();
  return { vendors: await savedCards(db, userId, now), shared: live !== undefined };
}

/**
 * A new read-only link. Earlier live links stay live: a partner who has one keeps it, and since only
 * hashes are kept an old link cannot be shown again. "Stop sharing" ends them all.
 */
export async function createShare(db: Db, userId: string, origin: string): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(favoriteShares)
    .values({ id: newId(), userId, tokenHash: hashToken(token) })
    .run();
  return { url: `${origin}${sharedListPath(token)}` };
}

export async function revokeShares(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(favoriteShares).set({ revokedAt: now.toISOString() }).where(liveShares(userId)).run();
}

export async function sharedFavorites(db: Db, token: string, now: Date): Promise<SharedVendors> {
  const share = await db
    .select({ userId: favoriteShares.userId })
    .from(favoriteShares)
    .where(and(eq(favoriteShares.tokenHash, hashToken(token)), isNull(favoriteShares.revokedAt)))
    .get();
  if (!share) throw notFound(NO_LIST);
  return { vendors: await savedCards(db, share.userId, now) };
}
