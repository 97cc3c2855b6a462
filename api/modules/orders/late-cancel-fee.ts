import { bookingWhen } from '../../contracts/cancellation';
import { townToday } from '../../contracts/dates';
import { bookedSpan } from '../../contracts/job-windows';
import { LATE_CANCEL_FEE_CENTS, LATE_CANCEL_HOURS } from '../../contracts/worker-pay';
import type { Executor } from '../../db/client';
import type { jobTickets } from '../../db/schema';
import { postEntry, vendorAccount, workerAccount } from '../../ledger/post';

type Ticket = typeof jobTickets.$inferSelect;

/** A worker had taken the job: it counts whether or not they had started it. */
const TAKEN: readonly Ticket['status'][] = ['assigned', 'accepted', 'in_progress'];
const HOUR_MS = 3_600_000;

/**
 * Pays the worker of a job called off late (a cancelled booking, or a change the worker cannot
 * make) the late cancellation fee: when the job was taken and its start (the day's midnight
 * without a time; real hours, as the flexible policy counts them) is less than 24 hours from `now`.
 * Called with the ticket as it was before the cancellation. One entry `cancel-fee:<ticketId>`,
 * vendor → worker like worker pay, so it comes out of the vendor's share of what the booking kept
 * and is netted against their payouts; its key posts it once, whatever arrives twice. Answers the
 * fee paid in cents (0 for none, or when it was posted already).
 */
export async function payLateCancelFee(tx: Executor, ticket: Ticket, now: Date): Promise<number> {
  if (!ticket.assignedWorkerId || !TAKEN.includes(ticket.status) || !ticket.scheduledDate) return 0;
  const start = Date.parse(bookedSpan(bookingWhen(ticket.scheduledDate, ticket.scheduledTime)).startsAt);
  if (start - now.getTime() >= LATE_CANCEL_HOURS * HOUR_MS) return 0;
  const posted = await postEntry(tx, {
    key: `cancel-fee:${ticket.id}`,
    kind: 'worker_cancel_fee',
    from: vendorAccount(ticket.vendorId),
    to: workerAccount(ticket.assignedWorkerId),
    amountCents: LATE_CANCEL_FEE_CENTS,
    orderId: ticket.orderId,
    ticketId: ticket.id,
    availableOn: townToday(now),
    now,
  });
  return posted ? LATE_CANCEL_FEE_CENTS : 0;
}
