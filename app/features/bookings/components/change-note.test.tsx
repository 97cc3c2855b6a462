// @vitest-environment happy-dom
import type { BookingChangeView } from '@contracts/booking-change';
import type { OrderDetail } from '@contracts/checkout';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangeBooking, ChangeNote } from './change-booking';

afterEach(cleanup);

// Issue 30: the booking's page says truthfully where its change stands.
const change = (over: Partial<BookingChangeView> = {}): BookingChangeView => ({
  id: 'c1',
  status: 'awaiting_vendor',
  from: {
    scheduledDate: '2026-12-12',
    selectedTime: '17:00',
    endTime: null,
    guestCount: 40,
    amount: '740.00',
  },
  to: { scheduledDate: '2026-12-19', selectedTime: '17:00', endTime: null, guestCount: 45, amount: '832.50' },
  difference: '92.50',
  refundAmount: '0.00',
  respondBy: '2026-12-05T00:00:00.000Z',
  reason: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...over,
});
const detail = (c: BookingChangeView | null) => ({ vendorName: 'Timber Ridge', change: c }) as OrderDetail;

describe('the change on a booking’s page', () => {
  it('waiting for the vendor, then changed, with the new day, guests and amount', () => {
    const { unmount } = render(<ChangeNote detail={detail(change())} />);
    expect(screen.getByTestId('change-note').textContent).toBe(
      'Change requested: waiting for Timber Ridge — Saturday, December 19, 2026 at 5:00 PM · 45 guests, $832.50',
    );
    unmount();
    render(<ChangeNote detail={detail(change({ status: 'accepted' }))} />);
    expect(screen.getByTestId('change-note').textContent).toMatch(/^Changed — Saturday, December 19/);
  });

  it('a declined change names the vendor and the reason and none of the new terms', () => {
    render(<ChangeNote detail={detail(change({ status: 'declined', reason: 'Booked that day' }))} />);
    expect(screen.getByTestId('change-note').textContent).toBe(
      'Timber Ridge declined the change: Booked that day',
    );
  });

  it('says nothing when the booking was never changed', () => {
    render(<ChangeNote detail={detail(null)} />);
    expect(screen.queryByTestId('change-note')).toBeNull();
  });
});

describe('the Change booking button', () => {
  const page = (over: Partial<OrderDetail>) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChangeBooking
          userId="u1"
          detail={
            {
              id: 'o1',
              status: 'accepted',
              vendorName: 'Timber Ridge',
              change: null,
              payment: { status: 'captured' },
              scheduledDate: '2026-12-12',
              scheduledTime: '17:00',
              endTime: null,
              guestCount: 40,
              ...over,
            } as OrderDetail
          }
        />
      </QueryClientProvider>,
    );

  it('shows on a booking that was paid', () => {
    page({});
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeTruthy();
  });

  it('is not offered while a request’s card is only held: the vendor answers the booking as asked', () => {
    page({ status: 'pending', payment: { status: 'authorized' } });
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
  });
});
