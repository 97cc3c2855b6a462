// @vitest-environment happy-dom
import type { CartItemView, CartView } from '@contracts/cart';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

// The checkout's summary: each item with its "when" line (day, time, guests) and the total.

const item = (over: Partial<CartItemView>): CartItemView => ({
  id: crypto.randomUUID(),
  vendorId: 'vendor-1',
  serviceId: 'svc-1',
  packageId: null,
  itemType: 'service',
  offerId: null,
  bookingMode: 'instant',
  cancellationPolicy: 'standard',
  itemName: 'Timber Ridge Smokehouse - BBQ Buffet',
  quantity: 1,
  selectedDate: '2026-12-12',
  selectedTime: '17:00',
  endTime: null,
  hours: null,
  guestCount: 40,
  eventAddress: null,
  notes: null,
  price: '740.00',
  currentPrice: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  ...over,
});
const cart = (items: CartItemView[], totalAmount: string): CartView => ({
  id: 'cart-1',
  status: 'active',
  items,
  totalAmount,
});

afterEach(cleanup);

describe('the order summary', () => {
  it('says when each item is, and for how many, in words', () => {
    render(
      <OrderSummary
        cart={cart(
          [
            item({ itemName: 'BBQ Buffet' }),
            item({ itemName: 'Hall', selectedTime: '09:05', guestCount: null, price: '400.00' }),
            item({
              itemName: 'DJ',
              selectedDate: null,
              selectedTime: null,
              guestCount: null,
              price: '1250.00',
            }),
          ],
          '2390.00',
        )}
      />,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BBQ BuffetSaturday, December 12, 2026 at 5:00 PM · 40 guests$740.00',
      'HallSaturday, December 12, 2026 at 9:05 AM$400.00',
      'DJDate to be arranged$1,250.00',
    ]);
    expect(screen.getByTestId('checkout-total').textContent).toBe('$2,390.00');
  });

  it('leaves the time out when none was chosen', () => {
    render(<OrderSummary cart={cart([item({ selectedTime: null, guestCount: 12 })], '740.00')} />);
    expect(screen.getByText('Saturday, December 12, 2026 · 12 guests')).toBeTruthy();
  });
});
