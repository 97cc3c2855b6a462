// @vitest-environment happy-dom
import type { OrderDetail } from '@contracts/checkout';
import type { ProblemView } from '@contracts/problems';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportProblem } from './report-problem';

afterEach(cleanup);

// A booking on Sat Dec 5, 2026: a report may be filed from its start (06:00 UTC) until 48 h after
// its end, Tue Dec 8 at 06:00 UTC.
const WINDOW = { opens: '2026-12-05T06:00:00.000Z', closes: '2026-12-08T06:00:00.000Z' };
const report: ProblemView = {
  id: 'r1',
  orderId: 'o1',
  kind: 'no_show',
  details: 'Nobody came.',
  photos: [],
  status: 'open',
  refundAmount: null,
  resolution: null,
  createdAt: '2026-12-06T12:00:00.000Z',
  resolvedAt: null,
};
const detail = (problem: OrderDetail['problem'], status: OrderDetail['status'] = 'completed') =>
  ({ id: 'o1', status, problem }) as OrderDetail;
const show = (d: OrderDetail, now: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportProblem userId="u1" detail={d} now={new Date(now)} />
    </QueryClientProvider>,
  );
const button = () => screen.queryByRole('button', { name: 'Report a problem' });

describe('reporting a problem from the booking page', () => {
  it('offers the button from the start until 48 hours after the end, not a minute outside', () => {
    for (const [now, shown] of [
      ['2026-12-05T05:59:00.000Z', false],
      ['2026-12-05T06:00:00.000Z', true],
      ['2026-12-08T05:59:00.000Z', true],
      ['2026-12-08T06:01:00.000Z', false],
    ] as const) {
      const { unmount } = show(detail({ report: null, window: WINDOW }), now);
      expect(Boolean(button()), now).toBe(shown);
      unmount();
    }
  });

  it('offers nothing for a cancelled booking', () => {
    show(detail({ report: null, window: WINDOW }, 'cancelled'), '2026-12-06T12:00:00.000Z');
    expect(button()).toBeNull();
  });

  it('says the report is open, then how it ended', () => {
    const { unmount } = show(detail({ report, window: WINDOW }), '2026-12-06T12:00:00.000Z');
    expect(screen.getByText('Problem reported')).toBeTruthy();
    expect(screen.getByTestId('booking-problem').textContent).toContain(
      'An admin is looking at it. The vendor is not paid for this booking until it is settled.',
    );
    expect(button()).toBeNull();
    unmount();
    show(
      detail({ report: { ...report, status: 'refunded', refundAmount: '125.00' }, window: WINDOW }),
      '2026-12-09T12:00:00.000Z',
    );
    expect(screen.getByTestId('booking-problem').textContent).toContain(
      'Settled: $125.00 refunded to the card you paid with.',
    );
  });
});
