import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobTickets } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { requireVendorTicket } from '../../lib/ownership';
import { postOvertimePay } from './worked-pay';

type Ticket = typeof jobTickets.$inferSelect;

/** The minutes paid once the overtime is approved (by the vendor, or by an admin on a dispute). */
export const paidWithOvertime = (ticket: Ticket) => (ticket.paidMinutes ?? 0) + ticket.overtimeMinutes;

/**
 * The vendor approves or declines the overtime a worker's check-out asked, once: one conditional
 * UPDATE from 'requested', so a double click or two tabs end with one answer. Approving adds the
 * overtime to the paid minutes and posts its pay; declining posts nothing (the worker who disagrees
 * disputes it, ./overtime-dispute.ts).
 */
export async function answerOvertime(db: Db, userId: string, ticketId: string, approve: boolean, now: Date) {
  const ticket = await requireVendorTicket(db, userId, ticketId);
  const answered = await db.transaction(async (tx) => {
    const row = await tx
      .update(jobTickets)
      .set({
        overtimeStatus: approve ? 'approved' : 'declined',
        paidMinutes: approve ? paidWithOvertime(ticket) : ticket.paidMinutes,
        overtimeAnsweredAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(and(eq(jobTickets.id, ticket.id), eq(jobTickets.overtimeStatus, 'requested')))
      .returning()
      .get();
    if (row && approve) await postOvertimePay(tx, row, now);
    return row;
  });
  if (!answered)
    throw conflict(
      ticket.overtimeStatus === 'none'
        ? 'This job has no overtime to answer'
        : `You already ${ticket.overtimeStatus} this overtime`,
    );
  return { overtimeMinutes: answered.overtimeMinutes, overtimeStatus: answered.overtimeStatus };
}
