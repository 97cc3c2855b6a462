import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gigWorkers, reviews, vendors } from '../../db/schema';

/** The mean of some star ratings to two places, as the spec's decimal(3,2) column holds it; 0 with none. */
export const averageOf = (total: number, count: number) =>
  count === 0 ? 0 : Math.round((total / count) * 100) / 100;

/** What the visible reviews of one vendor add up to: the directory's sort and every page read these. */
export async function visibleTotals(
  db: Executor,
  vendorId: string,
): Promise<{ total: number; count: number }> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${reviews.rating}), 0)`, count: sql<number>`count(*)` })
    .from(reviews)
    .where(and(eq(reviews.vendorId, vendorId), isNull(reviews.hiddenAt)))
    .get();
  return { total: row?.total ?? 0, count: row?.count ?? 0 };
}

/**
 * vendors.rating and reviewCount again from the visible review rows, in the caller's transaction, so
 * the directory never shows a number the reviews behind it do not make. Used by the API and the seed.
 */
export async function recomputeVendorRating(db: Executor, vendorId: string, now: Date) {
  const { total, count } = await visibleTotals(db, vendorId);
  await db
    .update(vendors)
    .set({ rating: averageOf(total, count), reviewCount: count, updatedAt: now.toISOString() })
    .where(eq(vendors.id, vendorId))
    .run();
}

/** gig_workers.rating again from the worker ratings of their visible reviews, in the caller's transaction. */
export async function recomputeWorkerRating(db: Executor, workerId: string, now: Date) {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${reviews.workerRating}), 0)`, count: sql<number>`count(*)` })
    .from(reviews)
    .where(and(eq(reviews.workerId, workerId), isNull(reviews.hiddenAt), isNotNull(reviews.workerRating)))
    .get();
  await db
    .update(gigWorkers)
    .set({ rating: averageOf(row?.total ?? 0, row?.count ?? 0), updatedAt: now.toISOString() })
    .where(eq(gigWorkers.id, workerId))
    .run();
}
