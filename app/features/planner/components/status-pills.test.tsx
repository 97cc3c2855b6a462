// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PlanStatePill } from './status-pills';

afterEach(cleanup);

// Issue 29: a planned service whose booking waits on its vendor is requested, not booked.
it('says Requested while the booking waits on its vendor, Booked once accepted', () => {
  render(
    <>
      <PlanStatePill item={{ state: 'booked', orderStatus: 'pending' }} />
      <PlanStatePill item={{ state: 'booked', orderStatus: 'accepted' }} />
      <PlanStatePill item={{ state: 'in_cart', orderStatus: null }} />
    </>,
  );
  expect(screen.getAllByText(/./).map((pill) => pill.textContent)).toEqual([
    'Requested',
    'Booked',
    'In cart',
  ]);
});
