import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookOfferSchema, MAX_OFFER_DAYS, OFFER_DESCRIPTION_MAX, offerInputSchema } from './offers';

// Issue 15: a vendor answers a quote request with a priced offer the customer books at that price.
const offer = {
  vendorId: 'vendor-1',
  price: '125',
  description: 'Brisket and two sides for 40 guests',
  expiresOn: '2026-12-20',
};

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('an offer', () => {
  it('runs at most 60 days and says in at most 1,000 characters what it includes', () => {
    expect(MAX_OFFER_DAYS).toBe(60);
    expect(OFFER_DESCRIPTION_MAX).toBe(1000);
  });

  it('takes a trimmed price in dollars, or dollars and cents', () => {
    expect(v.parse(offerInputSchema, { ...offer, price: ' 18.50 ' })).toEqual({ ...offer, price: '18.50' });
    expect(v.parse(offerInputSchema, offer)).toEqual(offer);
  });

  it('needs a price that looks like money', () => {
    expect(messages(v.safeParse(offerInputSchema, { ...offer, price: '  ' }))).toEqual([
      'Price is required',
      'Price must look like 125 or 18.50',
      'Price must be at least $1.00',
    ]);
    expect(messages(v.safeParse(offerInputSchema, { ...offer, price: '$125' }))).toEqual([
      'Price must look like 125 or 18.50',
      'Price must be at least $1.00',
    ]);
  });

  it('costs at least $1.00', () => {
    expect(v.parse(offerInputSchema, { ...offer, price: '1.00' }).price).toBe('1.00');
    expect(messages(v.safeParse(offerInputSchema, { ...offer, price: '0.99' }))).toEqual([
      'Price must be at least $1.00',
    ]);
  });

  it('is made by a business, says what it includes, and has a last day', () => {
    expect(messages(v.safeParse(offerInputSchema, { ...offer, vendorId: '' }))).toEqual([
      'Choose the business making the offer',
    ]);
    expect(messages(v.safeParse(offerInputSchema, { ...offer, description: ' ' }))).toEqual([
      'Say what the price includes',
    ]);
    expect(messages(v.safeParse(offerInputSchema, { ...offer, description: 'x'.repeat(1001) }))).toEqual([
      'Must be at most 1000 characters',
    ]);
    expect(messages(v.safeParse(offerInputSchema, { ...offer, expiresOn: '' }))).toEqual([
      'Choose the last day the offer can be booked',
      'Enter the date as YYYY-MM-DD',
    ]);
  });
});

describe('booking an offer', () => {
  it('accepts a price from the client but needs none', () => {
    expect(v.parse(bookOfferSchema, {})).toEqual({});
    expect(v.parse(bookOfferSchema, { price: '125.00' })).toEqual({ price: '125.00' });
    expect(v.safeParse(bookOfferSchema, { price: '125.00', vendorId: 'v' }).success).toBe(false);
  });
});
