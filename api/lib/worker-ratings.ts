import { avg, count, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { workerRatings } from '../db/schema';

export type RatingTally = { average: number; count: number };

/**
 * Vendors' ratings of each of these workers, by user id, in one read: the exact average and how many.
 * A worker nobody rated has no entry. Read by what vendors see and by the head start.
 */
export async function ratingsOf(
  db: Executor,
  workerUserIds: readonly string[],
): Promise<Map<string, RatingTally>> {
  if (workerUserIds.length === 0) return new Map();
  const rows = await db
    .select({ workerId: workerRatings.workerId, average: avg(workerRatings.rating), count: count() })
    .from(workerRatings)
    .where(inArray(workerRatings.workerId, [...workerUserIds]))
    .groupBy(workerRatings.workerId)
    .all();
  return new Map(rows.map((r) => [r.workerId, { average: Number(r.average), count: r.count }]));
}
