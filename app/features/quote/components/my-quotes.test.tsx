// @vitest-environment happy-dom

import type { CustomerOfferView, MyQuoteView } from '@contracts/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { connection } from '~/offline/connection';
import { myQuotesQuery } from '../queries';
import { MyQuotes } from './my-quotes';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

// My quotes as a customer reads it: each request with its offers side by side, only open offers
// bookable, and every state (loading, empty, failed, offline) said in words.

const offer = (over: Partial<CustomerOfferView>): CustomerOfferView => ({
  id: 'f1',
  vendorId: 'v1',
  vendorName: 'Smokehouse',
  vendorRating: 4.8,
  price: '1950.00',
  description: 'Brisket buffet for 60',
  expiresOn: '2026-12-04',
  status: 'open',
  closedReason: null,
  declinedAt: null,
  declineReason: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  ...over,
});

const quote: MyQuoteView = {
  id: 'q1',
  eventDate: '2027-01-27',
  eventTime: '18:00',
  guestCount: 60,
  eventType: 'anniversary',
  packageId: null,
  category: 'catering',
  venue: 'Whispering Pines Event Barn',
  additionalRequests: null,
  vendorName: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  offers: [
    offer({}),
    offer({ id: 'f2', vendorName: 'Hickory Hollow', price: '2175.50', status: 'expired' }),
    offer({
      id: 'f3',
      vendorName: 'Lakeshore',
      status: 'closed',
      closedReason: 'the customer booked another vendor',
    }),
  ],
};

let answer: () => Response;
let sent: { method: string; path: string }[];
let bodies: unknown[];

beforeEach(() => {
  sent = [];
  bodies = [];
  answer = () => Response.json([quote]);
  vi.mocked(toast).mockClear();
  setApiTransport(async (path, init) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path });
    if (method === 'POST' && path === '/api/offers/f1/decline') {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ ...offer({}), status: 'declined', declineReason: 'Too far away' });
    }
    if (method === 'POST' && path === '/api/offers/f1/book')
      return Response.json({ id: 'c1', status: 'active', items: [], totalAmount: '1950.00' });
    return answer();
  });
});
afterEach(cleanup);

function show(onBooked = vi.fn(), remembered?: MyQuoteView[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (remembered) client.setQueryData(myQuotesQuery('u1').queryKey, remembered);
  render(
    <QueryClientProvider client={client}>
      <MyQuotes userId="u1" onBooked={onBooked} />
    </QueryClientProvider>,
  );
  return onBooked;
}

describe('My quotes', () => {
  it('shows the offers side by side; only the open one can be booked, and booking hands over the cart', async () => {
    const onBooked = show();
    expect(screen.getByText('Loading your quotes')).toBeTruthy();
    const offers = await screen.findAllByTestId('offer');
    expect(offers.map((o) => within(o).getByRole('heading').textContent)).toEqual([
      'Smokehouse',
      'Hickory Hollow',
      'Lakeshore',
    ]);
    expect(screen.getByText('Anniversary · Sent to catering vendors')).toBeTruthy();
    expect(within(offers[1] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(
      within(offers[2] as HTMLElement).getByText('Closed: the customer booked another vendor.'),
    ).toBeTruthy();
    // Book and Decline, on the open offer alone.
    expect(screen.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Book the offer from Smokehouse for $1,950.00' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' })));
    expect(sent).toContainEqual({ method: 'POST', path: '/api/offers/f1/book' });
  });

  it('declines an offer after asking, with the reason typed in the dialog, and shows it declined', async () => {
    show();
    await screen.findAllByTestId('offer');
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer from Smokehouse for $1,950.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this offer?' });
    // Backing out sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep offer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer from Smokehouse for $1,950.00' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.change(within(again).getByLabelText('Why not? (optional, Smokehouse sees this)'), {
      target: { value: '  Too far away ' },
    });
    answer = () =>
      Response.json([{ ...quote, offers: [offer({ status: 'declined', declineReason: 'Too far away' })] }]);
    fireEvent.click(within(again).getByRole('button', { name: 'Decline offer' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ reason: 'Too far away' }]));
    expect(await screen.findByText('You declined it: “Too far away”')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Decline the offer/ })).toBeNull();
    expect(toast).toHaveBeenCalledWith({
      title: 'Offer declined',
      description: 'Smokehouse will see that you declined it.',
    });
  });

  it('says when there are no requests yet, and links to /quote', async () => {
    answer = () => Response.json([]);
    show();
    expect(await screen.findByText('No quote requests yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/quote');
  });

  it('says what failed when nothing was loaded', async () => {
    answer = () => Response.json({ message: 'Database is busy', code: 'busy' }, { status: 503 });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load your quotes: 503: Database is busy',
    );
  });

  it('offline: reads as last seen and cannot book', async () => {
    // As a phone with no signal: the browser said so, and no request gets through.
    window.dispatchEvent(new Event('offline'));
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    show(vi.fn(), [quote]);
    await screen.findAllByTestId('offer');
    expect(
      screen.getByText('You are offline: these are your quotes as last seen on this phone.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Book the offer from Smokehouse/ }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Decline the offer from Smokehouse/ }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('Connect to the internet to book or decline.')).toBeTruthy();
    connection()?.answered();
  });
});
