import { formatClock } from './dates';
import type {
  BookingActor,
  BookingMode,
  HoldStatus,
  OrderPaymentStatus,
  OrderStatus,
  PaymentProvider,
} from './enums';
import { townClock } from './events';

/** What a booking's words are made from: the same fields on every screen, notice and e-mail. */
export type BookingState = {
  status: OrderStatus;
  bookingMode: BookingMode;
  /** When a request expires unanswered (UTC ISO); null for an instant booking and older rows. */
  respondBy: string | null;
  vendorName: string;
  /** The booking's money at the provider; null when nothing was paid online. */
  paymentStatus: OrderPaymentStatus | null;
  /** Who cancelled it: tells a decline from an expiry from the customer's own cancel. */
  cancelledBy?: BookingActor | null;
};

/** `good` is a done deal, `wait` waits on someone, `off` will not happen. */
export type BookingTone = 'good' | 'wait' | 'off';

/** A short label for a pill, and one sentence that says what is true now. */
export type BookingWords = { label: string; tone: BookingTone; sentence: string };

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Fri 6:00 PM": an instant on Broken Bow's clocks, as a deadline a few days away is said. */
export function townMoment(iso: string): string {
  const { day, time } = townClock(iso);
  return `${SHORT_WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${formatClock(time)}`;
}

/** Said of every request that did not go ahead: nothing was ever charged. */
/** What paying does to a line in the cart, said before the customer pays. */
export const CART_LINE_WORDS = {
  instant: 'Instant booking: confirmed as soon as you pay.',
  request:
    'Request to book: the vendor answers within a day. Your card is only held, and charged only if they accept.',
} as const;

export const RELEASED = 'The hold on your card was released: you were not charged.';

/**
 * One booking's state in words (issue 29). "Confirmed" only once the vendor accepted or the line was
 * instant; a request says whom it waits for, until when, and that the card is only held.
 */
export function bookingWords(booking: BookingState): BookingWords {
  const { status, vendorName, respondBy, paymentStatus } = booking;
  if (status === 'pending') {
    // Paid before holds existed (or not online at all): nothing is held, the vendor still has to answer.
    if (paymentStatus !== 'authorized')
      return {
        label: 'Awaiting vendor',
        tone: 'wait',
        sentence: `Waiting for ${vendorName} to accept.${paymentStatus === 'captured' ? ' If they decline, you get your money back in full.' : ''}`,
      };
    const by = respondBy ? ` answers by ${townMoment(respondBy)}` : ' will answer soon';
    return {
      label: 'Request sent',
      tone: 'wait',
      sentence: `Request sent — ${vendorName}${by}. Your card is charged only if they accept.`,
    };
  }
  if (status === 'accepted')
    return {
      label: 'Confirmed',
      tone: 'good',
      sentence:
        booking.bookingMode === 'instant'
          ? `Confirmed — ${vendorName} is booked.`
          : `Confirmed — ${vendorName} accepted your request.`,
    };
  if (status === 'in_progress')
    return { label: 'In progress', tone: 'good', sentence: `${vendorName} is at work on your booking.` };
  if (status === 'completed') return { label: 'Completed', tone: 'good', sentence: 'This booking is done.' };
  return cancelledWords(booking);
}

function cancelledWords({ vendorName, paymentStatus, cancelledBy }: BookingState): BookingWords {
  const released = paymentStatus === 'released';
  const money = released ? ` ${RELEASED}` : paymentStatus === 'refunded' ? ' Your money was refunded.' : '';
  // A vendor declines a request whose card was only held; a booking it had taken, it cancels.
  if (cancelledBy === 'vendor')
    return released
      ? { label: 'Declined', tone: 'off', sentence: `${vendorName} declined.${money}` }
      : { label: 'Cancelled', tone: 'off', sentence: `${vendorName} cancelled this booking.${money}` };
  if (cancelledBy === 'system' && released)
    return {
      label: 'Expired',
      tone: 'off',
      sentence: `The request expired: ${vendorName} did not answer in time.${money}`,
    };
  return { label: 'Cancelled', tone: 'off', sentence: `This booking was cancelled.${money}` };
}

/**
 * One booking's money at the provider (`payment.status`): authorised while its payment's hold waits,
 * released when it never goes ahead; otherwise captured when its charge is in the books (taken at
 * once, or when the hold settled) and released when its part of a settled hold was let go; refunded
 * once a refund is recorded. Null when nothing was paid online (a $0 checkout, an order entered by hand).
 */
export function orderPaymentStatus(line: {
  status: OrderStatus;
  holdStatus: HoldStatus | null;
  provider: PaymentProvider | null;
  refunded: boolean;
  /** Whether its charge was posted to the books (`charge:<order id>`). */
  charged: boolean;
}): OrderPaymentStatus | null {
  if (line.holdStatus === null || line.provider === null || line.provider === 'none') return null;
  if (line.refunded) return 'refunded';
  if (line.holdStatus === 'held' || line.holdStatus === 'capturing')
    return line.status === 'cancelled' ? 'released' : 'authorized';
  return line.charged ? 'captured' : 'released';
}
