import { describe, expect, it } from 'vitest';
import { feeCents } from './finance';
import { centsToDecimal, decimalToCents } from './money';

// Integer cents inside, two-place decimal strings on the wire (SPEC section 9).
describe('centsToDecimal', () => {
  it('writes whole cents as a two-place decimal, a minus sign before a negative amount', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(12_345)).toBe('123.45');
    expect(centsToDecimal(-250)).toBe('-2.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('drops a fraction of a cent rather than rounding it', () => {
    expect(centsToDecimal(12.7)).toBe('0.12');
    expect(centsToDecimal(-12.7)).toBe('-0.12');
  });
});

describe('decimalToCents', () => {
  it('reads whole dollars, one or two decimals, and a number as the form sends it', () => {
    expect(decimalToCents('12')).toBe(1_200);
    expect(decimalToCents('12.5')).toBe(1_250);
    expect(decimalToCents('12.05')).toBe(1_205);
    expect(decimalToCents(' 7.05 ')).toBe(705);
    expect(decimalToCents(12.5)).toBe(1_250);
    expect(decimalToCents('99999999.99')).toBe(9_999_999_999);
  });

  it('refuses what is not a non-negative amount of at most 8 digits and 2 decimals', () => {
    for (const text of ['', '-1', '1.234', '.50', '12.', '123456789', '12,50', '$12', '1e3'])
      expect(decimalToCents(text), text).toBeNull();
    expect(decimalToCents(1e21)).toBeNull();
  });
});

describe('feeCents', () => {
  it('is the plan’s rate of the booking, half a cent rounded up', () => {
    expect(feeCents(30_000, 500)).toBe(1_500);
    expect(feeCents(20_000, 300)).toBe(600);
    // 1 % of 50 cents is half a cent: 1; of 49 cents, 0.49: nothing.
    expect(feeCents(50, 100)).toBe(1);
    expect(feeCents(49, 100)).toBe(0);
    // 3 % of $33.33 is 99.99 cents: $1.00.
    expect(feeCents(3_333, 300)).toBe(100);
  });
});
