// @vitest-environment happy-dom
import type { TipLine } from '@contracts/tips';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TipList } from './tip-list';

// Tips on Earnings: each says who tipped how much, and when it is paid out like a booking's payout.
afterEach(cleanup);

const tip = (id: string, patch: Partial<TipLine>): TipLine => ({
  tipId: id,
  title: 'Tip from Alex',
  amount: '10.00',
  day: '2026-12-05',
  paidAt: '2026-12-06T15:00:00.000Z',
  availableOn: '2026-12-07',
  payout: null,
  ...patch,
});

describe('tips on Earnings', () => {
  it('reads pending until its day, then due with the next run, then paid on the day it was', () => {
    render(
      <TipList
        today="2026-12-06"
        ready
        tips={[
          tip('waiting', {}),
          tip('due', { title: 'Tip from Dana', amount: '20.00', availableOn: '2026-12-04' }),
          tip('paid', {
            title: 'Tip from Sam',
            amount: '5.00',
            availableOn: '2026-12-01',
            payout: { id: 'p1', amount: '5.00', status: 'paid', paidAt: '2026-12-01', reason: null },
          }),
        ]}
      />,
    );
    const [waiting, due, paid] = within(
      screen.getByRole('list', { name: 'Tips from customers' }),
    ).getAllByRole('listitem');
    expect(waiting?.textContent).toBe(
      'Tip from Alex — $10.00For the event on Saturday, December 5, 2026Paid out from December 7, 2026',
    );
    expect(due?.textContent).toContain('Tip from Dana — $20.00');
    expect(due?.textContent).toContain('Paid out in the next payout run');
    expect(paid?.textContent).toContain('Tip from Sam — $5.00');
    expect(paid?.textContent).toContain('Paid out December 1, 2026');
  });

  it('shows nothing when there are no tips', () => {
    const { container } = render(<TipList today="2026-12-06" ready tips={[]} />);
    expect(container.textContent).toBe('');
  });
});
