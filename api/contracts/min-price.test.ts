import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { atLeastMinPrice } from './min-price';

// A free service or offer would be a booking nobody paid for, which no verified review can stand on.
// Built in each test, not once here: Stryker ignores what runs outside a test (docs/mutation-testing.md).
const price = () => v.pipe(v.string(), atLeastMinPrice());

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('the least a price may be', () => {
  it.each(['1', '1.00', '125.50'])('takes %s', (value) => {
    expect(messages(v.safeParse(price(), value))).toEqual([]);
  });

  it.each(['0.99', '0', ''])('refuses %s as under $1.00', (value) => {
    expect(messages(v.safeParse(price(), value))).toEqual(['Price must be at least $1.00']);
  });

  it('refuses a price that is not an amount as no price at all', () => {
    expect(messages(v.safeParse(price(), 'free'))).toEqual(['Price must be at least $1.00']);
  });
});
