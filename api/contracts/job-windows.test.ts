import { describe, expect, it } from 'vitest';
import {
  bookedSpan,
  completeTooEarlyMessage,
  START_WINDOW_HOURS,
  startOpensAt,
  startTooEarlyMessage,
  townMoment,
} from './job-windows';

// December is Central standard time in Broken Bow: UTC-6, so its midnight is 06:00 UTC.
describe('when a job can be started', () => {
  it('opens 2 hours before the worker is due: 6:30 PM on Dec 5 opens at 4:30 PM', () => {
    expect(START_WINDOW_HOURS).toBe(2);
    expect(startOpensAt('2026-12-05', '18:30')).toBe('2026-12-05T22:30:00.000Z');
  });

  it('opens 2 hours before its day starts when no arrival time is set (10 PM the evening before)', () => {
    expect(startOpensAt('2026-12-05', null)).toBe('2026-12-05T04:00:00.000Z');
  });
});

describe('when a booking begins and ends', () => {
  it('keeps the instants fulfilment stored', () => {
    expect(
      bookedSpan({
        startsAt: '2026-12-06T00:30:00.000Z',
        endsAt: '2026-12-06T05:00:00.000Z',
        day: '2026-12-05',
      }),
    ).toEqual({ startsAt: '2026-12-06T00:30:00.000Z', endsAt: '2026-12-06T05:00:00.000Z' });
  });

  it('spans its whole day in Broken Bow on a row without them', () => {
    expect(bookedSpan({ startsAt: null, endsAt: null, day: '2026-12-05' })).toEqual({
      startsAt: '2026-12-05T06:00:00.000Z',
      endsAt: '2026-12-06T06:00:00.000Z',
    });
    expect(bookedSpan({ startsAt: null, day: '2026-12-05' })).toEqual({
      startsAt: '2026-12-05T06:00:00.000Z',
      endsAt: '2026-12-06T06:00:00.000Z',
    });
  });

  it('ends at the next day’s midnight when only the start was stored', () => {
    expect(bookedSpan({ startsAt: '2026-12-06T00:30:00.000Z', endsAt: null, day: '2026-12-05' })).toEqual({
      startsAt: '2026-12-06T00:30:00.000Z',
      endsAt: '2026-12-06T06:00:00.000Z',
    });
  });

  it('falls back to January 1, 1970 without a day, rather than failing', () => {
    expect(bookedSpan({ startsAt: null, endsAt: null, day: null })).toEqual({
      startsAt: '1970-01-01T06:00:00.000Z',
      endsAt: '1970-01-02T06:00:00.000Z',
    });
  });
});

describe('a moment in Broken Bow words', () => {
  // 00:00 UTC on Nov 29 is 6:00 PM on Saturday, Nov 28 in Broken Bow.
  const sixPm = '2026-11-29T00:00:00.000Z';

  it('is the clock alone on the town’s today, even when UTC has moved on to the next day', () => {
    expect(townMoment(sixPm, new Date('2026-11-28T15:00:00.000Z'))).toBe('6:00 PM');
  });

  it('names the day when it is not today', () => {
    expect(townMoment(sixPm, new Date('2026-11-27T15:00:00.000Z'))).toBe('6:00 PM on Sat, Nov 28');
  });

  it('says from when a job can be started and completed', () => {
    const now = new Date('2026-11-28T15:00:00.000Z');
    expect(startTooEarlyMessage('2026-11-28T22:00:00.000Z', now)).toBe('You can start this job from 4:00 PM');
    expect(completeTooEarlyMessage(sixPm, new Date('2026-11-27T15:00:00.000Z'))).toBe(
      'You can complete this job after it starts at 6:00 PM on Sat, Nov 28',
    );
  });
});
