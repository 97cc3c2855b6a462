import { inArray, sql } from 'drizzle-orm';
import { formatClock, townClock } from '../contracts/dates';
import type { Executor } from '../db/client';
import { type jobTickets, workerRatings } from '../db/schema';
import { forbidden } from './errors';

/**
 * A new job is offered to well-rated workers alone for 10 minutes, then to everyone (docs/decisions.md):
 * long enough for a worker at a cabin to see the text and reply, short enough that a job for tonight
 * still reaches everyone in good time.
 */
export const HEAD_START_MINUTES = 10;
/** Well-rated: vendors' average of at least 4.5 over at least 3 rated jobs (one rating is luck). */
const WELL_RATED_AVERAGE = 4.5;
const WELL_RATED_MIN_RATINGS = 3;

type TicketOffer = Pick<typeof jobTickets.$inferSelect, 'openToAllAt'>;

/** The approved workers vendors rate well, by user id. */
export function wellRatedWorkers(db: Executor, among?: readonly string[]): Set<string> {
  if (among?.length === 0) return new Set();
  const rows = db
    .select({ workerId: workerRatings.workerId })
    .from(workerRatings)
    .where(among ? inArray(workerRatings.workerId, [...among]) : undefined)
    .groupBy(workerRatings.workerId)
    .having(
      sql`count(*) >= ${WELL_RATED_MIN_RATINGS} and avg(${workerRatings.rating}) >= ${WELL_RATED_AVERAGE}`,
    )
    .all();
  return new Set(rows.map((row) => row.workerId));
}

/** Whether the ticket's head start is still running at `now`. */
export const inHeadStart = (ticket: TicketOffer, now: Date) =>
  ticket.openToAllAt !== null && now.getTime() < Date.parse(ticket.openToAllAt);

/** Whether this worker is offered the job now: after the head start, everyone is. */
export const isOfferedTo = (db: Executor, ticket: TicketOffer, userId: string, now: Date) =>
  !inHeadStart(ticket, now) || wellRatedWorkers(db, [userId]).has(userId);

/** Refuses a worker the job while well-rated workers have it first, saying when it opens to them. */
export function assertOfferedTo(db: Executor, ticket: TicketOffer, userId: string, now: Date) {
  if (isOfferedTo(db, ticket, userId, now) || !ticket.openToAllAt) return;
  const opens = formatClock(townClock(new Date(ticket.openToAllAt)));
  throw forbidden(`This job is offered first to well-rated workers. It opens to you at ${opens}.`);
}
