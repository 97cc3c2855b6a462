import type { OrderHistoryEntry } from '@contracts/checkout';
import type { BookingActor, PaymentProvider } from '@contracts/enums';

/** Who moved a booking, as its customer reads it: by role, never by another person's name. */
const BY: Record<BookingActor, string> = {
  customer: 'you',
  vendor: 'the vendor',
  worker: 'a gig worker',
  admin: 'Broken Bow Events',
  system: 'Broken Bow Events',
};

export const actorWords = (actor: BookingActor) => BY[actor];

/** One line of the booking's history: "Accepted by the vendor", "Declined by the vendor"... */
export function historyLine({ from, to, by }: Pick<OrderHistoryEntry, 'from' | 'to' | 'by'>): string {
  if (from === null) return by === 'customer' ? 'Booked and paid by you' : `Booked by ${BY[by]}`;
  if (to === 'accepted') return `Accepted by ${BY[by]}`;
  if (to === 'cancelled')
    return by === 'vendor' && from === 'pending' ? 'Declined by the vendor' : `Cancelled by ${BY[by]}`;
  if (to === 'in_progress') return 'Work started on the day';
  if (to === 'completed') return by === 'vendor' ? 'Marked delivered by the vendor' : 'Completed';
  return `Moved to ${to.replace('_', ' ')} by ${BY[by]}`;
}

/** How the booking was paid, in a customer's words. */
export function paidWithWords(provider: PaymentProvider | null): string {
  if (provider === 'stripe') return 'Card, through Stripe';
  if (provider === 'local') return 'Card (test payments)';
  if (provider === 'none') return 'Nothing to pay';
  return 'Not paid online';
}
