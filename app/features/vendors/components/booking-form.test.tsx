// @vitest-environment happy-dom
import { connection } from '~/offline/connection';
import 'fake-indexeddb/auto';
import type { ServiceView, VendorDetail } from '@contracts/vendors';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { localDb } from '~/offline/db';
import type { BookingPayload, BookOutcome } from '../booking';
import { BookingForm } from './booking-form';

// The booking form on a vendor page, as a customer uses it: what it refuses and says, and that what
// was typed stays on the phone until the booking is sent.

const vendor = { id: 'vendor-1', businessName: 'Timber Ridge Smokehouse' } as VendorDetail;
const service = (over: Partial<ServiceView>): ServiceView => ({
  id: 'svc',
  vendorId: vendor.id,
  name: 'Service',
  description: null,
  category: 'catering',
  price: '10.00',
  priceUnit: 'per event',
  duration: null,
  minGuests: null,
  maxGuests: null,
  minHours: null,
  ...over,
});
const buffet = service({
  id: 'svc-buffet',
  name: 'BBQ Buffet',
  price: '18.50',
  priceUnit: 'per person',
  minGuests: 20,
  maxGuests: 150,
});
const hall = service({ id: 'svc-hall', name: 'Hall', price: '400.00' });

let onBook: ReturnType<typeof vi.fn<(payload: BookingPayload, label: string) => Promise<BookOutcome>>>;
const page = (services: ServiceView[]) => (
  <>
    <BookingForm vendor={vendor} services={services} onBook={onBook} />
    <Toaster />
  </>
);
const show = () => render(page([buffet, hall]));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
/** The message shown under a field (its role=alert), or null. */
const errorOf = (label: string | RegExp) => {
  const described = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const ids = described.split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? (document.getElementById(ids[0] ?? '')?.textContent ?? null) : null;
};

