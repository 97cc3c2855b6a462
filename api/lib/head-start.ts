import { formatClock, townClock } from '../contracts/dates';
import type { Executor } from '../db/client';
import type { jobTickets } from '../db/schema';
import { forbidden } from './errors';
import { ratingsOf } from './worker-ratings';

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

/** Those of these workers vendors rate well, by user id. */
export async function wellRatedWorkers(db: Executor, among: readonly string[]): Promise<Set<string>> {
  const well = [...(await ratingsOf(db, among))].filter(
    ([, tally]) => tally.count >= WELL_RATED_MIN_RATINGS && tally.average >= WELL_RATED_AVERAGE,
  );
  return new Set(well.map(([workerId]) => workerId));
}

/** Whether the ticket's head start is still running at `now`. */
export const inHeadStart = (ticket: TicketOffer, now: Date) =>
  ticket.openToAllAt !== null && now.getTime() < Date.parse(ticket.openToAllAt);

/** Whether this worker is offered the job now: after the head start, everyone is. */
export const isOfferedTo = async (db: Executor, ticket: TicketOffer, userId: string, now: Date) =>
  !inHeadStart(ticket, now) || (await wellRatedWorkers(db, [userId])).has(userId);

/** Refuses a worker the job while well-rated workers have it first, saying when it opens to them. */
export async function assertOfferedTo(db: Executor, ticket: TicketOffer, userId: string, now: Date) {
  if ((await isOfferedTo(db, ticket, userId, now)) || !ticket.openToAllAt) return;
  const opens = formatClock(townClock(new Date(ticket.openToAllAt)));
  throw forbidden(`This job is offered first to well-rated workers. It opens to you at ${opens}.`);
}
