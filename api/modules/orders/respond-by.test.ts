import { describe, expect, it } from 'vitest';
import { respondByOf } from './respond-by';

// Requests now need 72 hours' notice (contracts/lead-time.ts), so add-to-cart never lets the two
// later rules decide; they still bound a hold whatever reaches fulfilment.
describe('when a request must be answered', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('a day after it was made, for an event further out', () => {
    expect(respondByOf(now, '2026-12-12T23:00:00.000Z')).toBe('2026-11-24T12:00:00.000Z');
    expect(respondByOf(now, null)).toBe('2026-11-24T12:00:00.000Z');
  });

  it('two days before an event closer than three days', () => {
    expect(respondByOf(now, '2026-11-26T00:00:00.000Z')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('an hour from now when the event is too close for both', () => {
    expect(respondByOf(now, '2026-11-24T23:00:00.000Z')).toBe('2026-11-23T13:00:00.000Z');
  });
});
