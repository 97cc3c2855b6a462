import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './issues';
import {
  ALREADY_REPORTED,
  DETAILS_MAX,
  MAX_REPORT_PHOTOS,
  PROBLEM_LABELS,
  problemFormSchema,
  REPORT_CANCELLED,
  REPORT_HOURS_AFTER_END,
  REPORT_TOO_EARLY,
  REPORT_TOO_LATE,
  reportPhotoUrl,
  reportWindow,
  resolveProblemSchema,
  TOO_MANY_PHOTOS,
} from './problems';

const fields = (schema: v.GenericSchema, input: unknown) =>
  issuesToFields(v.safeParse(schema, input).issues ?? []);

describe('the problem report’s words', () => {
  it('labels each kind of problem and says each refusal', () => {
    expect(PROBLEM_LABELS).toEqual({
      no_show: 'The vendor did not show up',
      late: 'The vendor was late',
      not_as_described: 'Not as described',
    });
    expect(ALREADY_REPORTED).toBe('A problem was already reported for this booking');
    expect(REPORT_TOO_EARLY).toBe('A problem can be reported once the booking has started.');
    expect(REPORT_TOO_LATE).toBe('A problem can be reported until 48 hours after the booking ends.');
    expect(REPORT_CANCELLED).toBe('A cancelled booking cannot have a problem reported.');
    expect(TOO_MANY_PHOTOS).toBe('Attach at most 3 photos.');
    expect(MAX_REPORT_PHOTOS).toBe(3);
    expect(REPORT_HOURS_AFTER_END).toBe(48);
    expect(DETAILS_MAX).toBe(2000);
  });
});

describe('when a problem may be reported', () => {
  it('has no window for a booking without a day', () => {
    expect(reportWindow({ scheduledDate: null, startsAt: null, endsAt: null })).toBeNull();
    expect(reportWindow({ scheduledDate: '', startsAt: null, endsAt: null })).toBeNull();
  });

  it('opens at the day’s midnight in Broken Bow and closes 48 hours after the day ends, without times', () => {
    // Midnight in December is 06:00 UTC; Dec 5 ends at 06:00 UTC on Dec 6, plus 48 hours.
    expect(reportWindow({ scheduledDate: '2026-12-05', startsAt: null, endsAt: null })).toEqual({
      opens: '2026-12-05T06:00:00.000Z',
      closes: '2026-12-08T06:00:00.000Z',
    });
  });

  it('opens at the booking’s start and closes 48 hours after its end when they were stored', () => {
    expect(
      reportWindow({
        scheduledDate: '2026-12-05',
        startsAt: '2026-12-06T00:30:00.000Z',
        endsAt: '2026-12-06T05:00:00.000Z',
      }),
    ).toEqual({ opens: '2026-12-06T00:30:00.000Z', closes: '2026-12-08T05:00:00.000Z' });
  });
});

describe('a report’s photo address', () => {
  it('is the photo at its widest rendition', () => {
    expect(reportPhotoUrl('r1', 'p1', [320, 1280, 640])).toBe('/api/problems/r1/photos/p1-1280.webp');
  });
});

describe('the problem form', () => {
  it('takes a kind and the details, trimmed', () => {
    expect(v.parse(problemFormSchema, { kind: 'late', details: '  Came at 7 instead of 5  ' })).toEqual({
      kind: 'late',
      details: 'Came at 7 instead of 5',
    });
  });

  it('asks what went wrong for a kind it does not know', () => {
    expect(fields(problemFormSchema, { kind: 'rude', details: 'Rude' })).toEqual({
      kind: 'Choose what went wrong',
    });
  });

  it('asks what happened when the details are blank or not text', () => {
    expect(fields(problemFormSchema, { kind: 'no_show', details: '   ' })).toEqual({
      details: 'Say what happened',
    });
    expect(fields(problemFormSchema, { kind: 'no_show', details: 42 })).toEqual({
      details: 'Say what happened',
    });
  });

  it('keeps the details to 2000 characters', () => {
    expect(fields(problemFormSchema, { kind: 'no_show', details: 'x'.repeat(2000) })).toEqual({});
    expect(fields(problemFormSchema, { kind: 'no_show', details: 'x'.repeat(2001) })).toEqual({
      details: 'Keep the details under 2000 characters',
    });
  });
});

describe('the admin’s ruling on a problem', () => {
  it('refunds an amount, trimmed, with an empty note by default', () => {
    expect(v.parse(resolveProblemSchema, { action: 'refund', refundAmount: ' 18.50 ' })).toEqual({
      action: 'refund',
      refundAmount: '18.50',
      note: '',
    });
  });

  it('releases the money with a note, trimmed', () => {
    expect(v.parse(resolveProblemSchema, { action: 'release', note: '  Vendor came late  ' })).toEqual({
      action: 'release',
      note: 'Vendor came late',
    });
    expect(v.parse(resolveProblemSchema, { action: 'release' })).toEqual({ action: 'release', note: '' });
  });

  it('keeps the note to 500 characters', () => {
    expect(fields(resolveProblemSchema, { action: 'release', note: 'x'.repeat(500) })).toEqual({});
    expect(fields(resolveProblemSchema, { action: 'release', note: 'x'.repeat(501) })).toEqual({
      note: 'Keep the note under 500 characters',
    });
  });

  it('asks for refund or release for any other action', () => {
    expect(fields(resolveProblemSchema, { action: 'void' })).toEqual({ action: 'Choose refund or release' });
    expect(fields(resolveProblemSchema, {})).toEqual({ action: 'Choose refund or release' });
  });

  it.each(['125', '18.50', '18.5', '0', '1234567', '1234567.89'])('takes a refund of %s', (refundAmount) => {
    expect(fields(resolveProblemSchema, { action: 'refund', refundAmount })).toEqual({});
  });

  it.each(['', '12345678', '18.505', '18.', '.50', '-5', 'a125', '125abc', '18.5x', '$125'])(
    'refuses a refund of "%s"',
    (refundAmount) => {
      expect(fields(resolveProblemSchema, { action: 'refund', refundAmount })).toEqual({
        refundAmount: 'Enter the refund like 125 or 18.50',
      });
    },
  );

  it('asks for the refund as text, not a number', () => {
    expect(fields(resolveProblemSchema, { action: 'refund', refundAmount: 125 })).toEqual({
      refundAmount: 'Enter the refund like 125 or 18.50',
    });
  });
});
