import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_HOURS,
  defaultLeadHours,
  earliestDay,
  insideLead,
  leadHoursOf,
  leadTimeMessage,
  leadTimeProblem,
  MAX_LEAD_HOURS,
  REQUEST_LEAD_HOURS,
  WORKER_LEAD_HOURS,
} from './lead-time';

// Broken Bow is UTC−6 in December: noon on Thursday, December 3, 2026 is 18:00 UTC.
const noonDec3 = new Date('2026-12-03T18:00:00.000Z');

describe('the notice a service needs', () => {
  it('is 24 hours by default, 48 where workers must be found, and at most about two months', () => {
    expect([DEFAULT_LEAD_HOURS, WORKER_LEAD_HOURS, REQUEST_LEAD_HOURS, MAX_LEAD_HOURS]).toEqual([
      24, 48, 72, 1440,
    ]);
    expect(defaultLeadHours('catering')).toBe(48);
    expect(defaultLeadHours('rentals')).toBe(48);
    expect(defaultLeadHours('photography')).toBe(24);
    expect(defaultLeadHours(null)).toBe(24);
  });

  it("is the vendor's own when set, even 0, else the category's", () => {
    expect(leadHoursOf({ category: 'catering', leadHours: 10, bookingMode: 'instant' })).toBe(10);
    expect(leadHoursOf({ category: 'catering', leadHours: 0, bookingMode: 'instant' })).toBe(0);
    expect(leadHoursOf({ category: 'catering', leadHours: null, bookingMode: 'instant' })).toBe(48);
    expect(leadHoursOf({ category: 'photography', leadHours: null, bookingMode: 'instant' })).toBe(24);
  });

  it('is at least 72 hours for a request to book: a day to answer, two before the event', () => {
    expect(leadHoursOf({ category: 'photography', leadHours: 10, bookingMode: 'request' })).toBe(72);
    expect(leadHoursOf({ category: 'catering', leadHours: null, bookingMode: 'request' })).toBe(72);
    expect(leadHoursOf({ category: 'catering', leadHours: 100, bookingMode: 'request' })).toBe(100);
  });
});

describe('insideLead', () => {
  it('is inside when the booking starts sooner than the notice, not when exactly at it', () => {
    // 6:30 PM on Dec 5 is 00:30 UTC on Dec 6: 54.5 hours after noon on Dec 3.
    expect(insideLead('2026-12-05', '18:30', 54, noonDec3)).toBe(false);
    expect(insideLead('2026-12-05', '18:30', 54.5, noonDec3)).toBe(false);
    expect(insideLead('2026-12-05', '18:30', 55, noonDec3)).toBe(true);
  });

  it("counts a booking without a time from its day's start in Broken Bow", () => {
    // Midnight starting Dec 5 is 06:00 UTC: 36 hours after noon on Dec 3.
    expect(insideLead('2026-12-05', null, 36, noonDec3)).toBe(false);
    expect(insideLead('2026-12-05', null, 37, noonDec3)).toBe(true);
  });
});

describe('earliestDay', () => {
  it('is the day the notice ends on when the booking time falls after its end', () => {
    // 48 hours after noon on Dec 3 is noon on Dec 5: 6:30 PM that day is far enough ahead.
    expect(earliestDay('18:30', 48, noonDec3)).toBe('2026-12-05');
  });

  it('is the next day when the time on that day falls inside the notice', () => {
    expect(earliestDay('09:00', 48, noonDec3)).toBe('2026-12-06');
    expect(earliestDay(null, 48, noonDec3)).toBe('2026-12-06');
  });

  it("reads the day on Broken Bow's calendar", () => {
    // 23:00 on Dec 3 in Broken Bow is 05:00 UTC on Dec 4; 24 hours later it is still Dec 4 there.
    expect(earliestDay('23:30', 24, new Date('2026-12-04T05:00:00.000Z'))).toBe('2026-12-04');
  });
});

describe('leadTimeProblem', () => {
  it('words the notice and the earliest day', () => {
    expect(leadTimeMessage('Party DJ', 48, '2026-11-28')).toBe(
      "Party DJ needs 48 hours' notice: the earliest day is Sat, Nov 28",
    );
  });

  it("names the service's notice and its earliest day when the booking is too soon", () => {
    const dj = {
      name: 'Party DJ',
      category: 'entertainment',
      leadHours: 48,
      bookingMode: 'instant' as const,
    };
    expect(leadTimeProblem(dj, '2026-12-05', '09:00', noonDec3)).toBe(
      "Party DJ needs 48 hours' notice: the earliest day is Sun, Dec 6",
    );
    expect(leadTimeProblem(dj, '2026-12-05', '18:30', noonDec3)).toBe(null);
  });

  it("uses a request's 72 hours", () => {
    const dj = {
      name: 'Party DJ',
      category: 'entertainment',
      leadHours: 24,
      bookingMode: 'request' as const,
    };
    expect(leadTimeProblem(dj, '2026-12-05', '18:30', noonDec3)).toBe(
      "Party DJ needs 72 hours' notice: the earliest day is Sun, Dec 6",
    );
  });
});
