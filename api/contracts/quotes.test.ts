import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countField, PAST_DAY_MESSAGE, quoteFormSchema, quoteRequestSchema } from './quotes';

// SPEC sections 3 and 5: the quote request form, word for word.
const quote = {
  firstName: 'Dana',
  lastName: 'Reed',
  email: 'dana@example.com',
  phone: '5805550100',
  eventDate: '2026-12-05',
  eventTime: '18:30',
  guestCount: 80,
  eventType: 'wedding',
  venue: 'Lakeview Lodge',
};

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('a quote request', () => {
  it('keeps the trimmed answers', () => {
    expect(v.parse(quoteRequestSchema, { ...quote, firstName: ' Dana ', eventDate: ' 2026-12-05 ' })).toEqual(
      quote,
    );
  });

  it("says which answer is missing in the spec's words", () => {
    expect(
      messages(
        v.safeParse(quoteRequestSchema, {
          ...quote,
          firstName: ' ',
          lastName: '',
          email: 'dana',
          phone: '580555',
          eventTime: '6:30 PM',
          eventType: 'prom',
          venue: '',
        }),
      ),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Enter the time as HH:MM',
      'Event type is required',
      'Venue information is required',
    ]);
  });

  it('refuses a day the calendar does not have', () => {
    expect(messages(v.safeParse(quoteRequestSchema, { ...quote, eventDate: '2027-02-30' }))).toEqual([
      'Enter the date as YYYY-MM-DD',
    ]);
  });

  it('names an unknown category and caps the free text', () => {
    expect(messages(v.safeParse(quoteRequestSchema, { ...quote, category: 'fireworks' }))).toEqual([
      'Choose a service category from the list',
    ]);
    expect(
      messages(v.safeParse(quoteRequestSchema, { ...quote, additionalRequests: 'x'.repeat(2001) })),
    ).toEqual(['Must be at most 2000 characters']);
  });
});

describe('a guest count', () => {
  // Built in each test, not once here: Stryker ignores what runs outside a test (docs/mutation-testing.md).
  const count = () => countField('Guest count is required');

  it('is typed as digits or sent as a whole number', () => {
    expect(v.parse(count(), ' 80 ')).toBe(80);
    expect(v.parse(count(), 80)).toBe(80);
  });

  it('is 1 to 100,000 whole guests', () => {
    expect(messages(v.safeParse(count(), '0'))).toEqual(['Guest count must be at least 1']);
    expect(messages(v.safeParse(count(), 100_001))).toEqual(['Guest count is too large']);
    expect(messages(v.safeParse(count(), 12.5))).toEqual(['Guest count must be a whole number']);
    expect(messages(v.safeParse(count(), '12.5'))).toEqual(['Guest count must be a whole number']);
    expect(messages(v.safeParse(count(), ''))).toEqual([
      'Guest count is required',
      'Guest count must be a whole number',
    ]);
  });
});

describe('the quote form', () => {
  // Built in each test, not once here: Stryker ignores what runs outside a test (docs/mutation-testing.md).
  const form = () => quoteFormSchema('2026-12-05');

  it('takes today and later days', () => {
    expect(v.parse(form(), quote)).toEqual(quote);
    expect(v.parse(form(), { ...quote, eventDate: '2026-12-06' }).eventDate).toBe('2026-12-06');
  });

  it('refuses a day before today, on the date field', () => {
    expect(PAST_DAY_MESSAGE).toBe('Event date cannot be in the past');
    const result = v.safeParse(form(), { ...quote, eventDate: '2026-12-04' });
    expect(messages(result)).toEqual(['Event date cannot be in the past']);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['eventDate']);
  });

  it('says the day is past even while another answer is not even text', () => {
    expect(messages(v.safeParse(form(), { ...quote, firstName: 5, eventDate: '2026-12-04' }))).toEqual([
      'First name is required',
      'Event date cannot be in the past',
    ]);
  });

  it('does not compare a date that is not text with today', () => {
    expect(messages(v.safeParse(form(), { ...quote, eventDate: 20261204 }))).toEqual([
      'Event date is required',
    ]);
  });
});
