import { describe, expect, it } from 'vitest';
import { lineBookingMode } from './booking-rules';

describe('how a cart line is booked', () => {
  it('as its service says, instant when the service is gone', () => {
    expect(lineBookingMode({ offerId: null }, 'request')).toBe('request');
    expect(lineBookingMode({ offerId: null }, 'instant')).toBe('instant');
    expect(lineBookingMode({ offerId: null }, null)).toBe('instant');
  });

  it('an offer at once: the vendor made it, so there is nothing left for them to accept', () => {
    expect(lineBookingMode({ offerId: 'offer-1' }, 'request')).toBe('instant');
  });
});
