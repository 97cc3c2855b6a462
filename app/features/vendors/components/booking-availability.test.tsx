// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import type { AvailabilityDay } from '@contracts/availability';
import { daysBetween } from '@contracts/availability';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '~/offline/db';
import { availabilityWindow } from '../availability';
import type { BookingPayload } from '../booking';
import { BookingForm } from './booking-form';

// The booking form with the vendor's days: a native date input cannot grey out a day, so the form
// says why as soon as one is chosen, offers the next open days, and does not send a day it knows is
// taken. Today is Monday, November 23, 2026 in Broken Bow.

const vendor = { id: 'vendor-1', businessName: 'Timber Ridge Smokehouse' } as VendorDetail;
const hall: ServiceView = {
  id: 'svc-hall',
  vendorId: vendor.id,
  name: 'Hall',
  description: null,
  category: 'venue',
  price: '400.00',
  priceUnit: 'per event',
  duration: null,
  minGuests: null,
  maxGuests: null,
  minHours: null,
};

const TAKEN: Record<string, AvailabilityDay['reason']> = {
  '2026-11-24': 'blocked',
  '2026-11-25': 'full',
  '2026-12-12': 'full',
  '2026-12-13': 'blocked',
};
const days: AvailabilityDay[] = daysBetween('2026-11-23', '2027-02-22').map((date) => ({
  date,
  available: !TAKEN[date],
  reason: TAKEN[date] ?? null,
}));

let onBook: ReturnType<typeof vi.fn<(payload: BookingPayload, label: string) => Promise<boolean>>>;
let shown: string[];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dateError = () => {
  const ids = (screen.getByLabelText('Event date').getAttribute('aria-describedby') ?? '').split(' ');
  const id = ids.find((each) => each.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const choices = () =>
  within(screen.getByTestId('next-available-days'))
    .getAllByRole('button')
    .map((b) => [b.textContent, b.getAttribute('aria-label')]);

async function show(availability: AvailabilityDay[] | null = days) {
  render(
    <BookingForm
      vendor={vendor}
      services={[hall]}
      availability={availability ?? undefined}
      onDateShown={(date) => shown.push(date)}
      onBook={onBook}
    />,
  );
  await screen.findByRole('form', { name: 'Book Timber Ridge Smokehouse' });
  type('Service', hall.id);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
  onBook = vi.fn(async () => true);
  shown = [];
  await localDb.drafts.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the booking form and the vendor’s days', () => {
  it('offers the next open days before a date is chosen, skipping blocked and full ones', async () => {
    await show();
    expect(choices()).toEqual([
      ['Mon, Nov 23', 'Choose Monday, November 23, 2026'],
      ['Thu, Nov 26', 'Choose Thursday, November 26, 2026'],
      ['Fri, Nov 27', 'Choose Friday, November 27, 2026'],
      ['Sat, Nov 28', 'Choose Saturday, November 28, 2026'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Thursday, November 26, 2026' }));
    expect((screen.getByLabelText('Event date') as HTMLInputElement).value).toBe('2026-11-26');
    expect(screen.queryByTestId('next-available-days')).toBeNull(); // a good day needs no alternatives
  });

  it('says why a day is unavailable as soon as it is chosen, and offers the days after it', async () => {
    await show();
    type('Event date', '2026-12-12');
    expect(dateError()).toBe('Not available on Dec 12: fully booked');
    expect(screen.getByLabelText('Event date').getAttribute('aria-invalid')).toBe('true');
    expect(choices().map(([text]) => text)).toEqual([
      'Mon, Dec 14',
      'Tue, Dec 15',
      'Wed, Dec 16',
      'Thu, Dec 17',
    ]);
    type('Event date', '2026-11-24');
    expect(dateError()).toBe('Not available on Nov 24: the vendor is not taking bookings that day');
    expect(shown.at(-1)).toBe('2026-11-24');
  });

  it('does not send a day it knows is taken; sends the one chosen instead', async () => {
    await show();
    type('Event date', '2026-12-13');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onBook).not.toHaveBeenCalled();
    expect(dateError()).toBe('Not available on Dec 13: the vendor is not taking bookings that day');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Monday, December 14, 2026' }));
    expect(dateError()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ selectedDate: '2026-12-14' });
  });

  it('without the days (offline, still loading) checks nothing more and offers nothing', async () => {
    await show(null);
    expect(screen.queryByTestId('next-available-days')).toBeNull();
    type('Event date', '2026-12-12');
    expect(dateError()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
  });
});

describe('which days to ask for', () => {
  it('asks for the next 92 days, or 92 days from a date chosen further out', () => {
    expect(availabilityWindow('2026-11-23', '')).toEqual({ from: '2026-11-23', to: '2027-02-22' });
    expect(availabilityWindow('2026-11-23', '2027-02-10')).toEqual({ from: '2026-11-23', to: '2027-02-22' });
    // Within a week of the end the answer would offer almost no days after it: start from the date.
    expect(availabilityWindow('2026-11-23', '2027-02-20')).toEqual({ from: '2027-02-20', to: '2027-05-22' });
    expect(availabilityWindow('2026-11-23', '2027-08-01')).toEqual({ from: '2027-08-01', to: '2027-10-31' });
  });
});
