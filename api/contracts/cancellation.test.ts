import { describe, expect, it } from 'vitest';
import {
  bookingWhen,
  cancellationPolicy,
  daysBetween,
  PROCESSING_FEE_PERCENT,
  refundByPolicy,
} from './cancellation';

// 10,000 cents = $100.00; the fee is 3 %.
const at = (iso: string) => new Date(iso);
/** The standard policy for a booking without a time. */
const refundBySchedule = (cents: number, day: string, now: Date) =>
  refundByPolicy('standard', cents, { day, startsAt: null }, now);

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
    const standard = (now: Date) => cancellationPolicy('standard', bookingWhen('2026-12-12', null), now);
    expect(standard(noon('2026-11-26'))).toBe(
      'Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(standard(noon('2026-12-06'))).toBe(
      'Standard policy: Half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(standard(noon('2026-12-10'))).toBe('Standard policy: No refund from Thu, Dec 10.');
  });

  it('still names a refund on its own last day', () => {
    const standard = (now: Date) => cancellationPolicy('standard', bookingWhen('2026-12-12', null), now);
    expect(standard(noon('2026-12-05'))).toBe(
      'Standard policy: Full refund less the 3% processing fee until Sat, Dec 5; half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(standard(noon('2026-12-09'))).toBe(
      'Standard policy: Half back until Wed, Dec 9; no refund from Thu, Dec 10.',
    );
    expect(cancellationPolicy('strict', bookingWhen('2026-12-12', null), noon('2026-11-28'))).toBe(
      'Strict policy: Half back until Sat, Nov 28; no refund from Sun, Nov 29.',
    );
  });

  it('agrees with the money on each last day', () => {
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-05')).rule).toBe('full_minus_fee');
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-09')).rule).toBe('half');
    expect(refundBySchedule(10_000, '2026-12-12', noon('2026-12-10')).rule).toBe('none');
  });
});

describe('the flexible policy: 24 real hours before the start', () => {
  it('starts a booking at its day and time in Broken Bow, and one without a time at no set moment', () => {
    expect(bookingWhen('2026-12-05', '18:00')).toEqual({
      day: '2026-12-05',
      startsAt: '2026-12-06T00:00:00.000Z',
    });
    expect(bookingWhen('2026-12-05', null)).toEqual({ day: '2026-12-05', startsAt: null });
    expect(bookingWhen(null, '18:00')).toEqual({ day: null, startsAt: null });
  });

  // Sun, Nov 1, 2026, 6:00 PM in Broken Bow is after the clocks fell back at 2 AM that day (CST, UTC-6).
  const sundayEvening = bookingWhen('2026-11-01', '18:00');
  const flexible = (now: string) => refundByPolicy('flexible', 10_000, sundayEvening, at(now));

  it('refunds all but the fee at 24 h 00 min before and nothing at 23 h 59 min, counting the extra hour of the change', () => {
    expect(sundayEvening.startsAt).toBe('2026-11-02T00:00:00.000Z');
    // 24 real hours before is 7:00 PM CDT on Saturday, not 6:00 PM: the fall-back hour is lived.
    expect(flexible('2026-10-31T19:00:00-05:00')).toMatchObject({
      refundCents: 9_700,
      rule: 'full_minus_fee',
    });
    expect(flexible('2026-10-31T19:01:00-05:00')).toMatchObject({ refundCents: 0, rule: 'none' });
    // 6:30 PM on Saturday is 24 h 30 min by the wall clock but 25 h 30 min lived: still refunded.
    expect(flexible('2026-10-31T18:30:00-05:00').rule).toBe('full_minus_fee');
  });

  it("starts a booking without a time at its day's midnight", () => {
    const allDay = bookingWhen('2026-12-12', null);
    // Midnight starting Dec 12 in Broken Bow is 06:00 UTC; 24 h before is 06:00 UTC on Dec 11.
    expect(refundByPolicy('flexible', 10_000, allDay, at('2026-12-11T06:00:00Z')).rule).toBe(
      'full_minus_fee',
    );
    expect(refundByPolicy('flexible', 10_000, allDay, at('2026-12-11T06:01:00Z')).rule).toBe('none');
  });

  it('names the last moment of the refund in Broken Bow time', () => {
    expect(cancellationPolicy('flexible', sundayEvening, at('2026-10-20T12:00:00Z'))).toBe(
      'Flexible policy: Full refund less the 3% processing fee until Sat, Oct 31, 7:00 PM; no refund after.',
    );
    expect(cancellationPolicy('flexible', sundayEvening, at('2026-10-31T19:01:00-05:00'))).toBe(
      'Flexible policy: No refund after Sat, Oct 31, 7:00 PM.',
    );
    // At the last moment itself the refund is still there, in words as in money.
    expect(cancellationPolicy('flexible', sundayEvening, at('2026-10-31T19:00:00-05:00'))).toBe(
      'Flexible policy: Full refund less the 3% processing fee until Sat, Oct 31, 7:00 PM; no refund after.',
    );
  });
});

