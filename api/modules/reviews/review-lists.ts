import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  AdminReviewView,
  OwnReviewView,
  ReviewPage,
  ReviewSummary,
  Star,
} from '../../contracts/reviews';
import type { Db } from '../../db/client';
import { orders, reviews, services, users, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownedVendorIds } from '../../lib/ownership';
import { type ReviewRow, toReviewView } from './review-view';
import { averageOf } from './vendor-rating';

/** Reviews with what their view needs (the customer's name, what was booked, the event's month). */
async function reviewRows(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return (await db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      category: services.category,
      orderType: orders.type,
      scheduledDate: orders.scheduledDate,
      vendorName: vendors.businessName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset)
    .all()) satisfies (ReviewRow & { vendorName: string })[];
}

const visible = (vendorId: string) => and(eq(reviews.vendorId, vendorId), isNull(reviews.hiddenAt));

export async function reviewSummary(db: Db, vendorId: string): Promise<ReviewSummary> {
  const counts = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)` })
    .from(reviews)
    .where(visible(vendorId))
    .groupBy(reviews.rating)
    .all();
  const distribution: Record<Star, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const { rating, n } of counts) {
    if (rating >= 1 && rating <= 5) distribution[rating as Star] = n;
    count += n;
    total += rating * n;
  }
  return { average: averageOf(total, count).toFixed(2), count, distribution };
}

/** GET /api/vendors/:id/reviews: the public page of a listed vendor, newest first, visible only. */
export async function vendorReviewPage(
  db: Db,
  vendorId: string,
  offset: number,
  limit: number,
): Promise<ReviewPage> {
  const vendor = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
    .get();
  if (!vendor) throw notFound('Vendor not found');
  const summary = await reviewSummary(db, vendorId);
  const rows = await reviewRows(db, visible(vendorId), limit, offset);
  const next = offset + rows.length;
  return { summary, reviews: rows.map(toReviewView), nextOffset: next < summary.count ? next : null };
}

/** The vendor dashboard: every review of the businesses this person owns, hidden ones marked. */
export async function ownReviews(db: Db, ownerId: string): Promise<OwnReviewView[]> {
  const mine = await ownedVendorIds(db, ownerId);
  if (mine.length === 0) return [];
  return (await reviewRows(db, inArray(reviews.vendorId, mine), 100)).map((row) => ({
    ...toReviewView(row),
    vendorId: row.review.vendorId ?? '',
    vendorName: row.vendorName,
    hidden: row.review.hiddenAt !== null,
  }));
}

/** The admin console: the latest 50 reviews anywhere, hidden ones too, to find what to hide. */
export async function latestReviews(db: Db): Promise<AdminReviewView[]> {
  return (await reviewRows(db, undefined, 50)).map((row) => ({
    ...toReviewView(row),
    vendorId: row.review.vendorId ?? '',
    vendorName: row.vendorName,
    hiddenAt: row.review.hiddenAt,
    hiddenReason: row.review.hiddenReason,
  }));
}
