// @vitest-environment happy-dom
import type { OrderDetail } from '@contracts/checkout';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingReceipt } from './booking-receipt';
import { BookingSummary } from './booking-summary';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));
afterEach(cleanup);

// Issue 29: the booking's page says what is true of it, and its receipt repeats the policy.
// A request to Timber Ridge for Sat Dec 12, 2026, answered by Fri Dec 4, 6:00 PM in Broken Bow.
const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'order-1-abcdef',
  vendorId: 'v1',
  vendorName: 'Timber Ridge',
  serviceName: 'BBQ Buffet',
  type: 'catering',
  status: 'pending',
  amount: '740.00',
  scheduledDate: '2026-12-12',
  scheduledTime: '17:00',
  endTime: null,
  hours: null,
  guestCount: 40,
  createdAt: '2026-11-26T12:00:00.000Z',
  refund: null,
  cancellationReason: null,
  review: null,
  bookingMode: 'request',
  cancellationPolicy: 'standard',
  respondBy: '2026-12-05T00:00:00.000Z',
  paymentStatus: 'authorized',
  cancelledBy: null,
  eventAddress: '40 Cedar Creek Rd, Hochatown, OK 74728',
  notes: null,
  contactPhone: '(580) 555-0199',
  payment: { status: 'authorized' },
  receipt: { amount: '740.00', paidWith: 'local', paidAt: '2026-11-26T12:00:00.000Z', refund: null },
  history: [],
  workerToRate: false,
  change: null,
  problem: { report: null, window: null },
  fieldWork: null,
  ...over,
});
// Noon in Broken Bow on Thu Nov 26, 2026.
const NOW = new Date('2026-11-26T18:00:00Z');

describe("the booking's page", () => {
  it('a request waiting on its vendor is sent, not confirmed, with the phone for the day', () => {
    const order = detail();
    render(<BookingSummary order={order} detail={order} />);
    expect(screen.getByText('Request sent')).toBeTruthy();
    expect(screen.getByTestId('booking-next').textContent).toBe(
      'Request sent — Timber Ridge answers by Fri 6:00 PM. Your card is charged only if they accept. You will see their answer here and in My bookings.',
    );
    expect(screen.getByText('(580) 555-0199')).toBeTruthy();
    expect(screen.queryByText(/confirmed/i)).toBeNull();
  });

  it('an expired request says the hold was released', () => {
    const order = detail({ status: 'cancelled', paymentStatus: 'released', cancelledBy: 'system' });
    render(<BookingSummary order={order} detail={order} />);
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByTestId('booking-cancelled').textContent).toContain(
      'The request expired: Timber Ridge did not answer in time. The hold on your card was released: you were not charged.',
    );
  });

  it('the receipt repeats the cancellation policy in the booking’s own days while it can be cancelled', () => {
    const { unmount } = render(<BookingReceipt detail={detail()} now={NOW} />);
    expect(screen.getByTestId('receipt-policy').textContent).toBe(
      'If you cancel: Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    unmount();
    render(<BookingReceipt detail={detail({ status: 'completed' })} now={NOW} />);
    expect(screen.queryByTestId('receipt-policy')).toBeNull();
  });

  it("names the booking's own policy: flexible ends 24 hours before its 5:00 PM start", () => {
    render(<BookingReceipt detail={detail({ cancellationPolicy: 'flexible' })} now={NOW} />);
    expect(screen.getByTestId('receipt-policy').textContent).toBe(
      'If you cancel: Flexible policy: Full refund less the 3% processing fee until Fri, Dec 11, 5:00 PM; no refund after.',
    );
  });
});
