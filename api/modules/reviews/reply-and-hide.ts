import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected } from '../../db/dialect';
import { reviews } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { requireVendorReview } from '../../lib/ownership';
import { recomputeVendorRating, recomputeWorkerRating } from './vendor-rating';

/** The reviewed vendor's owner answers once; the answer shows under the review. */
export async function replyToReview(db: Db, ownerId: string, reviewId: string, body: string, now: Date) {
  const found = await requireVendorReview(db, ownerId, reviewId);
  if (found.reply !== null) throw conflict('You have already replied to this review');
  // A hidden review is off the page: an answer to it would show nowhere, so none is taken.
  if (found.hiddenAt !== null) throw conflict('This review has been hidden by an admin');
  const stamp = now.toISOString();
  // Conditional on no reply yet, so a second tap racing the first cannot overwrite it.
  const changed = await db
    .update(reviews)
    .set({ reply: body, repliedAt: stamp })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply), isNull(reviews.hiddenAt)))
    .run();
  if (affected(changed) !== 1) throw conflict('You have already replied to this review');
  return { id: reviewId, reply: { body, at: stamp } };
}

/** An admin hides a review: it leaves the vendor's page and average in the same transaction. */
export async function hideReview(db: Db, reviewId: string, reason: string, now: Date) {
  const found = await db
    .select({ vendorId: reviews.vendorId, workerId: reviews.workerId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .get();
  if (!found) throw notFound('Review not found');
  if (found.hiddenAt !== null) throw conflict('This review is already hidden');
  const stamp = now.toISOString();
  await db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ hiddenAt: stamp, hiddenReason: reason })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .run();
    if (found.vendorId) await recomputeVendorRating(tx, found.vendorId, now);
    if (found.workerId) await recomputeWorkerRating(tx, found.workerId, now);
  });
  return { id: reviewId, hiddenAt: stamp, hiddenReason: reason };
}
