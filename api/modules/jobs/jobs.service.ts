import { and, asc, eq, gte } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { townToday } from '../../contracts/dates';
import type { JobTicketView } from '../../contracts/jobs';
import type { Db } from '../../db/client';
import { gigWorkers, jobTickets } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { currentUser } from '../../lib/guards';
import { wellRatedWorkers } from '../../lib/head-start';
import { openToAll } from './announce-jobs';
import { joinedTickets, toView } from './ticket-view';

/** Only workers whose application was approved take jobs; everyone else hears why. */
export async function assertApprovedWorker(db: Db, userId: string): Promise<void> {
  const profile = await db
    .select({ status: gigWorkers.status })
    .from(gigWorkers)
    .where(eq(gigWorkers.userId, userId))
    .get();
  if (!profile) throw forbidden('Apply as a gig worker first: jobs are open to approved workers.');
  if (profile.status !== 'approved') {
    throw forbidden(`Your gig worker application is ${profile.status}. Jobs open once it is approved.`);
  }
}

/**
 * The board: upcoming tickets nobody holds, but those still in well-rated workers' head start for
 * anyone else. A cancelled ticket is never pending, so it is gone at once.
 */
export async function pendingJobs(db: Db, userId: string, now: Date): Promise<JobTicketView[]> {
  const first = (await wellRatedWorkers(db, [userId])).has(userId);
  return (
    await joinedTickets(db)
      .where(
        and(
          eq(jobTickets.status, 'pending'),
          gte(jobTickets.scheduledDate, townToday(now)),
          first ? undefined : openToAll(now),
        ),
      )
      .orderBy(asc(jobTickets.scheduledDate), asc(jobTickets.scheduledTime))
      .all()
  ).map((row) => toView(row, userId));
}

/** The tickets assigned to this worker, whatever their status (a cancelled one shows why). */
export async function myJobs(db: Db, userId: string): Promise<JobTicketView[]> {
  return (
    await joinedTickets(db)
      .where(eq(jobTickets.assignedWorkerId, userId))
      .orderBy(asc(jobTickets.scheduledDate), asc(jobTickets.scheduledTime))
      .all()
  ).map((row) => toView(row, userId));
}

/** Route guard form of assertApprovedWorker, so a refusal comes before any validation. */
export const requireApprovedWorker = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await assertApprovedWorker(db, currentUser(c.get('user')).id);
    await next();
  });
