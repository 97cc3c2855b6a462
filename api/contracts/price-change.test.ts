import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PRICE_CHANGED_CODE, seenPriceSchema } from './price-change';

// Issue 27: a price the customer saw, which the server compares with the price now. The words of a
// change are pinned in words.test.ts.
const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('a price the customer saw', () => {
  it('is an amount in dollars, or dollars and cents', () => {
    expect(v.parse(seenPriceSchema, '24.00')).toBe('24.00');
    expect(v.parse(seenPriceSchema, '24')).toBe('24');
  });

  it.each(['$24.00', '24.000', '', '-1'])('refuses %j', (value) => {
    expect(messages(v.safeParse(seenPriceSchema, value))).toEqual(['Price must be an amount like 24.00']);
  });

  it('refuses a number: the wire carries text', () => {
    expect(messages(v.safeParse(seenPriceSchema, 24))).toEqual(['Price must be an amount like 24.00']);
  });

  it('is refused with the code price_changed when it is not the price now', () => {
    expect(PRICE_CHANGED_CODE).toBe('price_changed');
  });
});
