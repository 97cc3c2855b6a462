import type { BookingActor } from '../../contracts/enums';
import type { jobTickets, orders } from '../../db/schema';

export type OrderStatus = (typeof orders.$inferSelect)['status'];
export type TicketStatus = (typeof jobTickets.$inferSelect)['status'];

/**
 * Every move an order may make, and who may make it: docs/booking-states.md is this table in words.
 * A move not listed answers 409. Each service changes a status with a conditional UPDATE whose
 * WHERE names the `from` states taken from here, so a race cannot slip a move past the table.
 */
export const ORDER_MOVES = {
  accept: { from: ['pending'], to: 'accepted', by: ['vendor'] },
  decline: { from: ['pending'], to: 'cancelled', by: ['vendor'] },
  // A request its vendor did not answer by its respondBy: the hold on the card is released.
  expire: { from: ['pending'], to: 'cancelled', by: ['system'] },
  vendorCancel: { from: ['accepted'], to: 'cancelled', by: ['vendor'] },
  customerCancel: { from: ['pending', 'accepted'], to: 'cancelled', by: ['customer'] },
  adminCancel: { from: ['pending', 'accepted', 'in_progress'], to: 'cancelled', by: ['admin'] },
  // The vendor was suspended, or the day filled while the customer paid.
  systemCancel: { from: ['pending', 'accepted'], to: 'cancelled', by: ['system'] },
  // A worker started one of its tickets.
  start: { from: ['accepted', 'pending'], to: 'in_progress', by: ['worker'] },
  // All of its tickets completed.
  finish: { from: ['accepted', 'in_progress'], to: 'completed', by: ['worker'] },
  // Its tickets were all completed before its end: completed once the end has passed.
  finishAfterEnd: { from: ['in_progress'], to: 'completed', by: ['system'] },
  // Work without tickets: the vendor marks it delivered on or after the event day.
  markDelivered: { from: ['accepted', 'in_progress'], to: 'completed', by: ['vendor'] },
} as const satisfies Record<
  string,
  { from: readonly OrderStatus[]; to: OrderStatus; by: readonly BookingActor[] }
>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** The same for job tickets. A cancelled order cancels its tickets that are not completed. */
export const TICKET_MOVES = {
  accept: { from: ['pending'], to: 'assigned', by: ['worker'] },
  release: { from: ['assigned', 'accepted'], to: 'pending', by: ['worker'] },
  start: { from: ['assigned', 'accepted'], to: 'in_progress', by: ['worker'] },
  complete: { from: ['in_progress'], to: 'completed', by: ['worker'] },
  cancel: { from: ['pending', 'assigned', 'accepted', 'in_progress'], to: 'cancelled', by: ['system'] },
} as const satisfies Record<
  string,
  { from: readonly TicketStatus[]; to: TicketStatus; by: readonly BookingActor[] }
>;
export type TicketMove = keyof typeof TICKET_MOVES;

/** "This booking is cancelled and cannot be accepted": the 409 for a move the table does not allow. */
export function refusedMove(kind: 'booking' | 'job', status: string, verb: string): string {
  return `This ${kind} is ${status.replace('_', ' ')} and cannot be ${verb}`;
}