describe('the strict policy: half until 14 calendar days before', () => {
  // Noon in Broken Bow on Nov 23, 2026; the event days vary.
  const now = at('2026-11-23T18:00:00Z');
  const strict = (day: string) => refundByPolicy('strict', 10_000, bookingWhen(day, '18:00'), now);

  it('gives half at 14 days and nothing at 13', () => {
    expect(strict('2026-12-07')).toMatchObject({ refundCents: 5_000, rule: 'half', daysBefore: 14 });
    expect(strict('2026-12-06')).toMatchObject({ refundCents: 0, rule: 'none', daysBefore: 13 });
  });

  it('counts Broken Bow calendar days across the Nov 1 clock change', () => {
    // Oct 25 to Nov 8, 2026 holds the fall-back: 14 days still, though it is 337 hours.
    const before = at('2026-10-25T23:30:00-05:00');
    expect(refundByPolicy('strict', 10_000, bookingWhen('2026-11-08', null), before).daysBefore).toBe(14);
  });

  it('names its dates', () => {
    expect(cancellationPolicy('strict', bookingWhen('2026-12-12', null), now)).toBe(
      'Strict policy: Half back until Sat, Nov 28; no refund from Sun, Nov 29.',
    );
    expect(cancellationPolicy('strict', bookingWhen('2026-12-01', null), now)).toBe(
      'Strict policy: No refund from Wed, Nov 18.',
    );
  });
});

describe('the standard policy at its boundaries', () => {
  const now = at('2026-11-23T18:00:00Z');
  const rule = (day: string) => refundByPolicy('standard', 10_000, bookingWhen(day, '18:00'), now).rule;

  it('gives all but the fee at 7 days, half at 6 and 3, nothing at 2', () => {
    expect([rule('2026-11-30'), rule('2026-11-29'), rule('2026-11-26'), rule('2026-11-25')]).toEqual([
      'full_minus_fee',
      'half',
      'half',
      'none',
    ]);
  });
});

describe("a booking's refund lock", () => {
  it('keeps a changed booking to the least generous rule it stood in, whatever its new day', () => {
    const far = bookingWhen('2027-01-30', null);
    const now = at('2026-11-23T18:00:00Z');
    expect(refundByPolicy('standard', 10_000, far, now, 'half')).toMatchObject({
      refundCents: 5_000,
      rule: 'half',
    });
    expect(refundByPolicy('flexible', 10_000, far, now, 'none').refundCents).toBe(0);
    // A lock never makes a rule more generous.
    expect(
      refundByPolicy('strict', 10_000, bookingWhen('2026-11-30', null), now, 'full_minus_fee').rule,
    ).toBe('none');
  });

  it('refunds all but the fee without a day under every policy', () => {
    const none = bookingWhen(null, null);
    expect(cancellationPolicy('strict', none, at('2026-11-23T18:00:00Z'))).toBe(
      'Strict policy: Full refund less the 3% processing fee.',
    );
    expect(refundByPolicy('strict', 10_000, none, at('2026-11-23T18:00:00Z')).refundCents).toBe(9_700);
  });
});
