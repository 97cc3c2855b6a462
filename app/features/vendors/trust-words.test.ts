import { describe, expect, it } from 'vitest';
import { completedWords, repliesWithin, trustLine, waitWords } from './trust-words';

describe('trust signals in words', () => {
  it('says the badge and the counts in the singular for one', () => {
    expect(repliesWithin(1)).toBe('Replies within 1 hour');
    expect(repliesWithin(2)).toBe('Replies within 2 hours');
    expect(completedWords(1)).toBe('1 completed booking');
    expect(completedWords(0)).toBe('0 completed bookings');
  });

  it('says a median wait in minutes, hours up to two days, then days, rounded up', () => {
    expect(waitWords(0)).toBe('1 minute');
    expect(waitWords(45)).toBe('45 minutes');
    expect(waitWords(90)).toBe('2 hours');
    expect(waitWords(2880)).toBe('48 hours');
    expect(waitWords(2881)).toBe('3 days');
  });

  it("puts on a card's line only what is known: a rate, and bookings once there is one", () => {
    const trust = {
      responseRate: 75,
      medianResponseMinutes: 120,
      repliesWithinHours: 2,
      completedBookings: 12,
    };
    expect(trustLine(trust)).toBe('75% response rate · 12 completed bookings');
    expect(trustLine({ ...trust, responseRate: null })).toBe('12 completed bookings');
    expect(trustLine({ ...trust, completedBookings: 0 })).toBe('75% response rate');
    expect(trustLine({ ...trust, responseRate: null, completedBookings: 0 })).toBe('');
  });
});
