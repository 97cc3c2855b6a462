import { inArray } from 'drizzle-orm';
import type { WorkerRatingInput, WorkerStanding } from '../../contracts/worker-rating';
import type { Db, Executor } from '../../db/client';
import { gigWorkers, workerRatings } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireVendorTicket } from '../../lib/ownership';
import { ratingsOf } from '../../lib/worker-ratings';

/** A vendor's ratings of a worker: their average to one decimal (null before any) and how many. */
export async function workerRatingOf(
  db: Executor,
  workerUserId: string,
): Promise<{ average: number | null; count: number }> {
  const tally = (await ratingsOf(db, [workerUserId])).get(workerUserId);
  return tally ? { average: oneDecimal(tally.average), count: tally.count } : { average: null, count: 0 };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** What vendors see of workers: the ratings above and the jobs completed. */
export async function standingsOf(
  db: Executor,
  workerUserIds: string[],
): Promise<Map<string, WorkerStanding>> {
  const ratings = await ratingsOf(db, workerUserIds);
  const completed = new Map(
    workerUserIds.length === 0
      ? []
      : (
          await db
            .select({ userId: gigWorkers.userId, completedJobs: gigWorkers.completedJobs })
            .from(gigWorkers)
            .where(inArray(gigWorkers.userId, workerUserIds))
            .all()
        ).map((g) => [g.userId, g.completedJobs]),
  );
  return new Map(
    workerUserIds.map((id) => {
      const tally = ratings.get(id);
      const standing = {
        rating: tally ? oneDecimal(tally.average) : null,
        ratingCount: tally?.count ?? 0,
        completedJobs: completed.get(id) ?? 0,
      };
      return [id, standing];
    }),
  );
}

/**
 * The vendor rates the worker of one of its jobs, once it is completed, once (the unique ticket_id
 * settles a double submit: the second is the same 409 as a later one).
 */
export async function rateWorker(
  db: Db,
  userId: string,
  ticketId: string,
  input: WorkerRatingInput,
  now: Date,
) {
  const ticket = await requireVendorTicket(db, userId, ticketId);
  if (ticket.status !== 'completed' || !ticket.assignedWorkerId)
    throw conflict('You can rate the worker once the job is completed');
  const rated = await db
    .insert(workerRatings)
    .values({
      id: newId(),
      ticketId: ticket.id,
      vendorId: ticket.vendorId,
      workerId: ticket.assignedWorkerId,
      rating: input.rating,
      reason: input.reason || null,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing({ target: workerRatings.ticketId })
    .returning()
    .get();
  if (!rated) throw conflict('You already rated this job');
  return { rating: rated.rating, reason: rated.reason };
}
