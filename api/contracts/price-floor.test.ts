import { describe, expect, it } from 'vitest';
import { priceFloorCents, priceFloorMessage } from './price-floor';

// Worker pay is $20 an hour: setup and cleanup is 2 hours plus 1 per 50 guests begun, a delivery
// 1 hour plus 1 per 100 guests begun (contracts/worker-pay.ts).

describe('priceFloorCents', () => {
  it('is 0 for a service that sends no worker', () => {
    expect(priceFloorCents({ category: 'photography', priceUnit: 'flat', maxGuests: 500 })).toBe(0);
  });

  it('a flat price carries the pay of its largest booking: the maximum guests, else the minimum, else one', () => {
    // 120 guests: 2 + 3 hours = $100.
    expect(priceFloorCents({ category: 'catering', priceUnit: 'flat', minGuests: 10, maxGuests: 120 })).toBe(
      10_000,
    );
    // 60 guests: 2 + 2 hours = $80.
    expect(priceFloorCents({ category: 'catering', priceUnit: 'flat', minGuests: 60, maxGuests: null })).toBe(
      8_000,
    );
    // Minimum hours belong to a price per hour: a flat price is not divided by them.
    expect(priceFloorCents({ category: 'catering', priceUnit: 'flat', maxGuests: 120, minHours: 3 })).toBe(
      10_000,
    );
    // One guest: 3 hours = $60.
    expect(priceFloorCents({ category: 'catering', priceUnit: 'flat' })).toBe(6_000);
    // A delivery for 150: 1 + 2 hours = $60.
    expect(priceFloorCents({ category: 'delivery', priceUnit: 'flat', maxGuests: 150 })).toBe(6_000);
  });

  it('a price per person carries its smallest booking’s pay shared among its guests, rounded up', () => {
    // 7 guests: $60 / 7 = $8.571…, so $8.58.
    expect(
      priceFloorCents({ category: 'catering', priceUnit: 'per person', minGuests: 7, maxGuests: 200 }),
    ).toBe(858);
    expect(priceFloorCents({ category: 'catering', priceUnit: 'per person', minGuests: 20 })).toBe(300);
    expect(priceFloorCents({ category: 'catering', priceUnit: 'per person', minGuests: null })).toBe(6_000);
  });

  it('a price per hour carries the pay over its minimum hours, rounded up', () => {
    // 120 guests: $100 over 3 hours = $33.333…, so $33.34.
    expect(priceFloorCents({ category: 'rentals', priceUnit: 'per hour', maxGuests: 120, minHours: 3 })).toBe(
      3_334,
    );
    expect(
      priceFloorCents({ category: 'rentals', priceUnit: 'per hour', maxGuests: 120, minHours: null }),
    ).toBe(10_000);
  });
});

describe('priceFloorMessage', () => {
  it('names the floor with the unit the price is in', () => {
    expect(
      priceFloorMessage({ category: 'rentals', priceUnit: 'per hour', maxGuests: 120, minHours: 3 }),
    ).toBe('Price must be at least $33.34 an hour, the worker pay this service carries');
    expect(priceFloorMessage({ category: 'catering', priceUnit: 'per person', minGuests: 20 })).toBe(
      'Price must be at least $3.00 per person, the worker pay this service carries',
    );
    expect(priceFloorMessage({ category: 'catering', priceUnit: 'flat', maxGuests: 120 })).toBe(
      'Price must be at least $100.00, the worker pay this service carries',
    );
  });
});
