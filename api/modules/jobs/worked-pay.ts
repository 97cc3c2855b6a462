import { eq } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import { needsWorkers } from '../../contracts/event-address';
import { overtimePayCents, payForMinutes, workedTime } from '../../contracts/worked-time';
import { workerHours } from '../../contracts/worker-pay';
import type { Tx } from '../../db/client';
import { jobChecks, jobTickets, services } from '../../db/schema';
import { postWorkerPay } from '../../ledger/order-books';
import { postEntry, vendorAccount, workerAccount } from '../../ledger/post';

type Ticket = typeof jobTickets.$inferSelect;

/** The minutes a job was booked for (the hours the card shows), or null where its kind is unknown. */
async function bookedMinutes(tx: Tx, ticket: Ticket): Promise<number | null> {
  const service = ticket.serviceId
    ? await tx
        .select({ category: services.category })
        .from(services)
        .where(eq(services.id, ticket.serviceId))
        .get()
    : undefined;
  if (!needsWorkers(service?.category)) return null;
  const hours = workerHours(service.category, ticket.guestCount, {
    selectedTime: ticket.scheduledTime,
    endTime: ticket.endTime,
  });
  return Math.round(hours * 60);
}

/**
 * A job completed: its time from the check-in and check-out (api/contracts/worked-time.ts) is
 * written on the ticket and its pay posted (`worker:<ticketId>`, vendor → worker), overtime left
 * for the vendor to answer. The check-out is the one recorded in this transaction, else now. A job
 * with no check-in (tickets from before issue 31) is paid its booked hours, as it always was.
 */
export async function settleWorkedTime(tx: Tx, ticket: Ticket, workerUserId: string, now: Date) {
  const checks = await tx
    .select({ step: jobChecks.step, takenAt: jobChecks.takenAt })
    .from(jobChecks)
    .where(eq(jobChecks.ticketId, ticket.id))
    .all();
  const start = checks.find((c) => c.step === 'start');
  const booked = await bookedMinutes(tx, ticket);
  if (!start || booked === null) {
    await postWorkerPay(tx, ticket, workerUserId, now);
    return;
  }
  const completedAt = checks.find((c) => c.step === 'complete')?.takenAt ?? now.toISOString();
  const time = workedTime(start.takenAt, completedAt, booked);
  await tx
    .update(jobTickets)
    .set({ ...time, overtimeStatus: time.overtimeMinutes > 0 ? 'requested' : 'none' })
    .where(eq(jobTickets.id, ticket.id))
    .run();
  await postWorkerPay(tx, { ...ticket, amountCents: payForMinutes(time.paidMinutes) }, workerUserId, now);
}

/**
 * Approved overtime's pay, once (`overtime:<ticketId>`, vendor → worker, a worker_pay entry paid out
 * like the job's pay), owed from today.
 */
export async function postOvertimePay(tx: Tx, ticket: Ticket, now: Date) {
  if (!ticket.assignedWorkerId) return;
  await postEntry(tx, {
    key: `overtime:${ticket.id}`,
    kind: 'worker_pay',
    from: vendorAccount(ticket.vendorId),
    to: workerAccount(ticket.assignedWorkerId),
    amountCents: overtimePayCents(ticket),
    orderId: ticket.orderId,
    ticketId: ticket.id,
    availableOn: townToday(now),
    now,
  });
}
