// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PriceChangeConfirm } from './price-change';

afterEach(cleanup);

// The one way a moved price is said (the booking form, checkout, the planner's step 4): the price the
// customer saw, the price now in the service's unit, and a button that goes on only when pressed.

it('says one price change in the server’s own words, and goes on only when confirmed', () => {
  const onConfirm = vi.fn();
  render(
    <PriceChangeConfirm
      lines={[{ id: 'dinner', change: { was: '24.00', now: '26.00', unit: 'per person' } }]}
      confirmLabel="Add to cart at $26.00 per person"
      onConfirm={onConfirm}
    />,
  );
  const notice = screen.getByRole('alert');
  expect(within(notice).getByText('Price changed: was $24.00, now $26.00 per person')).toBeTruthy();
  expect(onConfirm).not.toHaveBeenCalled();
  fireEvent.click(within(notice).getByRole('button', { name: 'Add to cart at $26.00 per person' }));
  expect(onConfirm).toHaveBeenCalledOnce();
});

it('names each line of several, a drop as plainly as a rise', () => {
  render(
    <PriceChangeConfirm
      lines={[
        { id: 'a', name: 'Smokehouse - BBQ Buffet', change: { was: '740.00', now: '800.00', unit: null } },
        { id: 'b', name: 'Smokehouse - Hall', change: { was: '300.00', now: '250.00', unit: null } },
      ]}
      confirmLabel="Accept new prices"
      onConfirm={vi.fn()}
    >
      Your card is asked for the new total next.
    </PriceChangeConfirm>,
  );
  const notice = screen.getByRole('alert');
  expect(within(notice).getByText('Prices changed')).toBeTruthy();
  expect(
    within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Smokehouse - BBQ Buffet was $740.00, now $800.00',
    'Smokehouse - Hall was $300.00, now $250.00',
  ]);
  expect(within(notice).getByText('Your card is asked for the new total next.')).toBeTruthy();
});

it('cannot be confirmed while off (on its way, or offline)', () => {
  const onConfirm = vi.fn();
  render(
    <PriceChangeConfirm
      lines={[{ id: 'x', name: 'Table flowers', change: { was: '1400.00', now: '1500.00', unit: null } }]}
      confirmLabel="Add 1 service to cart"
      onConfirm={onConfirm}
      disabled
    />,
  );
  expect(screen.getByText('Price changed')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add 1 service to cart' }));
  expect(onConfirm).not.toHaveBeenCalled();
});
