// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../queries';
import { RecentOrders } from './recent-orders';

// The admin's latest orders: who booked what, when (the same "when" line as the customer's), where it stands.

const order = (over: Partial<AdminOrder>): AdminOrder => ({
  id: crypto.randomUUID(),
  vendorId: 'vendor-1',
  vendorName: 'Timber Ridge Smokehouse',
  serviceName: 'BBQ Buffet',
  type: 'catering',
  status: 'pending',
  amount: '740.00',
  scheduledDate: '2026-12-12',
  scheduledTime: '17:00',
  endTime: null,
  hours: null,
  guestCount: 40,
  createdAt: '2026-11-23T12:00:00.000Z',
  customerEmail: 'sam@example.com',
  refund: null,
  cancellationReason: null,
  review: null,
  bookingMode: 'instant',
  respondBy: null,
  paymentStatus: 'captured',
  cancelledBy: null,
  ...over,
});

afterEach(cleanup);

/** The cards link to a booking's conversation: a router must be there for a link to draw. */
function inRouter(ui: ReactNode) {
  const routeTree = createRootRoute({ component: () => ui });
  return <RouterProvider router={createRouter({ routeTree, history: createMemoryHistory() })} />;
}

describe('recent orders', () => {
  it('shows each order with its when line, amount and status', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        {inRouter(
          <RecentOrders
            userId="admin-1"
            orders={[
              order({}),
              order({
                serviceName: null,
                status: 'in_progress',
                scheduledDate: null,
                scheduledTime: null,
                guestCount: null,
              }),
              order({
                scheduledDate: '2027-01-01',
                scheduledTime: '00:30',
                guestCount: null,
                amount: '1250',
              }),
              order({
                status: 'cancelled',
                refund: { amount: '120.50', status: 'succeeded' },
                cancellationReason: 'The photographer arrived late',
              }),
            ]}
          />,
        )}
      </QueryClientProvider>,
    );
    const cards = await screen.findAllByTestId('admin-order');
    expect(screen.getAllByRole('link', { name: /^Read messages/ })).toHaveLength(4);
    // Every order still open can be cancelled from here; a cancelled one says what went back.
    expect(screen.getAllByRole('button', { name: /^Cancel booking:/ })).toHaveLength(3);
    expect(cards[3]?.textContent).toContain(
      'Cancelled — refunded $120.50. Reason: The photographer arrived late',
    );
    expect(cards[0]?.textContent).toContain('Saturday, December 12, 2026 at 5:00 PM · 40 guests');
    expect(cards[0]?.textContent).toContain('$740.00');
    expect(cards[0]?.textContent).toContain('sam@example.com');
    expect(cards[1]?.textContent).toContain('Booking request');
    expect(cards[1]?.textContent).toContain('Date to be arranged');
    expect(cards[1]?.textContent).not.toContain(' at ');
    expect(cards[1]?.textContent).toContain('in progress');
    expect(cards[2]?.textContent).toContain('Friday, January 1, 2027 at 12:30 AM');
    expect(cards[2]?.textContent).toContain('$1,250.00');
    expect(cards[2]?.textContent).not.toContain('guests');
  });
});
