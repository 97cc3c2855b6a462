import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { type MyReview, NOT_PAID, NOT_YET, type ReviewInput } from '../../contracts/reviews';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/dialect';
import { gigWorkers, jobTickets, ledgerEntries, reviews, vendors } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnOrder } from '../../lib/ownership';
import { notify } from '../../notifications/notify';
import { removeReviewPhotos, storeReviewPhotos } from './review-photos';
import { recomputeVendorRating, recomputeWorkerRating } from './vendor-rating';

const ONCE = 'You have already reviewed this booking';

/** The gig worker (gig_workers.id) who completed one of the order's jobs, if any. */
async function orderWorker(db: Db, orderId: string): Promise<string | null> {
  const row = await db
    .select({ id: gigWorkers.id })
    .from(jobTickets)
    .innerJoin(gigWorkers, eq(gigWorkers.userId, jobTickets.assignedWorkerId))
    .where(and(eq(jobTickets.orderId, orderId), isNotNull(jobTickets.assignedWorkerId)))
    .orderBy(desc(jobTickets.updatedAt))
    .get();
  return row?.id ?? null;
}

/** Whether the customer's card was really charged for the order: its charge is in the books. */
const wasCharged = async (db: Db, orderId: string) =>
  (await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.kind, 'charge'),
        eq(ledgerEntries.orderId, orderId),
        gt(ledgerEntries.amountCents, 0),
      ),
    )
    .get()) !== undefined;

/**
 * A review exists only for a completed booking, by its customer, once: so every review on a page is
 * a verified booking. A vendor's owner who booked their own business does not rate it. It must also
 * have cost the customer something and its day be over (town time): otherwise a vendor could list a
 * free service, have friends check out for $0, mark each delivered at once and collect five stars.
 * The vendor's rating, its count and the owner's notification change in the review's own transaction.
 * Its photos are checked and written once everything else allows the review, and removed again if
 * the review is not recorded after all (a second tap won the race).
 */
export async function createReview(
  { db, photosDir }: { db: Db; photosDir: string },
  userId: string,
  orderId: string,
  input: ReviewInput,
  now: Date,
): Promise<MyReview> {
  const order = await requireOwnOrder(db, userId, orderId);
  const business = await db
    .select({ ownerId: vendors.userId, vendorName: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, order.vendorId))
    .get();
  if (business?.ownerId === userId) throw forbidden('You cannot review your own business');
  if (order.status !== 'completed') throw forbidden('You can review a booking once it is completed');
  if (!(await wasCharged(db, orderId))) throw forbidden(NOT_PAID);
  const day = order.scheduledDate;
  if (day === null || day >= townToday(now)) throw forbidden(NOT_YET);
  const workerId = await orderWorker(db, orderId);
  const workerRating = input.workerRating ?? null;
  if (workerRating !== null && workerId === null)
    throw badRequest('This booking had no worker to rate', {
      workerRating: 'This booking had no worker to rate',
    });

  if (await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId)).get())
    throw conflict(ONCE);

  const id = newId();
  const stamp = now.toISOString();
  const vendorId = order.vendorId;
  const photos = await storeReviewPhotos(photosDir, id, input.photos ?? []);
  try {
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderId, orderId))
        .get();
      if (existing) throw conflict(ONCE);
      await tx
        .insert(reviews)
        .values({
          id,
          customerId: userId,
          vendorId,
          orderId,
          workerId,
          rating: input.rating,
          comment: input.comment,
          workerRating,
          photos,
          createdAt: stamp,
        })
        .run();
      await recomputeVendorRating(tx, vendorId, now);
      if (workerId !== null && workerRating !== null) await recomputeWorkerRating(tx, workerId, now);
      if (business?.ownerId) {
        await notify(
          tx,
          {
            userId: business.ownerId,
            kind: 'review-new',
            about: `review-new:${id}`,
            title: `New ${input.rating}-star review`,
            body: `A customer reviewed ${business.vendorName}: "${clip(input.comment, 140)}"`,
            url: `/vendor/${vendorId}#reviews`,
          },
          now,
        );
      }
    });
  } catch (error) {
    await removeReviewPhotos(photosDir, id, photos);
    // Two taps at once: the unique index on order_id let only one in.
    if (uniqueViolation(error, 'reviews', 'order_id')) throw conflict(ONCE);
    throw error;
  }
  return { id, rating: input.rating, workerRating };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
