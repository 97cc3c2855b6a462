import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './issues';
import {
  overtimeDecisionSchema,
  RATING_NEEDS_REASON_BELOW,
  RATING_REASON_MESSAGE,
  workerRatingSchema,
} from './worker-rating';

const fields = (schema: v.GenericSchema, input: unknown) =>
  issuesToFields(v.safeParse(schema, input).issues ?? []);
const CHOOSE = 'Choose a rating from 1 to 5';

describe('a vendor’s rating of a worker', () => {
  it('needs a reason below 4', () => {
    expect(RATING_NEEDS_REASON_BELOW).toBe(4);
    expect(RATING_REASON_MESSAGE).toBe('Tell us why: a rating below 4 needs a reason');
  });

  it('takes 4 and 5 without a reason', () => {
    expect(v.parse(workerRatingSchema, { rating: 4 })).toEqual({ rating: 4 });
    expect(v.parse(workerRatingSchema, { rating: 5, reason: null })).toEqual({ rating: 5, reason: null });
  });

  it('asks the reason of a 3, under the reason field', () => {
    expect(fields(workerRatingSchema, { rating: 3 })).toEqual({ reason: RATING_REASON_MESSAGE });
    expect(fields(workerRatingSchema, { rating: 1, reason: null })).toEqual({
      reason: RATING_REASON_MESSAGE,
    });
  });

  it('counts a blank reason as none', () => {
    expect(fields(workerRatingSchema, { rating: 3, reason: '   ' })).toEqual({
      reason: RATING_REASON_MESSAGE,
    });
  });

  it('takes a 3 with a reason, trimmed', () => {
    expect(v.parse(workerRatingSchema, { rating: 3, reason: '  Came late  ' })).toEqual({
      rating: 3,
      reason: 'Came late',
    });
  });

  it('keeps the reason to 1000 characters', () => {
    expect(fields(workerRatingSchema, { rating: 2, reason: 'x'.repeat(1000) })).toEqual({});
    expect(fields(workerRatingSchema, { rating: 5, reason: 'x'.repeat(1001) })).toEqual({
      reason: 'The reason must be at most 1000 characters',
    });
  });

  it.each([0, 6, 3.5, '5'])('refuses a rating of %s', (rating) => {
    expect(fields(workerRatingSchema, { rating, reason: 'Fine' })).toEqual({ rating: CHOOSE });
  });

  it('takes 1 and 5, the ends of the scale', () => {
    expect(fields(workerRatingSchema, { rating: 1, reason: 'Never came' })).toEqual({});
    expect(fields(workerRatingSchema, { rating: 5 })).toEqual({});
  });
});

describe('the vendor’s answer to overtime', () => {
  it('is yes or no', () => {
    expect(v.parse(overtimeDecisionSchema, { approve: false })).toEqual({ approve: false });
    expect(fields(overtimeDecisionSchema, { approve: 'yes' })).toEqual({
      approve: 'Say whether you approve it',
    });
  });
});
