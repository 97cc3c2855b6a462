// @vitest-environment happy-dom
import type { EventReviewView } from '@contracts/event-plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { ReviewStep } from './review-step';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

// Step 4 as the host reads it: every planned service priced now, what changed said before anything
// goes in the cart, and one button that sends exactly the lines and prices shown.

const review: EventReviewView = {
  total: '5500.00',
  lines: [
    {
      planItemId: 'p1',
      category: 'catering',
      vendorName: 'Timber Ridge Smokehouse',
      serviceName: 'BBQ buffet',
      plannedPrice: '2000.00',
      hours: null,
      price: '2000.00',
      state: 'ready',
      problem: null,
    },
    {
      planItemId: 'p2',
      category: 'florist',
      vendorName: 'Wildflower Studio',
      serviceName: 'Table flowers',
      plannedPrice: '1400.00',
      hours: null,
      price: '1500.00',
      state: 'changed',
      problem: null,
    },
    {
      planItemId: 'p3',
      category: 'venue',
      vendorName: 'Whispering Pines Barn',
      serviceName: 'Barn for the evening',
      plannedPrice: '1500.00',
      hours: null,
      price: '1500.00',
      state: 'unavailable',
      problem: 'Whispering Pines Barn is fully booked on June 6, 2027.',
    },
    {
      planItemId: 'p4',
      category: 'photography',
      vendorName: 'Lakeside Lens',
      serviceName: 'Evening coverage',
      plannedPrice: '500.00',
      hours: null,
      price: '500.00',
      state: 'booked',
      problem: null,
    },
  ],
};

let sent: { method: string; path: string; body: unknown }[];
let bookAnswer: () => Response;

beforeEach(() => {
  sent = [];
  vi.mocked(toast).mockClear();
  bookAnswer = () => Response.json({ id: 'c1', status: 'active', items: [], totalAmount: '3500.00' });
  setApiTransport(async (path, init) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return bookAnswer();
    return Response.json(review);
  });
});
afterEach(cleanup);

function show() {
  const onBooked = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReviewStep userId="u1" eventId="e1" online onBooked={onBooked} />
    </QueryClientProvider>,
  );
  return onBooked;
}

describe('step 4, review and book', () => {
  it('says what changed and what cannot be booked, and books the others at the prices shown', async () => {
    const onBooked = show();
    const lines = await screen.findAllByTestId('review-line');
    const text = lines.map((line) => line.textContent);
    expect(text[0]).toBe('BBQ buffetCatering · Timber Ridge Smokehouse$2,000.00');
    expect(within(lines[1] as HTMLElement).getByText('was $1,400.00, now $1,500.00')).toBeTruthy();
    expect(
      within(lines[2] as HTMLElement).getByText('Whispering Pines Barn is fully booked on June 6, 2027.'),
    ).toBeTruthy();
    expect(within(lines[3] as HTMLElement).getByText('Booked')).toBeTruthy();
    expect(screen.getByText('$3,500.00')).toBeTruthy();
    // The button that adds at the new price stands with both prices, in the words every screen uses.
    const changed = screen.getByRole('alert');
    expect(within(changed).getByText('Price changed')).toBeTruthy();
    expect(within(changed).getByRole('listitem').textContent).toBe(
      'Table flowers was $1,400.00, now $1,500.00',
    );

    fireEvent.click(within(changed).getByRole('button', { name: 'Add 2 services to cart' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' })));
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/events/e1/book',
      body: {
        lines: [
          { planItemId: 'p1', price: '2000.00' },
          { planItemId: 'p2', price: '1500.00' },
        ],
      },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Added to cart!',
      description: 'View your cart to proceed to checkout',
    });
  });

  it('a price that moved since: the server refuses, the toast says so and the review is asked again', async () => {
    bookAnswer = () =>
      Response.json(
        { message: 'Prices changed since you reviewed them. Please review again.', code: 'conflict' },
        { status: 409 },
      );
    const onBooked = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 services to cart' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to add to cart',
        description: 'Prices changed since you reviewed them. Please review again.',
        variant: 'destructive',
      }),
    );
    await vi.waitFor(() => expect(sent.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('with nothing left to add, offers no button', async () => {
    const done = review.lines.map((line) => ({ ...line, state: 'booked' as const }));
    setApiTransport(async () => Response.json({ ...review, lines: done }));
    show();
    expect(await screen.findByText(/Nothing left to add/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
