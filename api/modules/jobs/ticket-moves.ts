import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { completeTooEarlyMessage, startTooEarlyMessage } from '../../contracts/job-windows';
import type { JobTicketView } from '../../contracts/jobs';
import type { Db, Tx } from '../../db/client';
import { affected } from '../../db/dialect';
import { gigWorkers, jobTickets, orders } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { assertOfferedTo } from '../../lib/head-start';
import { requireAssignedTicket } from '../../lib/ownership';
import { closeTextCodes } from '../../sms/job-codes';
import { orderFinishedIfAllDone, orderStarted } from '../orders/follow-tickets';
import { refusedMove, TICKET_MOVES, type TicketStatus } from '../orders/transitions';
import { ticketView } from './ticket-view';
import { settleWorkedTime } from './worked-pay';

type Ticket = typeof jobTickets.$inferSelect;

const VERB = { accept: 'accepted', start: 'started', complete: 'completed', release: 'released' } as const;
type WorkerMove = keyof typeof VERB;

const ticketRow = async (db: Db, id: string): Promise<Ticket | undefined> =>
  await db.select().from(jobTickets).where(eq(jobTickets.id, id)).get();

/**
 * The 409 for a move the table does not allow from where the ticket is. A cancelled job says so and
 * why (the code lets the board drop it rather than call it taken).
 */
function refused(ticket: Ticket, move: WorkerMove): ApiError {
  if (ticket.status === 'cancelled') {
    const why = ticket.cancellationReason ? `: ${ticket.cancellationReason}` : '';
    return new ApiError(409, `${refusedMove('job', 'cancelled', VERB[move])}${why}`, 'job_cancelled');
  }
  return conflict(refusedMove('job', ticket.status, VERB[move]));
}

const from = (move: WorkerMove) => TICKET_MOVES[move].from as readonly TicketStatus[];

/**
 * Accepting is one conditional UPDATE: of any number of workers racing for a ticket, the database
 * lets exactly one turn 'pending' into 'assigned'. The winner accepting again is not an error.
 */
export async function acceptJob(db: Db, ticketId: string, userId: string, now: Date): Promise<JobTicketView> {
  const offered = await ticketRow(db, ticketId);
  if (offered?.status === 'pending') await assertOfferedTo(db, offered, userId, now);
  const stamp = now.toISOString();
  const won = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(jobTickets)
      .set({ status: TICKET_MOVES.accept.to, assignedWorkerId: userId, updatedAt: stamp })
      .where(
        and(
          eq(jobTickets.id, ticketId),
          inArray(jobTickets.status, from('accept')),
          // A job whose day has passed is over: nobody can take it on.
          or(isNull(jobTickets.scheduledDate), gte(jobTickets.scheduledDate, townToday(now))),
        ),
      )
      .returning()
      .get();
    if (claimed) {
      await closeTextCodes(tx, claimed, userId, now);
      await tx
        .update(orders)
        .set({ assignedWorkerId: userId, updatedAt: stamp })
        .where(eq(orders.id, claimed.orderId))
        .run();
    }
    return Boolean(claimed);
  });
  const ticket = await ticketRow(db, ticketId);
  if (!ticket) throw notFound('Job not found');
  if (ticket.status === 'cancelled') throw refused(ticket, 'accept');
  if (!won && ticket.assignedWorkerId !== userId) {
    if (ticket.status === 'pending') throw conflict('This job was for a day that has passed');
    throw conflict('This job has already been taken by another worker');
  }
  return ticketView(db, ticketId, userId);
}

/** The caller's own ticket (another worker's is a 404), or why it cannot move: it was cancelled. */
async function assignedTicket(db: Db, ticketId: string, userId: string, move: WorkerMove): Promise<Ticket> {
  const ticket = await requireAssignedTicket(db, userId, ticketId);
  if (ticket.status === 'cancelled') throw refused(ticket, move);
  return ticket;
}