beforeEach(async () => {
  // Monday 23 November 2026, 9 pm in Broken Bow: already Tuesday the 24th in UTC, so a form that
  // took its day from UTC would refuse the town's today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
  onBook = vi.fn(async () => true);
  await localDb.drafts.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function fillValidBooking() {
  const view = show();
  await screen.findByRole('form', { name: 'Book Timber Ridge Smokehouse' });
  type('Service', buffet.id);
  type('Event date', '2026-12-12');
  type('Number of guests', '40');
  type('Event address', '12 Quail Hollow Ln, Hochatown, OK 74728');
  return view;
}

describe('the booking form', () => {
  it('adds a valid booking with what the customer chose', async () => {
    await fillValidBooking();
    type('Time (optional)', '17:30');
    type('Notes (optional)', 'Gluten free please');
    expect(screen.getByTestId('price-hint').textContent).toContain('Estimated total: $740.00');
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({
      vendorId: vendor.id,
      serviceId: buffet.id,
      selectedDate: '2026-12-12',
      selectedTime: '17:30',
      guestCount: 40,
      notes: 'Gluten free please',
      eventAddress: '12 Quail Hollow Ln, Hochatown, OK 74728',
    });
    expect(onBook.mock.calls[0]?.[1]).toBe('Booking: Timber Ridge Smokehouse - BBQ Buffet');
  });

  it('asks for a date with a toast and under the field, and sends nothing', async () => {
    show();
    await screen.findByRole('form');
    expect(screen.queryByTestId('toast')).toBeNull();
    submit();
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Date required')).toBeTruthy();
    expect(within(toast).getByText('Please select an event date')).toBeTruthy();
    expect(errorOf('Event date')).toBe('Please select an event date');
    expect(screen.getByLabelText('Event date').getAttribute('aria-invalid')).toBe('true');
    expect(onBook).not.toHaveBeenCalled();
  });

  it('asks for a service when none is chosen', async () => {
    show();
    await screen.findByRole('form');
    type('Event date', '2026-12-12');
    submit();
    expect(errorOf('Service')).toBe('Please select a service to continue');
    expect(within(await screen.findByTestId('toast')).getByText('Service required')).toBeTruthy();
    expect(onBook).not.toHaveBeenCalled();
  });

  it('refuses a day that has passed in Broken Bow, and offers nothing earlier than today', async () => {
    await fillValidBooking();
    expect(screen.getByLabelText('Event date').getAttribute('min')).toBe('2026-11-23');
    type('Event date', '2026-11-22');
    submit();
    expect(errorOf('Event date')).toBe('Choose today or a later date');
    expect(onBook).not.toHaveBeenCalled();
    type('Event date', '2026-11-23');
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
  });

  it('needs the guest count for a per-person service', async () => {
    await fillValidBooking();
    type('Number of guests', '');
    expect(screen.getByTestId('price-hint').textContent).toContain('enter your guest count for an estimate');
    submit();
    expect(errorOf('Number of guests')).toBe('Enter your guest count for a per-person service');
    expect(onBook).not.toHaveBeenCalled();
  });

  it("keeps the guests within the service's limits", async () => {
    await fillValidBooking();
    expect(screen.getByTestId('price-hint').textContent).toContain('BBQ Buffet takes 20-150 guests.');
    type('Number of guests', '12');
    submit();
    expect(errorOf('Number of guests')).toBe('BBQ Buffet needs at least 20 guests');
    type('Number of guests', '151');
    submit();
    expect(errorOf('Number of guests')).toBe('BBQ Buffet serves at most 150 guests');
    expect(onBook).not.toHaveBeenCalled();
  });

  it('takes a per-event service without a guest count', async () => {
    show();
    await screen.findByRole('form');
    type('Service', hall.id);
    type('Event date', '2026-12-12');
    type('Event address', 'Cabin 9, Hochatown');
    expect(screen.getByTestId('price-hint').textContent).toBe('$400.00 per event.');
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ serviceId: hall.id, guestCount: null });
  });

  it('asks a per-hour service for its end time and shows the hours and the total before adding', async () => {
    const dj = service({
      id: 'svc-dj',
      name: 'Party DJ',
      category: 'entertainment',
      price: '150.00',
      priceUnit: 'per hour',
      minHours: 3,
    });
    render(page([dj, hall]));
    await screen.findByRole('form');
    type('Service', dj.id);
    type('Event date', '2026-12-12');
    expect(screen.queryByLabelText('Time (optional)')).toBeNull();
    type('Start time', '19:00');
    type('End time', '21:30');
    expect(screen.getByTestId('hours-hint').textContent).toBe(
      'At least 3 hours: Party DJ is priced per hour.',
    );
    submit();
    await waitFor(() => expect(errorOf('End time')).toBe('At least 3 hours'));
    expect(onBook).not.toHaveBeenCalled();
    type('End time', '23:00');
    expect(screen.getByTestId('hours-hint').textContent).toBe('7:00 PM - 11:00 PM: 4 h x $150.00 = $600.00');
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({
      selectedTime: '19:00',
      endTime: '23:00',
      seenPrice: '150.00',
    });
  });

  it('sends no end time for a service not priced per hour', async () => {
    render(page([hall]));
    await screen.findByRole('form');
    type('Service', hall.id);
    type('Event date', '2026-12-12');
    type('Event address', '12 Quail Hollow Ln, Hochatown, OK 74728');
    expect(screen.queryByLabelText('End time')).toBeNull();
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ endTime: null });
  });

  it('asks where the event is for catering, and offers it as optional for a photographer', async () => {
    await fillValidBooking();
    type('Event address', '  ');
    submit();
    expect(errorOf('Event address')).toBe('Enter where the event is');
    expect(onBook).not.toHaveBeenCalled();
    cleanup();
    await localDb.drafts.clear();
    const photos = service({ id: 'svc-photos', name: 'Portraits', category: 'photography' });
    render(<BookingForm vendor={vendor} services={[photos]} onBook={onBook} />);
    await screen.findByRole('form');
    type('Service', photos.id);
    type('Event date', '2026-12-12');
    expect(screen.getByLabelText('Event address (optional)')).toBeTruthy();
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ serviceId: photos.id, eventAddress: null });
  });

  it('clears a message as soon as its answer is changed', async () => {
    await fillValidBooking();
    type('Number of guests', '12');
    type('Event date', '2026-11-01');
    submit();
    expect(errorOf('Event date')).toBe('Choose today or a later date');
    type('Event date', '2026-12-24');
    expect(errorOf('Event date')).toBeNull();
  });

  it('keeps what was typed on the phone, and restores it when the customer comes back', async () => {
    await fillValidBooking();
    type('Notes (optional)', 'Lakeside pavilion');
    await waitFor(async () =>
      expect((await localDb.drafts.get('booking:vendor-1'))?.value).toMatchObject({
        notes: 'Lakeside pavilion',
      }),
    );
    cleanup();
    show();
    await screen.findByRole('form');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe(buffet.id);
    expect((screen.getByLabelText('Event date') as HTMLInputElement).value).toBe('2026-12-12');
    expect((screen.getByLabelText('Number of guests') as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement).value).toBe(
      'Lakeside pavilion',
    );
  });

  it('empties the form and its draft once the booking is sent or queued', async () => {
    await fillValidBooking();
    submit();
    await waitFor(() => expect((screen.getByLabelText('Event date') as HTMLInputElement).value).toBe(''));
    await waitFor(async () => expect(await localDb.drafts.get('booking:vendor-1')).toBeUndefined());
    cleanup();
    show();
    await screen.findByRole('form');
    expect((screen.getByLabelText('Number of guests') as HTMLInputElement).value).toBe('');
  });

  it('keeps the answers when the booking could not be added', async () => {
    onBook.mockResolvedValue(false);
    await fillValidBooking();
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy());
    expect((screen.getByLabelText('Event date') as HTMLInputElement).value).toBe('2026-12-12');
    expect((await localDb.drafts.get('booking:vendor-1'))?.value).toMatchObject({ guests: '40' });
  });

  it('shows a price that moved since it was shown beside the old one, and adds at it only once confirmed', async () => {
    onBook.mockResolvedValueOnce('price-changed');
    const view = await fillValidBooking();
    submit();
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(onBook.mock.calls[0]?.[0]).toMatchObject({ seenPrice: '18.50' });

    // The route has asked for the services again: the page now holds the vendor's new price.
    view.rerender(page([{ ...buffet, price: '20.00' }, hall]));
    const notice = await screen.findByTestId('price-change');
    expect(notice.textContent).toContain('Price changed: was $18.50, now $20.00 per person');
    expect(screen.getByTestId('price-hint').textContent).toContain('Estimated total: $800.00');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(onBook).toHaveBeenCalledTimes(1);

    fireEvent.click(within(notice).getByRole('button', { name: 'Add to cart at $20.00 per person' }));
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(2));
    expect(onBook.mock.calls[1]?.[0]).toMatchObject({ seenPrice: '20.00', guestCount: 40 });
    await waitFor(() => expect(screen.queryByTestId('price-change')).toBeNull());
  });

  it('says, when offline, that the booking will wait on the phone', async () => {
    window.dispatchEvent(new Event('offline'));
    show();
    await screen.findByRole('form');
    expect(screen.getByText(/You are offline\. Your booking will be saved on this phone/)).toBeTruthy();
    // The browser's 'online' is not believed on its own: the notice goes once the server answers.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText(/You are offline/)).toBeTruthy();
    act(() => connection()?.answered());
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
