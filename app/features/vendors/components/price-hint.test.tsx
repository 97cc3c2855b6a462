// @vitest-environment happy-dom
import type { ServiceView } from '@contracts/vendors';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceHint } from './price-hint';

// The hint under the guest count: the price in its unit, an estimate for per-person services, limits.

const service = (over: Partial<ServiceView>): ServiceView => ({
  id: 'svc',
  vendorId: 'vendor-1',
  name: 'BBQ Buffet',
  description: null,
  category: 'catering',
  price: '18.50',
  priceUnit: 'per person',
  duration: null,
  minGuests: null,
  maxGuests: null,
  minHours: null,
  ...over,
});
const hint = (s: ServiceView, guests: string) => {
  render(<PriceHint service={s} guests={guests} />);
  const text = screen.getByTestId('price-hint').textContent;
  cleanup();
  return text;
};

afterEach(cleanup);

describe('the price hint', () => {
  it('estimates a per-person service for the guests entered', () => {
    expect(hint(service({}), '40')).toBe('Estimated total: $740.00 ($18.50 per person × 40 guests).');
    expect(hint(service({}), '1')).toBe('Estimated total: $18.50 ($18.50 per person × 1 guest).');
  });

  it('asks for the guest count until there is a whole number of at least one', () => {
    for (const guests of ['', '0', '-2', '2.5', 'abc']) {
      expect(hint(service({}), guests), guests).toBe(
        '$18.50 per person: enter your guest count for an estimate.',
      );
    }
  });

  it('gives any other unit as it is, whatever the guests', () => {
    expect(hint(service({ price: '400', priceUnit: 'per event' }), '40')).toBe('$400.00 per event.');
    expect(hint(service({ price: '75', priceUnit: 'per hour' }), '')).toBe('$75.00 per hour.');
  });

  it("adds the service's guest limits", () => {
    expect(hint(service({ minGuests: 20, maxGuests: 150 }), '40')).toBe(
      'Estimated total: $740.00 ($18.50 per person × 40 guests). BBQ Buffet takes 20-150 guests.',
    );
    expect(hint(service({ priceUnit: 'per event', price: '400', maxGuests: 60 }), '')).toBe(
      '$400.00 per event. BBQ Buffet takes up to 60 guests.',
    );
    expect(hint(service({ minGuests: 50 }), '')).toBe(
      '$18.50 per person: enter your guest count for an estimate. BBQ Buffet takes from 50 guests.',
    );
  });
});
