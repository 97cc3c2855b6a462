import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  availabilityRangeSchema,
  dayCount,
  daysBetween,
  HOLD_MINUTES,
  MAX_AVAILABILITY_DAYS,
  MAX_BLOCK_DAYS,
  publicAvailabilitySchema,
  setAvailabilitySchema,
  setCapacitySchema,
  setRangeAvailabilitySchema,
  unavailableMessage,
  vendorCalendarQuerySchema,
} from './availability';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('calendar days', () => {
  it('add across months, years and leap days, forward and back', () => {
    expect(addDays('2026-12-04', 1)).toBe('2026-12-05');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Daylight saving starts on March 8, 2026: a calendar day is still one day.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('count both ends: 1 for the same day', () => {
    expect(dayCount('2026-12-04', '2026-12-04')).toBe(1);
    expect(dayCount('2026-12-04', '2027-03-05')).toBe(92);
    expect(dayCount('2026-03-07', '2026-03-09')).toBe(3);
  });

  it('list every day from the first to the last', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-12-04', '2026-12-04')).toEqual(['2026-12-04']);
    expect(daysBetween('2026-12-05', '2026-12-04')).toEqual([]);
  });
});

describe('why a day is not available', () => {
  it.each([
    [
      'blocked',
      'Smokehouse is not available on Saturday, December 12, 2026: the vendor is not taking bookings that day',
    ],
    [
      'full',
      'Smokehouse is not available on Saturday, December 12, 2026: the vendor is fully booked that day',
    ],
    ['past', 'Smokehouse is not available on Saturday, December 12, 2026: that day has passed'],
    ['notice', 'Smokehouse is not available on Saturday, December 12, 2026: the vendor needs more notice'],
  ] as const)('%s', (reason, message) => {
    expect(unavailableMessage('Smokehouse', '2026-12-12', reason)).toBe(message);
  });

  it('holds a day 15 minutes while the customer pays', () => {
    expect(HOLD_MINUTES).toBe(15);
  });
});

describe('a range of days', () => {
  it('takes from and to, both included, up to 92 days', () => {
    expect(MAX_AVAILABILITY_DAYS).toBe(92);
    const range = { from: '2026-12-04', to: '2027-03-05' };
    expect(v.parse(availabilityRangeSchema, range)).toEqual(range);
    expect(v.parse(availabilityRangeSchema, { from: '2026-12-04', to: '2026-12-04' })).toEqual({
      from: '2026-12-04',
      to: '2026-12-04',
    });
  });

  it('refuses a range that ends before it starts, or runs past 92 days', () => {
    expect(messages(v.safeParse(availabilityRangeSchema, { from: '2026-12-05', to: '2026-12-04' }))).toEqual([
      'to must not be before from',
    ]);
    expect(messages(v.safeParse(availabilityRangeSchema, { from: '2026-12-04', to: '2027-03-06' }))).toEqual([
      'Ask for at most 92 days at a time',
    ]);
  });

  it('names a day that is missing, malformed or not on the calendar', () => {
    expect(messages(v.safeParse(availabilityRangeSchema, { from: 20261204, to: '2026-12-04' }))).toEqual([
      'from is required (a day such as 2026-12-04)',
    ]);
    expect(messages(v.safeParse(availabilityRangeSchema, { from: '2026-13-04', to: '2027-01-04' }))).toEqual([
      'from must be a day such as 2026-12-04',
      'from is not a day on the calendar',
    ]);
    expect(messages(v.safeParse(availabilityRangeSchema, { from: '2026-12-04', to: '2027-02-30' }))).toEqual([
      'to is not a day on the calendar',
    ]);
  });

  it("the booking form's and the vendor's calendar's ranges follow the same rules", () => {
    expect(
      messages(
        v.safeParse(publicAvailabilitySchema, { from: '2026-12-05', to: '2026-12-04', time: '18:30' }),
      ),
    ).toEqual(['to must not be before from']);
    expect(
      messages(v.safeParse(publicAvailabilitySchema, { from: '2026-12-04', to: '2026-12-05', time: '6pm' })),
    ).toEqual(['time must be a time such as 18:30']);
    expect(
      messages(
        v.safeParse(vendorCalendarQuerySchema, { vendorId: 'v1', from: '2026-12-04', to: '2027-03-06' }),
      ),
    ).toEqual(['Ask for at most 92 days at a time']);
    expect(
      messages(
        v.safeParse(vendorCalendarQuerySchema, { vendorId: '', from: '2026-12-04', to: '2026-12-04' }),
      ),
    ).toEqual(['Vendor is required']);
  });
});

describe("the vendor's calendar", () => {
  it('blocks or frees one day', () => {
    expect(v.parse(setAvailabilitySchema, { vendorId: 'v1', date: '2026-12-04', available: false })).toEqual({
      vendorId: 'v1',
      date: '2026-12-04',
      available: false,
    });
    expect(
      messages(v.safeParse(setAvailabilitySchema, { vendorId: 'v1', date: '2026-12-04', available: 'no' })),
    ).toEqual(['available must be true or false']);
  });

  it('blocks at most a year of days at once, a leap year included', () => {
    expect(MAX_BLOCK_DAYS).toBe(366);
    const range = { vendorId: 'v1', blocked: true };
    expect(
      v.parse(setRangeAvailabilitySchema, {
        ...range,
        from: '2028-01-01',
        to: '2028-12-31',
        note: ' Closed ',
      }),
    ).toEqual({ ...range, from: '2028-01-01', to: '2028-12-31', note: 'Closed' });
    expect(
      messages(v.safeParse(setRangeAvailabilitySchema, { ...range, from: '2028-01-01', to: '2029-01-01' })),
    ).toEqual(['Block at most 366 days at a time']);
    expect(
      messages(v.safeParse(setRangeAvailabilitySchema, { ...range, from: '2026-12-05', to: '2026-12-04' })),
    ).toEqual(['to must not be before from']);
    expect(
      messages(v.safeParse(setRangeAvailabilitySchema, { ...range, from: '2026-12-04', to: '2026-12-04' })),
    ).toEqual([]);
  });

  it('takes 1 to 20 events a day', () => {
    expect(v.parse(setCapacitySchema, { vendorId: 'v1', dailyCapacity: 20 })).toEqual({
      vendorId: 'v1',
      dailyCapacity: 20,
    });
    expect(messages(v.safeParse(setCapacitySchema, { vendorId: 'v1', dailyCapacity: 21 }))).toEqual([
      'Events per day must be at most 20',
    ]);
    expect(messages(v.safeParse(setCapacitySchema, { vendorId: 'v1', dailyCapacity: 0 }))).toEqual([
      'Events per day must be at least 1',
    ]);
    expect(messages(v.safeParse(setCapacitySchema, { vendorId: 'v1', dailyCapacity: 2.5 }))).toEqual([
      'Events per day must be a whole number',
    ]);
  });
});
