import { describe, expect, it } from 'vitest';
import { type BookingState, bookingWords, orderPaymentStatus, townMoment } from './booking-words';

// Fri Dec 4, 2026, 6:00 PM in Broken Bow (CST, UTC-6) is midnight UTC on Dec 5.
const FRI_6PM = '2026-12-05T00:00:00.000Z';
const request: BookingState = {
  status: 'pending',
  bookingMode: 'request',
  respondBy: FRI_6PM,
  vendorName: 'Timber Ridge',
  paymentStatus: 'authorized',
};

describe("a booking's state in words", () => {
  it('says a deadline on Broken Bow clocks', () => {
    expect(townMoment(FRI_6PM)).toBe('Fri 6:00 PM');
    // Daylight time (UTC-5): 23:30 UTC on Jun 5 is 6:30 PM that Friday.
    expect(townMoment('2026-06-05T23:30:00.000Z')).toBe('Fri 6:30 PM');
  });

  it('a held request waits for the vendor and says the card is not charged', () => {
    expect(bookingWords(request)).toEqual({
      label: 'Request sent',
      tone: 'wait',
      sentence:
        'Request sent — Timber Ridge answers by Fri 6:00 PM. Your card is charged only if they accept.',
    });
    // An older request with no deadline on record promises no hour.
    expect(bookingWords({ ...request, respondBy: null }).sentence).toBe(
      'Request sent — Timber Ridge will answer soon. Your card is charged only if they accept.',
    );
  });

  it('a pending booking already charged (paid before holds) is never called confirmed', () => {
    const words = bookingWords({
      ...request,
      bookingMode: 'instant',
      respondBy: null,
      paymentStatus: 'captured',
    });
    expect(words.label).toBe('Awaiting vendor');
    expect(words.sentence).toBe(
      'Waiting for Timber Ridge to accept. If they decline, you get your money back in full.',
    );
    expect(bookingWords({ ...request, paymentStatus: null }).sentence).toBe(
      'Waiting for Timber Ridge to accept.',
    );
  });

  it('confirmed only once accepted: an instant line, or a request the vendor accepted', () => {
    const instant = {
      ...request,
      status: 'accepted',
      bookingMode: 'instant',
      paymentStatus: 'captured',
    } as const;
    expect(bookingWords(instant)).toEqual({
      label: 'Confirmed',
      tone: 'good',
      sentence: 'Confirmed — Timber Ridge is booked.',
    });
    expect(bookingWords({ ...request, status: 'accepted', paymentStatus: 'captured' }).sentence).toBe(
      'Confirmed — Timber Ridge accepted your request.',
    );
    expect(bookingWords({ ...instant, status: 'in_progress' }).label).toBe('In progress');
    expect(bookingWords({ ...instant, status: 'completed' }).label).toBe('Completed');
  });

  it('says who is at work, that it is done, and whom a charged booking still waits for, each in its tone', () => {
    const charged = {
      ...request,
      bookingMode: 'instant',
      respondBy: null,
      paymentStatus: 'captured',
    } as const;
    expect(bookingWords({ ...charged, status: 'in_progress' })).toEqual({
      label: 'In progress',
      tone: 'good',
      sentence: 'Timber Ridge is at work on your booking.',
    });
    expect(bookingWords({ ...charged, status: 'completed' })).toEqual({
      label: 'Completed',
      tone: 'good',
      sentence: 'This booking is done.',
    });
    expect(bookingWords(charged).tone).toBe('wait');
  });

  it('a declined or expired request says the hold was released', () => {
    const off = { ...request, status: 'cancelled', paymentStatus: 'released' } as const;
    expect(bookingWords({ ...off, cancelledBy: 'vendor' })).toEqual({
      label: 'Declined',
      tone: 'off',
      sentence: 'Timber Ridge declined. The hold on your card was released: you were not charged.',
    });
    expect(bookingWords({ ...off, cancelledBy: 'system' })).toEqual({
      label: 'Expired',
      tone: 'off',
      sentence:
        'The request expired: Timber Ridge did not answer in time. The hold on your card was released: you were not charged.',
    });
    expect(bookingWords({ ...off, cancelledBy: 'customer' }).sentence).toBe(
      'This booking was cancelled. The hold on your card was released: you were not charged.',
    );
  });

  it('a cancelled paid booking says it was refunded', () => {
    const refunded = {
      ...request,
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelledBy: 'customer',
    } as const;
    expect(bookingWords(refunded)).toEqual({
      label: 'Cancelled',
      tone: 'off',
      sentence: 'This booking was cancelled. Your money was refunded.',
    });
    // A vendor that cancels a booking it had taken did not decline it.
    expect(bookingWords({ ...refunded, cancelledBy: 'vendor' })).toEqual({
      label: 'Cancelled',
      tone: 'off',
      sentence: 'Timber Ridge cancelled this booking. Your money was refunded.',
    });
    // Cancelled inside the no-refund window: the charge was kept, so nothing is said to be refunded.
    expect(bookingWords({ ...refunded, paymentStatus: 'captured' }).sentence).toBe(
      'This booking was cancelled.',
    );
    // Expired only when the system let a held request go; a system cancel of a paid booking is a cancel.
    expect(bookingWords({ ...refunded, cancelledBy: 'system' }).label).toBe('Cancelled');
  });
});

describe("one booking's money at the provider", () => {
  const line = {
    status: 'pending',
    holdStatus: 'held',
    provider: 'local',
    refunded: false,
    charged: false,
  } as const;

  it('a held line is authorised while it waits, released if it never goes ahead', () => {
    expect(orderPaymentStatus(line)).toBe('authorized');
    expect(orderPaymentStatus({ ...line, holdStatus: 'capturing', status: 'accepted' })).toBe('authorized');
    expect(orderPaymentStatus({ ...line, status: 'cancelled' })).toBe('released');
    expect(orderPaymentStatus({ ...line, holdStatus: 'released', status: 'cancelled' })).toBe('released');
    expect(orderPaymentStatus({ ...line, status: 'accepted', holdStatus: 'captured', charged: true })).toBe(
      'captured',
    );
    // Cancelled while held, then the rest of the hold was captured: its part was let go.
    expect(orderPaymentStatus({ ...line, status: 'cancelled', holdStatus: 'captured' })).toBe('released');
  });

  it('a line charged at once is captured, and stays captured when cancelled with nothing back', () => {
    const charged = { ...line, holdStatus: 'none', charged: true } as const;
    expect(orderPaymentStatus(charged)).toBe('captured');
    expect(orderPaymentStatus({ ...charged, status: 'cancelled' })).toBe('captured');
    expect(orderPaymentStatus({ ...charged, status: 'cancelled', refunded: true })).toBe('refunded');
    // Captured with its hold, then cancelled inside the no-refund window: the money was kept.
    expect(orderPaymentStatus({ ...charged, holdStatus: 'captured', status: 'cancelled' })).toBe('captured');
  });

  it('nothing paid online has no payment status', () => {
    expect(orderPaymentStatus({ ...line, provider: 'none', holdStatus: 'none' })).toBeNull();
    expect(orderPaymentStatus({ ...line, provider: null, holdStatus: null })).toBeNull();
    // Either missing is enough: a row with no hold, or no provider, paid nothing online.
    expect(orderPaymentStatus({ ...line, holdStatus: null })).toBeNull();
    expect(orderPaymentStatus({ ...line, provider: null })).toBeNull();
  });
});
