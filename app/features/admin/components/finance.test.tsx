// @vitest-environment happy-dom
import { type FinanceView, NO_MONEY_MOVED } from '@contracts/finance';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Finance } from './finance';

// The Finance tab's list of payouts Stripe refused, waiting for their payee to update their account.
afterEach(cleanup);

const zero = NO_MONEY_MOVED;
const finance = (refusedPayouts: FinanceView['refusedPayouts']): FinanceView => ({
  day: '2026-12-07',
  month: '2026-12',
  today: zero,
  thisMonth: zero,
  owed: { vendors: '130.00', workers: '0.00' },
  held: '0.00',
  balanced: true,
  problems: [],
  refusedPayouts,
});

describe('refused payouts in Finance', () => {
  it('lists each with its payee, amount, day and reason', () => {
    render(
      <Finance
        finance={finance([
          {
            payoutId: 'p1',
            payeeKind: 'vendor',
            payee: 'Lakeside Co',
            amount: '130.00',
            reason: 'Your destination account needs the transfers capability',
            refusedAt: '2026-12-07T15:00:00.000Z',
          },
        ])}
      />,
    );
    const [item] = within(screen.getByRole('list', { name: 'Refused payouts' })).getAllByRole('listitem');
    expect(item?.textContent).toContain('Lakeside Co');
    expect(item?.textContent).toContain('(vendor), refused December 7, 2026');
    expect(item?.textContent).toContain('$130.00');
    expect(item?.textContent).toContain('Your destination account needs the transfers capability');
  });

  it('says none are waiting', () => {
    render(<Finance finance={finance([])} />);
    expect(screen.getByRole('heading', { name: 'Refused payouts waiting for the payee' })).toBeTruthy();
    expect(screen.getByText('None: every refused payout was paid again.')).toBeTruthy();
  });
});
