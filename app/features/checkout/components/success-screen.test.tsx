// @vitest-environment happy-dom
import type { CheckoutResult, PaidOrder } from '@contracts/checkout';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuccessScreen } from './success-screen';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
  useNavigate: () => navigate,
}));

// Issue 29: 'Payment Successful' stays (the payment went through, as a charge or a hold), but only
// what the vendor accepted, or booked instantly, is called confirmed.

const order = (over: Partial<PaidOrder>): PaidOrder => ({
  id: 'order-1-abcdef',
  vendorName: 'Timber Ridge',
  serviceName: 'BBQ Buffet',
  amount: '740.00',
  scheduledDate: '2026-12-12',
  status: 'accepted',
  bookingMode: 'instant',
  respondBy: null,
  paymentStatus: 'captured',
  cancelledBy: null,
  ...over,
});
const resultOf = (orders: PaidOrder[], jobTicketCount = 0): CheckoutResult => ({
  cartId: 'cart-1',
  orderIds: orders.map((o) => o.id),
  orders,
  jobTicketCount,
  amount: '740.00',
  stillInCart: 0,
  refunded: [],
});
// Fri Dec 4, 2026, 6:00 PM in Broken Bow.
const request = order({
  status: 'pending',
  bookingMode: 'request',
  respondBy: '2026-12-05T00:00:00.000Z',
  paymentStatus: 'authorized',
});

beforeEach(() => {
  vi.useFakeTimers();
  navigate.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the success screen', () => {
  it('a request is sent, not confirmed, and says when the vendor answers', () => {
    render(<SuccessScreen result={resultOf([request])} />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText('Your request is sent.')).toBeTruthy();
    expect(screen.queryByText(/confirmed/i)).toBeNull();
    expect(screen.getByTestId('paid-order-state').textContent).toBe(
      'Request sent — Timber Ridge answers by Fri 6:00 PM. Your card is charged only if they accept.',
    );
  });

  it('an instant booking is confirmed', () => {
    render(<SuccessScreen result={resultOf([order({})])} />);
    expect(screen.getByText('Your booking is confirmed.')).toBeTruthy();
    expect(screen.getByTestId('paid-order-state').textContent).toBe('Confirmed — Timber Ridge is booked.');
  });

  it('a mixed payment counts what is confirmed and what waits', () => {
    render(<SuccessScreen result={resultOf([order({}), { ...request, id: 'order-2-abcdef' }])} />);
    expect(screen.getByText("1 confirmed, 1 waiting for the vendor's answer.")).toBeTruthy();
    // The payment holds a request, so nothing of it is charged yet: its total is held, not paid.
    expect(screen.getByText('Total held')).toBeTruthy();
    expect(screen.queryByText('Total paid')).toBeNull();
  });

  it('totals what was charged as paid when nothing waits', () => {
    render(<SuccessScreen result={resultOf([order({}), order({ id: 'order-2-abcdef' })])} />);
    expect(screen.getByText('Total paid')).toBeTruthy();
  });

  it('speaks of job tickets only when some were dispatched', () => {
    const { unmount } = render(<SuccessScreen result={resultOf([order({})], 0)} />);
    expect(screen.queryByText(/Job tickets are being dispatched/)).toBeNull();
    unmount();
    render(<SuccessScreen result={resultOf([order({})], 2)} />);
    expect(screen.getByText('Job tickets are being dispatched to our local gig workers.')).toBeTruthy();
  });

  it('still goes home after 3 seconds (SPEC section 2)', () => {
    render(<SuccessScreen result={resultOf([request])} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
  });
});
