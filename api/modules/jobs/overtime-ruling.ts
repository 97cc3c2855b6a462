import { and, asc, eq } from 'drizzle-orm';
import { centsToDecimal } from '../../contracts/money';
import type { OvertimeDisputeView, OvertimeRulingInput } from '../../contracts/overtime-dispute';
import { overtimePayCents } from '../../contracts/worked-time';
import type { Db } from '../../db/client';
import { alias } from '../../db/dialect';
import { jobTickets, orders, services, users, vendors } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { bookedWhat } from '../orders/orders.service';
import { paidWithOvertime } from './overtime';
import { tellOfRuling } from './overtime-notices';
import { postOvertimePay } from './worked-pay';

const worker = alias(users, 'worker');

/** The disputes waiting for an admin, oldest first: the longest waiting is settled first. */
export async function overtimeDisputes(db: Db): Promise<OvertimeDisputeView[]> {
  return (
    await db
      .select({
        ticket: jobTickets,
        order: orders,
        serviceName: services.name,
        vendorName: vendors.businessName,
        firstName: worker.firstName,
        lastName: worker.lastName,
        username: worker.username,
      })
      .from(jobTickets)
      .innerJoin(orders, eq(orders.id, jobTickets.orderId))
      .innerJoin(vendors, eq(vendors.id, jobTickets.vendorId))
      .innerJoin(worker, eq(worker.id, jobTickets.assignedWorkerId))
      .leftJoin(services, eq(services.id, jobTickets.serviceId))
      .where(eq(jobTickets.overtimeStatus, 'disputed'))
      .orderBy(asc(jobTickets.updatedAt))
      .all()
  ).map((row) => ({
    ticketId: row.ticket.id,
    orderId: row.order.id,
    bookingName: bookedWhat(row.order, row.serviceName) ?? 'Booking',
    workerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
    vendorName: row.vendorName,
    minutes: row.ticket.overtimeMinutes,
    amount: centsToDecimal(overtimePayCents(row.ticket)),
    reason: row.ticket.overtimeDispute ?? '',
    disputedAt: row.ticket.updatedAt,
  }));
}

/**
 * The admin settles a dispute once: one conditional UPDATE from 'disputed'. Paying approves the
 * overtime as the vendor's approval does and posts the same entry (`overtime:<ticketId>`);
 * upholding declines it for good (ruled, so it cannot be disputed again). Both sides are told.
 */
export async function ruleOnOvertime(db: Db, ticketId: string, input: OvertimeRulingInput, now: Date) {
  const ticket = await db.select().from(jobTickets).where(eq(jobTickets.id, ticketId)).get();
  if (!ticket) throw notFound('Job not found');
  const pay = input.action === 'pay';
  const ruled = await db.transaction(async (tx) => {
    const row = await tx
      .update(jobTickets)
      .set({
        overtimeStatus: pay ? 'approved' : 'declined',
        paidMinutes: pay ? paidWithOvertime(ticket) : ticket.paidMinutes,
        overtimeRuledAt: now.toISOString(),
        overtimeRuling: input.note,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(jobTickets.id, ticket.id), eq(jobTickets.overtimeStatus, 'disputed')))
      .returning()
      .get();
    if (!row) return undefined;
    if (pay) await postOvertimePay(tx, row, now);
    await tellOfRuling(tx, row, pay, now);
    return row;
  });
  if (!ruled)
    throw conflict(
      ticket.overtimeRuledAt
        ? 'This dispute is already settled'
        : 'This job has no overtime dispute to settle',
    );
  return { overtimeMinutes: ruled.overtimeMinutes, overtimeStatus: ruled.overtimeStatus };
}
