// @vitest-environment happy-dom
import type { CartItemView } from '@contracts/cart';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartList } from './cart-list';

afterEach(cleanup);

// Issue 29 item 9: Clear Cart asks first, and backing out keeps every booking.
const item = (id: string): CartItemView => ({
  id,
  vendorId: 'v1',
  serviceId: 's1',
  packageId: null,
  itemType: 'service',
  offerId: null,
  bookingMode: 'instant',
  cancellationPolicy: 'standard',
  itemName: `Lakeshore Trattoria - Pasta Bar ${id}`,
  quantity: 1,
  selectedDate: '2026-12-12',
  selectedTime: '18:00',
  endTime: null,
  hours: null,
  guestCount: 40,
  eventAddress: null,
  notes: null,
  price: '880.00',
  currentPrice: null,
  createdAt: '2026-11-20T00:00:00.000Z',
});

const show = (onClear = vi.fn()) => {
  render(
    <CartList
      items={[item('a'), item('b')]}
      queued={[]}
      onRemove={vi.fn()}
      clearing={false}
      onClear={onClear}
    />,
  );
  return onClear;
};

describe('Clear Cart', () => {
  it('asks first; keeping the cart clears nothing and gives the focus back', async () => {
    const onClear = show();
    const button = screen.getByRole('button', { name: 'Clear Cart' });
    act(() => button.focus());
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear your cart?' });
    expect(dialog.textContent).toContain('All 2 bookings in your cart will be removed.');
    // The safe answer has the focus, so Enter by mistake keeps the cart.
    expect(document.activeElement?.textContent).toBe('Keep my cart');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(dialog.isConnected).toBe(false);
    expect(onClear).not.toHaveBeenCalled();
  });

  it('clears once confirmed', async () => {
    const onClear = show();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Clear Cart');
    fireEvent.click(confirm as HTMLButtonElement);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('each line says what paying does', () => {
  it('confirms an instant booking, and only holds the card for a request', () => {
    render(
      <CartList
        items={[item('a'), { ...item('b'), bookingMode: 'request' }]}
        queued={[]}
        onRemove={vi.fn()}
        clearing={false}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getAllByTestId('cart-item-mode').map((p) => p.textContent)).toEqual([
      'Instant booking: confirmed as soon as you pay.',
      'Request to book: the vendor answers within a day. Your card is only held, and charged only if they accept.',
    ]);
  });
});