/** After a refused conditional UPDATE, the reason as the ticket is now (it may have been cancelled). */
async function refusedNow(db: Db, ticketId: string, move: WorkerMove): Promise<ApiError> {
  const now = await ticketRow(db, ticketId);
  return now ? refused(now, move) : notFound('Job not found');
}

/**
 * A worker starts a job from two hours before they are due, and completes it only once the booking
 * has begun: a job done at 1:44 AM for a 6:00 PM party is not done (issue 29).
 */
function assertInWindow(view: JobTicketView, step: 'start' | 'complete', now: Date) {
  const opens = step === 'start' ? view.startsFrom : view.completesFrom;
  if (!opens || now.getTime() >= Date.parse(opens)) return;
  throw conflict(step === 'start' ? startTooEarlyMessage(opens, now) : completeTooEarlyMessage(opens, now));
}

/** The check-in or check-out behind a move (job-checks.ts): when it happened, written with the move. */
export type MoveCheck = { at: Date; record: (tx: Tx) => Promise<void> };

/**
 * Started, then completed, by the assigned worker, each in its window (assertInWindow) at the time
 * the check was taken. Starting puts its order in progress; completing the order's last ticket
 * completes the order.
 */
export async function progressJob(
  db: Db,
  ticketId: string,
  userId: string,
  step: 'start' | 'complete',
  workerNotes: string | null | undefined,
  now: Date,
  check: MoveCheck,
): Promise<JobTicketView> {
  const ticket = await assignedTicket(db, ticketId, userId, step);
  assertInWindow(await ticketView(db, ticketId, userId), step, check.at);
  const moved = await db.transaction(async (tx) => {
    const updated = await tx
      .update(jobTickets)
      .set({
        status: TICKET_MOVES[step].to,
        updatedAt: now.toISOString(),
        ...(workerNotes !== undefined ? { workerNotes } : {}),
      })
      .where(
        and(
          eq(jobTickets.id, ticketId),
          eq(jobTickets.assignedWorkerId, userId),
          inArray(jobTickets.status, from(step)),
        ),
      )
      .run();
    if (affected(updated) !== 1) return false;
    await check.record(tx);
    if (step === 'start') await orderStarted(tx, ticket.orderId, userId, now);
    else {
      await tx
        .update(gigWorkers)
        .set({ completedJobs: sql`${gigWorkers.completedJobs} + 1`, updatedAt: now.toISOString() })
        .where(eq(gigWorkers.userId, userId))
        .run();
      // The job's pay, for the time worked, is owed to the worker from now, out of the vendor's share.
      await settleWorkedTime(tx, ticket, userId, now);
      await orderFinishedIfAllDone(tx, ticket.orderId, userId, now);
    }
    return true;
  });
  if (!moved) throw await refusedNow(db, ticketId, step);
  return ticketView(db, ticketId, userId);
}

/**
 * The assigned worker gives a job back before starting it: it is pending and on the board again,
 * with nobody on the order and the worker's notes cleared (they were for that worker).
 */
export async function releaseJob(
  db: Db,
  ticketId: string,
  userId: string,
  now: Date,
): Promise<JobTicketView> {
  const ticket = await assignedTicket(db, ticketId, userId, 'release');
  const stamp = now.toISOString();
  const released = await db.transaction(async (tx) => {
    const updated = await tx
      .update(jobTickets)
      .set({ status: TICKET_MOVES.release.to, assignedWorkerId: null, workerNotes: null, updatedAt: stamp })
      .where(
        and(
          eq(jobTickets.id, ticketId),
          eq(jobTickets.assignedWorkerId, userId),
          inArray(jobTickets.status, from('release')),
        ),
      )
      .run();
    if (affected(updated) !== 1) return false;
    await tx
      .update(orders)
      .set({ assignedWorkerId: null, updatedAt: stamp })
      .where(and(eq(orders.id, ticket.orderId), eq(orders.assignedWorkerId, userId)))
      .run();
    return true;
  });
  if (!released) throw await refusedNow(db, ticketId, 'release');
  return ticketView(db, ticketId, userId);
}
