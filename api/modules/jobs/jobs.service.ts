import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { townToday } from '../../contracts/dates';
import type { JobTicketView } from '../../contracts/jobs';
import { centsToDecimal } from '../../contracts/money';
import type { Db } from '../../db/client';
import { gigWorkers, jobTickets, orders, services, vendors } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../../lib/guards';
import { refusedMove } from '../orders/transitions';

const columns = {
  ticket: jobTickets,
  vendorName: vendors.businessName,
  serviceName: services.name,
  serviceCategory: services.category,
};
type Row = {
  ticket: typeof jobTickets.$inferSelect;
  vendorName: string;
  serviceName: string | null;
  serviceCategory: string | null;
};

const toView = (row: Row, userId: string): JobTicketView => ({
  id: row.ticket.id,
  status: row.ticket.status,
  scheduledDate: row.ticket.scheduledDate,
  scheduledTime: row.ticket.scheduledTime,
  guestCount: row.ticket.guestCount,
  amount: centsToDecimal(row.ticket.amountCents),
  location: row.ticket.location,
  customerNotes: row.ticket.customerNotes,
  workerNotes: row.ticket.workerNotes,
  vendorName: row.vendorName,
  serviceName: row.serviceName,
  serviceCategory: row.serviceCategory,
  assignedToMe: row.ticket.assignedWorkerId === userId,
  updatedAt: row.ticket.updatedAt,
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(jobTickets)
    .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
    .leftJoin(services, eq(services.id, jobTickets.serviceId));

/** Only workers whose application was approved take jobs; everyone else hears why. */
export function assertApprovedWorker(db: Db, userId: string): void {
  const profile = db
    .select({ status: gigWorkers.status })
    .from(gigWorkers)
    .where(eq(gigWorkers.userId, userId))
    .get();
  if (!profile) throw forbidden('Apply as a gig worker first: jobs are open to approved workers.');
  if (profile.status !== 'approved') {
    throw forbidden(`Your gig worker application is ${profile.status}. Jobs open once it is approved.`);
  }
}

export function pendingJobs(db: Db, userId: string, today: string): JobTicketView[] {
  return joined(db)
    .where(and(eq(jobTickets.status, 'pending'), gte(jobTickets.scheduledDate, today)))
    .orderBy(asc(jobTickets.scheduledDate), asc(jobTickets.scheduledTime))
    .all()
    .map((row) => toView(row, userId));
}

export function myJobs(db: Db, userId: string): JobTicketView[] {
  return joined(db)
    .where(eq(jobTickets.assignedWorkerId, userId))
    .orderBy(asc(jobTickets.scheduledDate), asc(jobTickets.scheduledTime))
    .all()
    .map((row) => toView(row, userId));
}

function one(db: Db, id: string, userId: string): JobTicketView {
  const row = joined(db).where(eq(jobTickets.id, id)).get();
  if (!row) throw notFound('Job not found');
  return toView(row, userId);
}

/**
 * Accepting is one conditional UPDATE: of any number of workers racing for a ticket, the database
 * lets exactly one turn 'pending' into 'assigned'. The winner accepting again is not an error.
 */
export function acceptJob(db: Db, ticketId: string, userId: string, now: Date): JobTicketView {
  const won = db.transaction((tx) => {
    const claimed = tx
      .update(jobTickets)
      .set({ status: 'assigned', assignedWorkerId: userId, updatedAt: now.toISOString() })
      .where(
        and(
          eq(jobTickets.id, ticketId),
          eq(jobTickets.status, 'pending'),
          // A job whose day has passed is over: nobody can take it on.
          or(isNull(jobTickets.scheduledDate), gte(jobTickets.scheduledDate, townToday(now))),
        ),
      )
      .returning({ orderId: jobTickets.orderId })
      .get();
    if (claimed) {
      tx.update(orders)
        .set({ assignedWorkerId: userId, updatedAt: now.toISOString() })
        .where(eq(orders.id, claimed.orderId))
        .run();
    }
    return Boolean(claimed);
  });
  const ticket = one(db, ticketId, userId);
  if (!won && ticket.status === 'cancelled') throw conflict(refusedMove('job', ticket.status, 'accepted'));
  if (!won && !ticket.assignedToMe) {
    if (ticket.status === 'pending') throw conflict('This job was for a day that has passed');
    throw conflict('This job has already been taken by another worker');
  }
  return ticket;
}

// The only moves after acceptance (decided where the spec is silent): started, then completed.
const NEXT = {
  start: { from: ['assigned', 'accepted'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
} as const;

export function progressJob(
  db: Db,
  ticketId: string,
  userId: string,
  step: keyof typeof NEXT,
  workerNotes: string | null | undefined,
  now: Date,
): JobTicketView {
  const { from, to } = NEXT[step];
  const current = db.select().from(jobTickets).where(eq(jobTickets.id, ticketId)).get();
  if (!current) throw notFound('Job not found');
  if (current.assignedWorkerId !== userId)
    throw forbidden('Only the worker assigned to this job can update it');
  const moved = db.transaction((tx) => {
    const updated = tx
      .update(jobTickets)
      .set({
        status: to,
        updatedAt: now.toISOString(),
        ...(workerNotes !== undefined ? { workerNotes } : {}),
      })
      .where(and(eq(jobTickets.id, ticketId), sql`${jobTickets.status} in ${from}`))
      .run();
    if (updated.changes === 1 && to === 'completed') {
      tx.update(gigWorkers)
        .set({ completedJobs: sql`${gigWorkers.completedJobs} + 1`, updatedAt: now.toISOString() })
        .where(eq(gigWorkers.userId, userId))
        .run();
    }
    return updated.changes === 1;
  });
  if (!moved)
    throw conflict(
      `A job that is ${current.status.replace('_', ' ')} cannot be ${step === 'start' ? 'started' : 'completed'}`,
    );
  return one(db, ticketId, userId);
}

/** Route guard form of assertApprovedWorker, so a refusal comes before any validation. */
export const requireApprovedWorker = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertApprovedWorker(db, currentUser(c.get('user')).id);
    await next();
  });
