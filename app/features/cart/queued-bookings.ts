import type { OutboxItem } from '~/offline/db';
import type { OutboxPayload } from '~/offline/outbox-registry';

/** A booking made offline that the server has not taken yet: shown in the cart, marked as such. */
export type QueuedBooking = {
  id: string;
  status: OutboxItem['status'];
  /** Why it is not in the cart yet: the server's refusal, or what it waits for. */
  reason: string | null;
  booking: OutboxPayload<'cart-item'>;
};

/** This customer's queued bookings, oldest first, from the sync engine's state. */
export function queuedBookings(items: readonly OutboxItem[], userId: string): QueuedBooking[] {
  return items
    .filter((item) => item.kind === 'cart-item' && item.userId === userId)
    .map((item) => ({
      id: item.id,
      status: item.status,
      reason: item.lastError,
      // Stored by sendOrQueue('cart-item', ...), whose type is this kind's payload.
      booking: item.payload as OutboxPayload<'cart-item'>,
    }));
}
