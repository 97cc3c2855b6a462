import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { AssignedWorkerView } from '../../contracts/worker-rating';
import type { Executor } from '../../db/client';
import { gigWorkers, jobTickets, users, workerRatings } from '../../db/schema';
import { standingsOf } from './worker-rating';

/**
 * The worker on each of these bookings, as their vendor sees them: name, rating and completed jobs,
 * the overtime to answer and whether the job may be rated. A booking nobody has taken has none.
 */
export async function assignedWorkersOf(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, AssignedWorkerView>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      ticket: jobTickets,
      firstName: gigWorkers.firstName,
      lastName: gigWorkers.lastName,
      username: users.username,
      myRating: workerRatings.rating,
    })
    .from(jobTickets)
    .innerJoin(users, eq(users.id, jobTickets.assignedWorkerId))
    .leftJoin(gigWorkers, eq(gigWorkers.userId, jobTickets.assignedWorkerId))
    .leftJoin(workerRatings, eq(workerRatings.ticketId, jobTickets.id))
    .where(
      and(
        inArray(jobTickets.orderId, orderIds),
        isNotNull(jobTickets.assignedWorkerId),
        ne(jobTickets.status, 'cancelled'),
      ),
    )
    .all();
  const standings = await standingsOf(db, [...new Set(rows.map((r) => r.ticket.assignedWorkerId ?? ''))]);
  return new Map(
    rows.map(({ ticket, firstName, lastName, username, myRating }) => [
      ticket.orderId,
      {
        ticketId: ticket.id,
        name: firstName ? `${firstName} ${lastName ?? ''}`.trim() : username,
        ...(standings.get(ticket.assignedWorkerId ?? '') ?? {
          rating: null,
          ratingCount: 0,
          completedJobs: 0,
        }),
        overtime: { minutes: ticket.overtimeMinutes, status: ticket.overtimeStatus },
        canRate: ticket.status === 'completed' && myRating === null,
        myRating,
      },
    ]),
  );
}
