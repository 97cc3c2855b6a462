import { describe, expect, it } from 'vitest';
import {
  cancelledLine,
  estimatedTotal,
  formatMoment,
  isPerPerson,
  mapSearchUrl,
  serviceGuests,
  servicePrice,
  telHref,
} from './format';
import { whenLine } from './when';

// Price units: what a service costs, said the way the vendor page, the booking form and the cart say it.

describe('price units', () => {
  it('says the price with its unit', () => {
    expect(servicePrice({ price: '18.50', priceUnit: 'per person' })).toBe('$18.50 per person');
    expect(servicePrice({ price: '1250', priceUnit: 'per event' })).toBe('$1,250.00 per event');
  });

  it('knows a per-person price from any other unit', () => {
    expect(isPerPerson({ priceUnit: 'per person' })).toBe(true);
    for (const priceUnit of ['per event', 'per hour', 'per day'])
      expect(isPerPerson({ priceUnit })).toBe(false);
  });

  it('estimates a per-person service as the price times the guests, in whole cents', () => {
    expect(estimatedTotal({ price: '18.50', priceUnit: 'per person' }, 40)).toBe('$740.00');
    expect(estimatedTotal({ price: '0.10', priceUnit: 'per person' }, 3)).toBe('$0.30');
  });

  it('does not multiply any other unit by the guests', () => {
    expect(estimatedTotal({ price: '400.00', priceUnit: 'per event' }, 40)).toBe('$400.00');
    expect(estimatedTotal({ price: '75', priceUnit: 'per hour' }, 12)).toBe('$75.00');
  });

  it("says a service's guest limits in words, or nothing without limits", () => {
    expect(serviceGuests({ minGuests: 20, maxGuests: 150 })).toBe('20-150 guests');
    expect(serviceGuests({ minGuests: null, maxGuests: 40 })).toBe('Up to 40 guests');
    expect(serviceGuests({ minGuests: 50, maxGuests: null })).toBe('From 50 guests');
    expect(serviceGuests({ minGuests: null, maxGuests: null })).toBeNull();
  });
});

describe("an order's when line", () => {
  it('says the day, the time and the guests', () => {
    expect(whenLine('2026-12-12', '17:00', 40)).toBe('Saturday, December 12, 2026 at 5:00 PM · 40 guests');
    expect(whenLine('2027-01-01', '00:30', null)).toBe('Friday, January 1, 2027 at 12:30 AM');
    expect(whenLine('2027-01-01', null, 12)).toBe('Friday, January 1, 2027 · 12 guests');
  });

  it('says the date is to be arranged when there is none', () => {
    expect(whenLine(null, null, null)).toBe('Date to be arranged');
  });
});

describe('links for a job', () => {
  it('searches Google Maps for the whole address, encoded', () => {
    expect(mapSearchUrl('12 Quail Hollow Ln, Hochatown, OK 74728 #3')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Quail%20Hollow%20Ln%2C%20Hochatown%2C%20OK%2074728%20%233',
    );
  });

  it('dials the digits of a phone as typed', () => {
    expect(telHref('(580) 555-0131')).toBe('tel:5805550131');
    expect(telHref('+1 580 555 0131')).toBe('tel:+15805550131');
  });
});

describe("a cancelled booking's money", () => {
  it('says what came back and where it stands', () => {
    expect(cancelledLine({ amount: '740.00', status: 'succeeded' })).toBe('Cancelled — refunded $740.00');
    expect(cancelledLine({ amount: '370.00', status: 'pending' })).toBe(
      'Cancelled — refund of $370.00 on its way',
    );
    expect(cancelledLine({ amount: '1250.00', status: 'failed' })).toBe(
      'Cancelled — refund of $1,250.00 delayed; we are on it',
    );
    expect(cancelledLine(null)).toBe('Cancelled — no refund');
  });
});

describe('a moment', () => {
  it("is said in Broken Bow's time, across the daylight saving change", () => {
    expect(formatMoment('2026-11-23T12:00:00.000Z')).toBe('Nov 23, 2026, 6:00 AM');
    expect(formatMoment('2026-07-04T23:30:00.000Z')).toBe('Jul 4, 2026, 6:30 PM');
  });
});
