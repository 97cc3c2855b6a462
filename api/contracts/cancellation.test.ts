import { describe, expect, it } from 'vitest';
import { cancellationPolicy, daysBetween, PROCESSING_FEE_PERCENT, refundBySchedule } from './cancellation';

// 10,000 cents = $100.00; the fee is 3 %.
const at = (iso: string) => new Date(iso);

describe('the Terms refund schedule', () => {
  it('gives all but the processing fee at exactly 7 days and more', () => {
    expect(PROCESSING_FEE_PERCENT).toBe(3);
    // Noon in Broken Bow on Dec 3; the event is Dec 10.
    expect(refundBySchedule(10_000, '2026-12-10', at('2026-12-03T18:00:00Z'))).toEqual({
      refundCents: 9_700,
      rule: 'full_minus_fee',
      daysBefore: 7,
    });
    expect(refundBySchedule(10_000, '2027-01-10', at('2026-12-03T18:00:00Z')).refundCents).toBe(9_700);
  });

  it('gives half from 6 days down to exactly 3, and nothing under 3', () => {
    const now = at('2026-12-03T18:00:00Z');
    expect(refundBySchedule(10_000, '2026-12-09', now)).toMatchObject({
      refundCents: 5_000,
      rule: 'half',
      daysBefore: 6,
    });
    expect(refundBySchedule(10_000, '2026-12-06', now)).toMatchObject({
      refundCents: 5_000,
      rule: 'half',
      daysBefore: 3,
    });
    expect(refundBySchedule(10_000, '2026-12-05', now)).toMatchObject({
      refundCents: 0,
      rule: 'none',
      daysBefore: 2,
    });
    expect(refundBySchedule(10_000, '2026-12-03', now)).toMatchObject({
      refundCents: 0,
      rule: 'none',
      daysBefore: 0,
    });
  });

  it("counts days on Broken Bow's calendar, not the server's: 11:30 PM there is still the day before in UTC terms", () => {
    // 05:30 UTC on Dec 4 is 11:30 PM on Dec 3 in Broken Bow: the event on Dec 10 is 7 days away, not 6.
    expect(refundBySchedule(10_000, '2026-12-10', at('2026-12-04T05:30:00Z')).daysBefore).toBe(7);
    // Half an hour later it is Dec 4 in Broken Bow too: 6 days.
    expect(refundBySchedule(10_000, '2026-12-10', at('2026-12-04T06:30:00Z')).daysBefore).toBe(6);
  });

  it('is not moved by a daylight saving change between now and the event', () => {
    // Clocks spring forward on March 14, 2027 and fall back on November 7, 2027: a week is 167 or 169 hours.
    expect(refundBySchedule(10_000, '2027-03-17', at('2027-03-10T23:59:00-06:00')).daysBefore).toBe(7);
    expect(refundBySchedule(10_000, '2027-03-17', at('2027-03-11T00:00:00-06:00')).daysBefore).toBe(6);
    expect(refundBySchedule(10_000, '2027-11-10', at('2027-11-03T23:59:00-05:00')).daysBefore).toBe(7);
    expect(refundBySchedule(10_000, '2027-11-10', at('2027-11-04T00:01:00-05:00')).daysBefore).toBe(6);
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2);
  });

  it("rounds in the customer's favour and stays in whole cents", () => {
    // 3 % of 3,333 cents is 99.99: the fee is 99, the refund 3,234. Half of 3,333 is 1,666.5: 1,667.
    const now = at('2026-12-03T18:00:00Z');
    expect(refundBySchedule(3_333, '2026-12-20', now).refundCents).toBe(3_234);
    expect(refundBySchedule(3_333, '2026-12-08', now).refundCents).toBe(1_667);
  });
});

describe("one booking's cancellation policy in its own days", () => {
  // The event is Sat Dec 12, 2026; noon in Broken Bow on the day named.
  const noon = (day: string) => at(`${day}T18:00:00Z`);

  it('names the last day of each refund, from what is still ahead', () => {
    expect(cancellationPolicy('2026-12-12', noon('2026-11-26'))).toBe(
      'Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(cancellationPolicy('2026-12-12', noon('2026-12-06'))).toBe(
      'Half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(cancellationPolicy('2026-12-12', noon('2026-12-10'))).toBe('No refund from Thu, Dec 10.');
  });

  it('agrees with the money on each last day', () => {
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-05')).rule).toBe('full_minus_fee');
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-09')).rule).toBe('half');
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-10')).rule).toBe('none');
  });
});
