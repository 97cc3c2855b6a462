// @vitest-environment happy-dom
import type { VendorCalendar, VendorCalendarDay } from '@contracts/availability';
import { daysBetween } from '@contracts/availability';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { monthGrid, monthRange, shiftMonth } from '~/lib/calendar';
import { listedBusiness } from '../business-fixture';
import { AvailabilityCalendar } from './availability-calendar';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));

// The vendor's month calendar, as a vendor uses it: each day's button says the whole story, a tap
// opens the day, and Block / Free goes to the server. Today is Monday, November 23, 2026.

const business = listedBusiness;

let sent: { method: string; path: string; body: unknown }[];
let capacity: number;

function monthOf(from: string, to: string): VendorCalendar {
  const days = daysBetween(from, to).map((date): VendorCalendarDay => {
    const base = {
      date,
      blocked: false,
      busyElsewhere: false,
      bookings: [] as VendorCalendarDay['bookings'],
    };
    if (date < '2026-11-23') return { ...base, available: false, reason: 'past' };
    if (date === '2026-11-27') return { ...base, available: false, reason: 'blocked', blocked: true };
    if (date === '2026-11-28')
      return { ...base, available: false, reason: 'blocked', blocked: true, busyElsewhere: true };
    if (date === '2026-12-04')
      return {
        ...base,
        available: false,
        reason: 'full',
        bookings: [
          {
            orderId: 'o1',
            customerName: 'Casey Morgan',
            serviceName: 'BBQ Buffet',
            status: 'accepted',
            time: '17:00',
          },
          { orderId: 'o2', customerName: 'Riley Fox', serviceName: null, status: 'pending', time: null },
        ],
      };
    return { ...base, available: true, reason: null };
  });
  return { vendorId: 'v1', dailyCapacity: capacity, days };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
  sent = [];
  capacity = 2;
  vi.mocked(toast).mockClear();
  setApiTransport(async (path, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    const url = new URL(path, 'http://localhost');
    if (method === 'GET' && url.pathname === '/api/vendor/availability')
      return Response.json(monthOf(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''));
    if (method === 'POST' && url.pathname === '/api/vendor/availability') {
      const { date, available } = body as { date: string; available: boolean };
      return Response.json({
        date,
        available,
        reason: available ? null : 'blocked',
        blocked: !available,
        bookings: [],
      });
    }
    if (method === 'PUT' && url.pathname === '/api/vendor/capacity') {
      capacity = (body as { dailyCapacity: number }).dailyCapacity;
      return Response.json(body);
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<AvailabilityCalendar userId="u1" online businesses={[business]} />, { wrapper });
}
const day = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the vendor calendar', () => {
  it('names every day with its state, and asks for this month only', async () => {
    show();
    await screen.findByRole('button', { name: 'Friday, November 27, 2026: blocked' });
    expect(day('Monday, November 23, 2026: available').getAttribute('aria-current')).toBe('date');
    expect(day('Sunday, November 22, 2026: past')).toBeTruthy();
    // The calendar feed and other calendars below the month ask for their own (calendar-sharing.test.tsx).
    expect(sent.filter((s) => s.path.startsWith('/api/vendor/availability')).map((s) => s.path)).toEqual([
      '/api/vendor/availability?vendorId=v1&from=2026-11-01&to=2026-11-30',
    ]);
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(30);
    expect(screen.getByRole('group', { name: 'November 2026' })).toBeTruthy();
  });

  it('pages to the next month and not before this one', async () => {
    show();
    await screen.findByRole('button', { name: /November 27, 2026/ });
    expect((day('Previous month') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(day('Next month'));
    expect(
      await screen.findByRole('button', { name: 'Friday, December 4, 2026: 2 bookings, full' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect((day('Previous month') as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens a booked day with its bookings, and blocks it with the vendor's tap", async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    fireEvent.click(await screen.findByRole('button', { name: /December 4, 2026/ }));
    const panel = screen.getByTestId('calendar-day-panel');
    expect(within(panel).getByRole('heading', { name: 'Friday, December 4, 2026' })).toBeTruthy();
    expect(within(panel).getByText('Fully booked: you take 2 events a day.')).toBeTruthy();
    const bookings = within(panel).getByRole('list', { name: 'Bookings this day' });
    expect(within(bookings).getByText('Casey Morgan')).toBeTruthy();
    expect(within(bookings).getByText('BBQ Buffet · 5:00 PM')).toBeTruthy();
    expect(within(bookings).getByText('Booking request')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Saturday, December 5, 2026: available' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block this day' }));
    expect(await screen.findByRole('button', { name: 'Saturday, December 5, 2026: blocked' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/vendor/availability',
      body: { vendorId: 'v1', date: '2026-12-05', available: false },
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Dec 5 blocked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Free this day' }));
    expect(await screen.findByRole('button', { name: 'Saturday, December 5, 2026: available' })).toBeTruthy();
  });

  it('says a day busy on an outside calendar is freed by removing that calendar, not by a tap', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Saturday, November 28, 2026: blocked' }));
    const panel = screen.getByTestId('calendar-day-panel');
    expect(within(panel).getByText(/Busy on another calendar you follow/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Free this day' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Friday, November 27, 2026: blocked' }));
    expect(within(panel).getByRole('button', { name: 'Free this day' })).toBeTruthy();
  });

  it('offers no block for a past day', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Friday, November 20, 2026: past' }));
    expect(screen.getByText('This day has passed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block this day' })).toBeNull();
  });

  it('saves the events per day as soon as it is chosen', async () => {
    show();
    const select = (await screen.findByLabelText('Events per day')) as HTMLSelectElement;
    expect(select.value).toBe('2');
    fireEvent.change(select, { target: { value: '3' } });
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')).toEqual({
        method: 'PUT',
        path: '/api/vendor/capacity',
        body: { vendorId: 'v1', dailyCapacity: 3 },
      }),
    );
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Events per day') as HTMLSelectElement).value).toBe('3'),
    );
  });
});

describe('month arithmetic', () => {
  it('lays a month out Sunday first and knows its first and last day', () => {
    expect(monthGrid('2026-11').slice(0, 2)).toEqual(['2026-11-01', '2026-11-02']); // a Sunday
    expect(monthGrid('2027-01').slice(0, 6)).toEqual([null, null, null, null, null, '2027-01-01']); // a Friday
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});
