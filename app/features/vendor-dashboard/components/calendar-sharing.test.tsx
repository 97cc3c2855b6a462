// @vitest-environment happy-dom
import type { ExternalCalendarView } from '@contracts/calendars';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/toast';
import { setApiTransport } from '~/lib/api';
import { BlockDatesForm, ExternalCalendars, VendorCalendarFeed } from './calendar-sharing';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));

// The calendar tab's tools: Block dates (From/To), the private feed, other calendars. Today is
// Monday, November 23, 2026.

const FEED = 'http://localhost/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
const NEW_FEED = 'http://localhost/api/calendar/ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210abcdefg.ics';
let sent: { method: string; path: string; body: unknown }[];
let revoked: boolean;
let outside: ExternalCalendarView[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
  sent = [];
  revoked = false;
  outside = [
    {
      id: 'c1',
      url: 'https://calendar.example.com/a.ics',
      lastFetchedAt: '2026-11-23T17:00:00.000Z',
      lastError: 'The calendar did not answer within 10 seconds',
      busyDays: 3,
    },
  ];
  vi.mocked(toast).mockClear();
  setApiTransport(async (path, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    const { pathname } = new URL(path, 'http://localhost');
    if (pathname === '/api/vendor/availability/range') return Response.json({ ...body, days: 7 });
    if (pathname === '/api/vendor/calendar-feed' && method === 'GET')
      return Response.json({ url: revoked ? NEW_FEED : FEED });
    if (pathname === '/api/vendor/calendar-feed' && method === 'DELETE') {
      revoked = true;
      return Response.json({ ok: true });
    }
    if (pathname === '/api/vendor/external-calendars' && method === 'GET') return Response.json(outside);
    if (pathname === '/api/vendor/external-calendars' && method === 'POST') {
      const added = {
        id: 'c2',
        url: body.url,
        lastFetchedAt: '2026-11-23T18:00:00.000Z',
        lastError: null,
        busyDays: 2,
      };
      outside = [...outside, added];
      return Response.json(added, { status: 201 });
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('Block dates', () => {
  it('blocks every day from From to To in one request, with its note', async () => {
    show(<BlockDatesForm userId="u1" vendorId="v1" online />);
    const form = screen.getByRole('form', { name: 'Block dates' });
    const block = within(form).getByRole('button', { name: 'Block dates' }) as HTMLButtonElement;
    expect(block.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-12-21' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-12-27' } });
    fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: 'Christmas week' } });
    fireEvent.click(block);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/vendor/availability/range',
          body: {
            vendorId: 'v1',
            from: '2026-12-21',
            to: '2026-12-27',
            blocked: true,
            note: 'Christmas week',
          },
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Blocked Mon, Dec 21 – Sun, Dec 27' }),
      ),
    );
  });

  it('says when To is before From, and will not send it', () => {
    show(<BlockDatesForm userId="u1" vendorId="v1" online />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-21' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-20' } });
    expect(screen.getByRole('alert').textContent).toBe('To must not be before From');
    expect((screen.getByRole('button', { name: 'Block dates' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Calendar feed', () => {
  it('shows the address, and Stop sharing (once confirmed) shows a new one', async () => {
    show(<VendorCalendarFeed userId="u1" vendorId="v1" online />);
    const feed = screen.getByRole('region', { name: 'Calendar feed' });
    const address = within(feed).getByLabelText('Calendar feed address') as HTMLInputElement;
    await vi.waitFor(() => expect(address.value).toBe(FEED));
    fireEvent.click(within(feed).getByRole('button', { name: 'Stop sharing' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await vi.waitFor(() => expect(address.value).toBe(NEW_FEED));
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
      '/api/vendor/calendar-feed?vendorId=v1',
    ]);
  });
});

describe('Other calendars', () => {
  it('shows why a calendar could not be read, and adds another', async () => {
    show(<ExternalCalendars userId="u1" vendorId="v1" online />);
    expect(
      await screen.findByText('Could not read it: The calendar did not answer within 10 seconds'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Calendar address (ICS)'), {
      target: { value: 'https://calendar.example.com/b.ics' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('2 busy days ahead, read Monday, November 23, 2026')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      vendorId: 'v1',
      url: 'https://calendar.example.com/b.ics',
    });
  });
});
