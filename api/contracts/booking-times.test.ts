import { describe, expect, it } from 'vitest';
import { bookedMinutes, bookingSpan, nextDay } from './booking-times';

describe('booking times', () => {
  it('counts the minutes of a booking, after midnight when the end is earlier than the start', () => {
    expect(bookedMinutes('19:00', '23:00')).toBe(240);
    expect(bookedMinutes('19:00', '01:00')).toBe(360);
    expect(bookedMinutes('19:00', '19:00')).toBe(1440);
    expect(bookedMinutes('23:45', '00:00')).toBe(15);
  });

  it('names the next day across months, years and a leap day', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
  });

  it('places a booking in Broken Bow time, across midnight and daylight saving', () => {
    // December is standard time (UTC-6).
    expect(bookingSpan('2026-12-05', '19:00', '23:00')).toEqual({
      startsAt: '2026-12-06T01:00:00.000Z',
      endsAt: '2026-12-06T05:00:00.000Z',
    });
    expect(bookingSpan('2026-12-05', '19:00', '01:00').endsAt).toBe('2026-12-06T07:00:00.000Z');
    // July is daylight time (UTC-5).
    expect(bookingSpan('2026-07-04', '18:00', null)).toEqual({
      startsAt: '2026-07-04T23:00:00.000Z',
      endsAt: '2026-07-05T05:00:00.000Z',
    });
    // No start: the whole day.
    expect(bookingSpan('2026-12-05', null, null)).toEqual({
      startsAt: '2026-12-05T06:00:00.000Z',
      endsAt: '2026-12-06T06:00:00.000Z',
    });
    // An end equal to the start is a whole day, as bookedMinutes counts it: it ends the next day.
    expect(bookingSpan('2026-12-05', '19:00', '19:00').endsAt).toBe('2026-12-07T01:00:00.000Z');
  });
});
