import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { acceptPricesSchema, addCartItemSchema, guestCountSchema } from './cart';

// SPEC section 7's add-to-cart payload. The name and the price the client sends are never believed
// (the server recomputes both); the price the customer saw is checked against the price now.
const line = { vendorId: 'vendor-1', serviceId: 'service-1', selectedDate: '2026-12-05' };

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('adding to the cart', () => {
  it('takes a vendor, a day and the rest as given, trimmed', () => {
    expect(
      v.parse(addCartItemSchema, {
        ...line,
        selectedTime: '18:30',
        endTime: '23:00',
        seenPrice: '24.00',
        eventAddress: ' 1 Lake Rd ',
        notes: ' Gate code 1234 ',
        guestCount: 80,
        quantity: 1,
      }),
    ).toEqual({
      ...line,
      selectedTime: '18:30',
      endTime: '23:00',
      seenPrice: '24.00',
      eventAddress: '1 Lake Rd',
      notes: 'Gate code 1234',
      guestCount: 80,
      quantity: 1,
    });
  });

  it('needs a vendor and an event day that is on the calendar', () => {
    expect(messages(v.safeParse(addCartItemSchema, { ...line, vendorId: '' }))).toEqual([
      'Vendor is required',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, selectedDate: '12/05/2026' }))).toEqual([
      'Please select an event date',
      'That date does not exist on the calendar',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, selectedDate: '2027-02-30' }))).toEqual([
      'That date does not exist on the calendar',
    ]);
  });

  it('takes an empty time, or one like 18:30', () => {
    expect(v.parse(addCartItemSchema, { ...line, selectedTime: '', endTime: '' })).toEqual({
      ...line,
      selectedTime: '',
      endTime: '',
    });
    expect(messages(v.safeParse(addCartItemSchema, { ...line, selectedTime: '6:30 PM' }))).toEqual([
      'Time must look like 18:30',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, endTime: '24:00' }))).toEqual([
      'End time must look like 23:00',
    ]);
  });

  it('books one of a line, for a whole number of guests', () => {
    expect(messages(v.safeParse(addCartItemSchema, { ...line, quantity: 2 }))).toEqual([
      'Quantity must be 1',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, guestCount: 0 }))).toEqual([
      'Guest count must be at least 1',
    ]);
  });

  it('refuses a price seen that is no amount, and a client-made id that is no UUID', () => {
    expect(messages(v.safeParse(addCartItemSchema, { ...line, seenPrice: '$24' }))).toEqual([
      'Price must be an amount like 24.00',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, id: 'line-1' }))).toEqual([
      'Item id must be a UUID',
    ]);
  });

  it('caps the address at 300 characters and the notes at 2000', () => {
    expect(messages(v.safeParse(addCartItemSchema, { ...line, eventAddress: 'x'.repeat(301) }))).toEqual([
      'Event address must be at most 300 characters',
    ]);
    expect(messages(v.safeParse(addCartItemSchema, { ...line, notes: 'x'.repeat(2001) }))).toEqual([
      'Notes must be at most 2000 characters',
    ]);
  });
});

describe('guests', () => {
  it.each([
    [0, 'Guest count must be at least 1'],
    [100_001, 'Guest count is too large'],
    [2.5, 'Guest count must be a whole number'],
    ['80', 'Guest count must be a number'],
  ])('%s: %s', (guests, message) => {
    expect(messages(v.safeParse(guestCountSchema, guests))).toEqual([message]);
  });

  it('are 1 to 100,000', () => {
    expect(v.parse(guestCountSchema, 1)).toBe(1);
    expect(v.parse(guestCountSchema, 100_000)).toBe(100_000);
  });
});

describe('accepting new prices', () => {
  it('takes 1 to 50 lines, each with the price now as the customer saw it', () => {
    const item = { id: 'line-1', price: '26.00' };
    expect(v.parse(acceptPricesSchema, { items: [item] })).toEqual({ items: [item] });
    expect(messages(v.safeParse(acceptPricesSchema, { items: [] }))).toEqual(['Choose at least one booking']);
    expect(messages(v.safeParse(acceptPricesSchema, { items: Array(51).fill(item) }))).toEqual([
      'At most 50 bookings at once',
    ]);
    expect(messages(v.safeParse(acceptPricesSchema, { items: [{ id: 7, price: '26.00' }] }))).toEqual([
      'Item id is required',
    ]);
  });
});
