import { describe, expect, it } from 'vitest';
import { addDays, dayCount, daysBetween, unavailableMessage } from './availability';
import { formatClock, isCalendarDay } from './dates';
import { budgetCents, isInstant, townClock, townTimeToIso } from './events';

// Broken Bow's calendar and clock, whatever the phone's or the server's time zone (Central time:
// UTC-6 in winter, UTC-5 from the second Sunday of March to the first Sunday of November).
describe('townTimeToIso and townClock', () => {
  it('turn a Broken Bow day and time into the instant, and back', () => {
    expect(townTimeToIso('2026-12-05', '18:30')).toBe('2026-12-06T00:30:00.000Z');
    expect(townTimeToIso('2026-07-04', '09:00')).toBe('2026-07-04T14:00:00.000Z');
    expect(townClock('2026-12-06T00:30:00.000Z')).toEqual({ day: '2026-12-05', time: '18:30' });
    expect(townClock('2026-07-04T14:00:00.000Z')).toEqual({ day: '2026-07-04', time: '09:00' });
  });

  it('on the days the clocks change: before the change in standard time, after it in daylight time', () => {
    // March 8, 2026: 2:00 CST becomes 3:00 CDT.
    expect(townTimeToIso('2026-03-08', '01:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(townTimeToIso('2026-03-08', '03:30')).toBe('2026-03-08T08:30:00.000Z');
    // November 1, 2026: 1:30 happens twice; the first one (CDT) is meant.
    expect(townTimeToIso('2026-11-01', '01:30')).toBe('2026-11-01T06:30:00.000Z');
    expect(townTimeToIso('2026-11-01', '03:00')).toBe('2026-11-01T09:00:00.000Z');
  });
});

describe('what the event form takes', () => {
  it('an instant with its offset or Z, on a real calendar day', () => {
    expect(isInstant('2026-12-05T18:30:00Z')).toBe(true);
    expect(isInstant('2026-12-05T18:30:00.123-06:00')).toBe(true);
    expect(isInstant('2026-12-05T18:30')).toBe(false);
    expect(isInstant('2026-12-05')).toBe(false);
    expect(isInstant('2027-02-30T10:00:00Z')).toBe(false);
  });

  it('a budget in cents, or none when it was left empty', () => {
    expect(budgetCents(undefined)).toBeNull();
    expect(budgetCents(null)).toBeNull();
    expect(budgetCents('')).toBeNull();
    expect(budgetCents('2500')).toBe(250_000);
    expect(budgetCents(2500.5)).toBe(250_050);
    expect(budgetCents('lots')).toBeNull();
  });
});

describe('calendar days', () => {
  it('are real days: no February 29 outside a leap year, no April 31', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-4-1')).toBe(false);
    // Date.UTC reads years 0-99 as 1900-1999: 0050 would be stored and shown as 1950.
    expect(isCalendarDay('0050-06-06')).toBe(false);
  });

  it('add and count whole days across a year and a clock change', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-05', -5)).toBe('2026-11-30');
    expect(dayCount('2026-12-01', '2026-12-01')).toBe(1);
    expect(dayCount('2026-12-01', '2027-03-02')).toBe(92);
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-12-05', '2026-12-04')).toEqual([]);
  });

  it('say why a day cannot be booked, with the day spelled out', () => {
    expect(unavailableMessage('Smokehouse', '2026-12-12', 'full')).toBe(
      'Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day',
    );
    expect(unavailableMessage('Smokehouse', '2026-12-13', 'blocked')).toBe(
      'Smokehouse is not available on Sunday, December 13, 2026: the vendor is not taking bookings that day',
    );
    expect(unavailableMessage('Smokehouse', '2026-11-20', 'past')).toBe(
      'Smokehouse is not available on Friday, November 20, 2026: that day has passed',
    );
  });
});

describe('formatClock', () => {
  it('a 12-hour clock: midnight and noon are 12', () => {
    expect(formatClock('18:30')).toBe('6:30 PM');
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('11:59')).toBe('11:59 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
  });
});
