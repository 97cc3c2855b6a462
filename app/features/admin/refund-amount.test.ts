import { describe, expect, it } from 'vitest';
import { refundAmountProblem } from './refund-amount';

const report = { most: '150.00', positive: true, outOfRange: 'From $0.01 up to $150.00' };
const cancel = { most: '150.00', positive: false, outOfRange: 'At most $150.00' };

describe('a refund the admin types', () => {
  it('is an amount like the server takes: up to 7 digits and 2 decimals', () => {
    expect(refundAmountProblem('18.5', cancel)).toBeUndefined();
    for (const typed of ['', 'abc', '1.234', '-5', '12345678'])
      expect(refundAmountProblem(typed, cancel)).toBe('Enter the refund like 125 or 18.50');
  });

  it('is at most what may go back, to the cent', () => {
    expect(refundAmountProblem('150.00', cancel)).toBeUndefined();
    expect(refundAmountProblem('150.01', cancel)).toBe('At most $150.00');
  });

  it('may be nothing on a cancel, but a problem report’s refund is at least a cent', () => {
    expect(refundAmountProblem('0', cancel)).toBeUndefined();
    expect(refundAmountProblem('0', report)).toBe('From $0.01 up to $150.00');
    expect(refundAmountProblem('0.01', report)).toBeUndefined();
  });
});
