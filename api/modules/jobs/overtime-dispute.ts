import { and, eq, isNull } from 'drizzle-orm';
import { disputableUntil, type WorkerOvertimeView } from '../../contracts/overtime-dispute';
import type { Db } from '../../db/client';
import { jobTickets } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireAssignedTicket } from '../../lib/ownership';
import { tellOfDispute } from './overtime-notices';

type Ticket = typeof jobTickets.$inferSelect;

/** Until when the worker may still dispute this ticket's overtime, or null when they may not. */
const disputeDeadline = (ticket: Ticket) =>
  ticket.overtimeStatus === 'declined' && !ticket.overtimeRuledAt && ticket.overtimeAnsweredAt
    ? disputableUntil(ticket.overtimeAnsweredAt)
    : null;

/** The overtime part of the worker's job card. */
export const workerOvertime = (ticket: Ticket): WorkerOvertimeView => ({
  minutes: ticket.overtimeMinutes,
  status: ticket.overtimeStatus,
  disputableUntil: disputeDeadline(ticket),
  dispute: ticket.overtimeDispute,
  ruledAt: ticket.overtimeRuledAt,
  ruling: ticket.overtimeRuling,
});

function refusal(ticket: Ticket): string {
  if (ticket.overtimeRuledAt) return 'An admin already ruled on this overtime';
  if (ticket.overtimeStatus === 'disputed') return 'You already disputed this overtime: an admin will decide';
  if (ticket.overtimeStatus === 'declined') return 'The 7 days to dispute this decline are over';
  if (ticket.overtimeStatus === 'none') return 'This job has no overtime to dispute';
  return `Only declined overtime can be disputed: this overtime is ${ticket.overtimeStatus}`;
}

/**
 * The worker disputes the vendor's decline of their overtime, once, within 7 days of it: one
 * conditional UPDATE from 'declined' (never ruled on), so a double tap ends with one dispute. The
 * vendor's owner and the admins are told; an admin settles it (./overtime-ruling.ts).
 */
export async function disputeOvertime(db: Db, workerId: string, ticketId: string, reason: string, now: Date) {
  const ticket = await requireAssignedTicket(db, workerId, ticketId);
  const deadline = disputeDeadline(ticket);
  if (!deadline || now.toISOString() > deadline) throw conflict(refusal(ticket));
  const disputed = await db.transaction(async (tx) => {
    const row = await tx
      .update(jobTickets)
      .set({ overtimeStatus: 'disputed', overtimeDispute: reason, updatedAt: now.toISOString() })
      .where(
        and(
          eq(jobTickets.id, ticket.id),
          eq(jobTickets.overtimeStatus, 'declined'),
          isNull(jobTickets.overtimeRuledAt),
        ),
      )
      .returning()
      .get();
    if (row) await tellOfDispute(tx, row, now);
    return row;
  });
  // Another answer got there first: say what it was.
  if (!disputed) throw conflict(refusal(await requireAssignedTicket(db, workerId, ticketId)));
  return workerOvertime(disputed);
}
