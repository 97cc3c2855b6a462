import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { serviceInputSchema } from './vendor-dashboard';

// Photography sends no workers, so its price has no floor but the $1.00 every service has.
const service = { vendorId: 'v1', name: 'Portraits', category: 'photography', price: '125' };
/** The first issue a service is refused with (its message and field), or the parsed service. */
const save = (input: Record<string, unknown>) => {
  const result = v.safeParse(serviceInputSchema, { ...service, ...input });
  return result.success
    ? result.output
    : { message: result.issues[0].message, field: v.getDotPath(result.issues[0]) };
};

describe("a vendor's service", () => {
  it('is per event, active, booked at once, with the default notice and one hour, unless it says', () => {
    expect(save({})).toEqual({
      vendorId: 'v1',
      name: 'Portraits',
      category: 'photography',
      price: '125',
      priceUnit: 'per event',
      isActive: true,
      bookingMode: 'instant',
      leadHours: null,
      minHours: null,
    });
  });

  it('trims its name and price', () => {
    expect(save({ name: '  Portraits ', price: ' 18.50 ' })).toMatchObject({
      name: 'Portraits',
      price: '18.50',
    });
  });

  it.each([
    ['a name of only spaces', { name: '   ' }, 'Service name is required', 'name'],
    ['an unknown category', { category: 'bakery' }, 'Choose a category', 'category'],
    ['a price with three decimals', { price: '12.345' }, 'Price must look like 125 or 18.50', 'price'],
    ['a price under a dollar', { price: '0.99' }, 'Price must be at least $1.00', 'price'],
    [
      'an unknown booking mode',
      { bookingMode: 'maybe' },
      'Choose instant booking or request to book',
      'bookingMode',
    ],
    ['guests given as text', { minGuests: 'ten' }, 'Guests must be a number', 'minGuests'],
  ])('refuses %s', (_rule, input, message, field) => {
    expect(save(input)).toEqual({ message, field });
  });
});

describe("a service's guests", () => {
  it('may have a minimum equal to its maximum', () => {
    expect(save({ minGuests: 10, maxGuests: 10 })).toMatchObject({ minGuests: 10, maxGuests: 10 });
  });

  it('may not have a minimum above its maximum, said on the maximum', () => {
    expect(save({ minGuests: 11, maxGuests: 10 })).toEqual({
      message: 'Minimum guests must not exceed maximum',
      field: 'maxGuests',
    });
  });

  it('may leave either end open', () => {
    expect(save({ minGuests: 500, maxGuests: null })).toMatchObject({ minGuests: 500, maxGuests: null });
    expect(save({ minGuests: null, maxGuests: 5 })).toMatchObject({ minGuests: null, maxGuests: 5 });
    expect(save({ maxGuests: 5 })).toMatchObject({ maxGuests: 5 });
  });
});

describe("a service's notice and minimum hours", () => {
  it('takes whole hours of notice from 0 to 1440', () => {
    expect(save({ leadHours: 0 })).toMatchObject({ leadHours: 0 });
    expect(save({ leadHours: 1440 })).toMatchObject({ leadHours: 1440 });
  });

  it.each([
    [-1, 'Lead time cannot be negative'],
    [1.5, 'Lead time must be whole hours'],
    [1441, 'Lead time must be at most 1440 hours'],
    ['48', 'Lead time must be a number of hours'],
  ])('refuses a notice of %s hours', (leadHours, message) => {
    expect(save({ leadHours })).toEqual({ message, field: 'leadHours' });
  });

  it('takes a minimum of 1 to 24 whole hours', () => {
    expect(save({ minHours: 1 })).toMatchObject({ minHours: 1 });
    expect(save({ minHours: 24 })).toMatchObject({ minHours: 24 });
  });

  it.each([
    [0, 'Minimum hours must be at least 1'],
    [25, 'Minimum hours must be at most 24'],
    [2.5, 'Minimum hours must be whole hours'],
    ['2', 'Minimum hours must be a number'],
  ])('refuses a minimum of %s hours', (minHours, message) => {
    expect(save({ minHours })).toEqual({ message, field: 'minHours' });
  });
});

// Catering sends workers at $20 an hour: 2 hours plus 1 per 50 guests begun.
describe('a price that must carry the worker pay', () => {
  it('a flat price is at least the pay for its most guests: 100 guests are 4 hours, $80.00', () => {
    const catering = { category: 'catering', minGuests: 20, maxGuests: 100 };
    expect(save({ ...catering, price: '80' })).toMatchObject({ price: '80' });
    expect(save({ ...catering, price: '79.99' })).toEqual({
      message: 'Price must be at least $80.00, the worker pay this service carries',
      field: 'price',
    });
  });

  it('a price per person is at least the pay for its fewest guests shared: 10 guests are $6.00 each', () => {
    const catering = { category: 'catering', priceUnit: 'per person', minGuests: 10 };
    expect(save({ ...catering, price: '6' })).toMatchObject({ price: '6' });
    expect(save({ ...catering, price: '5.99' })).toEqual({
      message: 'Price must be at least $6.00 per person, the worker pay this service carries',
      field: 'price',
    });
  });

  it('a price per hour is at least the pay spread over its fewest hours: 3 hours over 2 are $30.00', () => {
    const catering = { category: 'catering', priceUnit: 'per hour', minHours: 2 };
    expect(save({ ...catering, price: '30.00' })).toMatchObject({ price: '30.00' });
    expect(save({ ...catering, price: '29.99' })).toEqual({
      message: 'Price must be at least $30.00 an hour, the worker pay this service carries',
      field: 'price',
    });
  });
});
