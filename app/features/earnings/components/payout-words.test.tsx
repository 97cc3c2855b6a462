// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutWords } from './payout-words';

// An item's payout in words on Earnings: a refused one says how much, why, and what to do.
afterEach(cleanup);

describe('a refused payout on Earnings', () => {
  it('says how much could not be sent, why, that it is still owed, and to update the payout account', () => {
    render(
      <PayoutWords
        payout={{
          id: 'p1',
          amount: '60.00',
          status: 'failed',
          paidAt: null,
          reason: 'Your destination account needs the transfers capability.',
        }}
        availableOn={null}
        today="2026-12-05"
        ready={false}
        net="60.00"
      />,
    );
    expect(
      screen.getByText(
        'Your payout of $60.00 could not be sent: Your destination account needs the transfers capability. Still owed to you.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Update your payout account: it is paid again in the next payout run once Stripe says it can receive money.',
      ),
    ).toBeTruthy();
  });
});
