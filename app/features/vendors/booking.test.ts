import type { ServiceView } from '@contracts/vendors';
import { describe, expect, it } from 'vitest';
import { type BookingValues, checkBooking, EMPTY_BOOKING } from './booking';

// The booking rules the phone checks before anything is sent or queued (SPEC section 5).

const TODAY = '2026-11-23';
const vendor = { id: 'vendor-1', businessName: 'Timber Ridge Smokehouse' };
const service = (over: Partial<ServiceView> = {}): ServiceView => ({
  id: 'svc-buffet',
  vendorId: vendor.id,
  name: 'BBQ Buffet',
  description: null,
  category: 'catering',
  price: '18.50',
  priceUnit: 'per person',
  duration: null,
  minGuests: 20,
  maxGuests: 150,
  minHours: null,
  ...over,
});
const buffet = service();
const hall = service({
  id: 'svc-hall',
  name: 'Hall',
  price: '400.00',
  priceUnit: 'per event',
  minGuests: null,
});
const services = [buffet, hall];
const values = (over: Partial<BookingValues>): BookingValues => ({
  ...EMPTY_BOOKING,
  serviceId: buffet.id,
  date: '2026-12-12',
  guests: '40',
  address: '12 Quail Hollow Ln, Hochatown, OK 74728',
  ...over,
});
const check = (over: Partial<BookingValues>, list = services) =>
  checkBooking(values(over), vendor, list, TODAY);

describe('checkBooking', () => {
  it('asks for a date first, with the toast SPEC section 8 names', () => {
    expect(check({ date: '', serviceId: '' })).toEqual({
      ok: false,
      toast: { title: 'Date required', description: 'Please select an event date', variant: 'destructive' },
      fields: { date: 'Please select an event date' },
    });
  });

  it('asks for a service when the vendor has services and none is chosen', () => {
    const result = check({ serviceId: '' });
    expect(result).toMatchObject({
      ok: false,
      toast: { title: 'Service required', description: 'Please select a service to continue' },
      fields: { serviceId: 'Please select a service to continue' },
    });
    expect(check({ serviceId: 'svc-gone' })).toMatchObject({
      ok: false,
      fields: { serviceId: expect.any(String) },
    });
  });

  it('refuses a day that has passed, and takes today', () => {
    expect(check({ date: '2026-11-22' })).toEqual({
      ok: false,
      fields: { date: 'Choose today or a later date' },
    });
    expect(check({ date: TODAY }).ok).toBe(true);
  });

  it('refuses a day that is not on the calendar', () => {
    expect(check({ date: '2027-02-30' })).toEqual({
      ok: false,
      fields: { date: 'That date does not exist on the calendar' },
    });
  });

  it('needs a guest count for a per-person service, not for a per-event one', () => {
    expect(check({ guests: '' })).toEqual({
      ok: false,
      fields: { guests: 'Enter your guest count for a per-person service' },
    });
    expect(check({ guests: '   ' })).toMatchObject({ ok: false, fields: { guests: expect.any(String) } });
    const perEvent = check({ serviceId: hall.id, guests: '' });
    expect(perEvent).toMatchObject({ ok: true, payload: { guestCount: null } });
  });

  it("keeps the guest count within the service's limits", () => {
    expect(check({ guests: '19' })).toEqual({
      ok: false,
      fields: { guests: 'BBQ Buffet needs at least 20 guests' },
    });
    expect(check({ guests: '151' })).toEqual({
      ok: false,
      fields: { guests: 'BBQ Buffet serves at most 150 guests' },
    });
    expect(check({ guests: '20' }).ok).toBe(true);
    expect(check({ guests: '150' }).ok).toBe(true);
  });

  it('refuses a guest count that is not a whole number of at least one', () => {
    for (const guests of ['0', '-3', '2.5', 'forty']) {
      expect(check({ serviceId: hall.id, guests }), guests).toEqual({
        ok: false,
        fields: { guests: 'Guest count must be at least 1' },
      });
    }
  });

  it('builds the add-to-cart payload with a fresh id, trimmed notes and an empty time left out', () => {
    const first = check({ time: '', notes: '  Gluten free please  ' });
    const second = check({ time: '18:30', notes: '   ' });
    if (!first.ok || !second.ok) throw new Error('both bookings should pass');
    expect(first).toMatchObject({
      label: 'Booking: Timber Ridge Smokehouse - BBQ Buffet',
      payload: {
        vendorId: vendor.id,
        serviceId: buffet.id,
        itemType: 'service',
        itemName: 'Timber Ridge Smokehouse - BBQ Buffet',
        quantity: 1,
        price: '18.50',
        selectedDate: '2026-12-12',
        selectedTime: null,
        notes: 'Gluten free please',
        guestCount: 40,
        eventAddress: '12 Quail Hollow Ln, Hochatown, OK 74728',
      },
    });
    expect(second.payload).toMatchObject({ selectedTime: '18:30', notes: null });
    expect(first.payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.payload.id).not.toBe(first.payload.id);
  });

  it('books the vendor itself when it lists no services', () => {
    const result = check({ serviceId: '', guests: '' }, []);
    expect(result).toMatchObject({
      ok: true,
      label: 'Booking: Timber Ridge Smokehouse',
      payload: { serviceId: null, itemType: 'vendor', itemName: 'Timber Ridge Smokehouse', price: '0' },
    });
  });

  it("puts the contract's message on the field it is about", () => {
    expect(check({ notes: 'x'.repeat(2001) })).toEqual({
      ok: false,
      fields: { notes: 'Notes must be at most 2000 characters' },
    });
  });

  it('asks where the event is for work a worker drives out, and lets the rest leave it out', () => {
    expect(check({ address: '   ' })).toEqual({ ok: false, fields: { address: 'Enter where the event is' } });
    const trimmed = check({ address: '  Cabin 9, Hochatown  ' });
    expect(trimmed).toMatchObject({ ok: true, payload: { eventAddress: 'Cabin 9, Hochatown' } });
    const photos = service({ id: 'svc-photos', category: 'photography', priceUnit: 'per event' });
    const venue = service({ id: 'svc-venue', category: 'venue', priceUnit: 'per event' });
    for (const s of [photos, venue])
      expect(check({ serviceId: s.id, address: '' }, [s])).toMatchObject({
        ok: true,
        payload: { eventAddress: null },
      });
    expect(check({ address: 'x'.repeat(301) })).toEqual({
      ok: false,
      fields: { address: 'Event address must be at most 300 characters' },
    });
  });
});
