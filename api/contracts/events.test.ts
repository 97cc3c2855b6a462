import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  budgetCents,
  createEventSchema,
  eventFormSchema,
  isInstant,
  townClock,
  townTimeToIso,
  updateEventSchema,
} from './events';

// SPEC sections 5 and 7: the planner's step 1. Broken Bow is UTC−6 in winter and UTC−5 in summer.
const event = {
  name: 'Lake wedding',
  eventType: 'wedding',
  guestCount: 80,
  eventDate: '2026-12-05',
  eventTime: '18:30',
};

/** The messages a schema answers, in order; none when the input passes. */
const messages = (result: { success: boolean; issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('isInstant', () => {
  it.each([
    ['2026-12-06T00:30:00.000Z', true],
    ['2026-12-06T00:30Z', true],
    ['2026-12-05T18:30:00-06:00', true],
    // A day the calendar does not have, which Date.parse would roll over into March.
    ['2027-02-30T10:00:00Z', false],
    // An hour the clock does not have.
    ['2026-12-06T25:00:00Z', false],
    ['2026-12-06', false],
    ['2026-12-06T00:30:00', false],
    ['x2026-12-06T00:30Z', false],
    ['2026-12-06T00:30Zx', false],
  ])('an instant is a calendar day, a time and a zone: %s is %s', (value, expected) => {
    expect(isInstant(value)).toBe(expected);
  });
});

describe("Broken Bow's wall clock", () => {
  it('6:30 PM on December 5 is half past midnight UTC on December 6 (UTC−6)', () => {
    expect(townTimeToIso('2026-12-05', '18:30')).toBe('2026-12-06T00:30:00.000Z');
  });

  it('6:30 PM on July 4 is 11:30 PM UTC (daylight time, UTC−5)', () => {
    expect(townTimeToIso('2026-07-04', '18:30')).toBe('2026-07-04T23:30:00.000Z');
  });

  it('3:30 AM on the morning clocks spring forward is already daylight time', () => {
    // Clocks jump from 2:00 to 3:00 on March 14, 2027: 3:30 AM CDT is 08:30 UTC, not 09:30.
    expect(townTimeToIso('2027-03-14', '03:30')).toBe('2027-03-14T08:30:00.000Z');
  });

  it('reads back the day and the time of an instant', () => {
    expect(townClock('2026-12-06T00:30:00.000Z')).toEqual({ day: '2026-12-05', time: '18:30' });
    expect(townClock('2026-07-04T23:30:00.000Z')).toEqual({ day: '2026-07-04', time: '18:30' });
  });
});

describe('the budget', () => {
  it('is optional: an empty field is no budget', () => {
    expect(budgetCents(undefined)).toBe(null);
    expect(budgetCents(null)).toBe(null);
    expect(budgetCents('')).toBe(null);
  });

  it('is kept in cents, typed or sent as a number', () => {
    expect(budgetCents('2500.00')).toBe(250_000);
    expect(budgetCents(99.5)).toBe(9_950);
  });

  it('is trimmed when typed, kept as sent when a number, and may be empty or 0', () => {
    expect(v.parse(createEventSchema, { ...event, budget: ' 2500.00 ' }).budget).toBe('2500.00');
    expect(v.parse(createEventSchema, { ...event, budget: 2500 }).budget).toBe(2500);
    expect(v.parse(createEventSchema, { ...event, budget: '' }).budget).toBe('');
    expect(v.parse(createEventSchema, { ...event, budget: '0' }).budget).toBe('0');
    expect(v.parse(createEventSchema, { ...event, budget: null }).budget).toBe(null);
  });

  it('below zero is refused as not positive, and is no amount either', () => {
    expect(messages(v.safeParse(createEventSchema, { ...event, budget: '-5' }))).toEqual([
      'Budget must be positive',
      'Budget must be an amount like 2500.00',
    ]);
    expect(messages(v.safeParse(createEventSchema, { ...event, budget: -5 }))).toEqual([
      'Budget must be positive',
      'Budget must be an amount like 2500.00',
    ]);
  });

  it('must be an amount of dollars and cents', () => {
    expect(messages(v.safeParse(createEventSchema, { ...event, budget: 'lots' }))).toEqual([
      'Budget must be an amount like 2500.00',
    ]);
    expect(messages(v.safeParse(createEventSchema, { ...event, budget: 25.555 }))).toEqual([
      'Budget must be an amount like 2500.00',
    ]);
    expect(messages(v.safeParse(createEventSchema, { ...event, budget: true }))).toEqual([
      'Budget must be positive',
    ]);
  });
});

describe('POST /api/events', () => {
  it('takes the day alone or one instant, the day and the time read in Broken Bow', () => {
    expect(v.parse(createEventSchema, event)).toEqual(event);
    expect(v.parse(createEventSchema, { ...event, eventDate: '2026-12-06T00:30:00.000Z' }).eventDate).toBe(
      '2026-12-06T00:30:00.000Z',
    );
  });

  it('refuses a date that is neither', () => {
    expect(messages(v.safeParse(createEventSchema, { ...event, eventDate: '12/05/2026' }))).toEqual([
      'Enter the date as YYYY-MM-DD',
    ]);
    expect(messages(v.safeParse(createEventSchema, { ...event, eventDate: '2027-02-30' }))).toEqual([
      'Enter the date as YYYY-MM-DD',
    ]);
  });

  it('an update takes the same fields without the id', () => {
    expect(v.parse(updateEventSchema, event)).toEqual(event);
    expect(
      v.safeParse(updateEventSchema, { ...event, id: '8b0f8a52-5d0c-4c0e-9a1e-0d1f2a3b4c5d' }).success,
    ).toBe(false);
  });
});

describe('the event form', () => {
  // Built in each test, not once here: Stryker ignores what runs outside a test (docs/mutation-testing.md).
  const form = () => eventFormSchema('2026-12-05');

  it('takes today and later days', () => {
    expect(v.parse(form(), event)).toEqual(event);
    expect(v.parse(form(), { ...event, eventDate: '2026-12-06' }).eventDate).toBe('2026-12-06');
  });

  it('refuses a day before today, on the date field', () => {
    const result = v.safeParse(form(), { ...event, eventDate: '2026-12-04' });
    expect(messages(result)).toEqual(['Event date cannot be in the past']);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['eventDate']);
  });

  it('says the day is past even while another field is not even text', () => {
    expect(messages(v.safeParse(form(), { ...event, name: 5, eventDate: '2026-12-04' }))).toEqual([
      'Event name is required',
      'Event date cannot be in the past',
    ]);
  });

  it('does not compare a date that is not text with today', () => {
    expect(messages(v.safeParse(form(), { ...event, eventDate: 20261204 }))).toEqual([
      'Event date is required',
    ]);
  });

  it('takes a day only, not an instant; the form shows the first message of a field', () => {
    // The text sorts before today too, so the past rule speaks second.
    expect(messages(v.safeParse(form(), { ...event, eventDate: '12/05/2026' }))).toEqual([
      'Enter the date as YYYY-MM-DD',
      'Event date cannot be in the past',
    ]);
    expect(messages(v.safeParse(form(), { ...event, eventDate: '2026-12-06T00:30:00.000Z' }))).toEqual([
      'Enter the date as YYYY-MM-DD',
    ]);
  });
});
