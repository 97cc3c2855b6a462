import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_REVIEW_PHOTOS,
  NOT_PAID,
  NOT_YET,
  replyInputSchema,
  reviewInputSchema,
  reviewsQuerySchema,
  TOO_MANY_REVIEW_PHOTOS,
} from './reviews';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const review = { rating: 5, comment: 'The brisket was perfect.' };

describe('a review', () => {
  it('takes 1 to 5 whole stars and trimmed words', () => {
    expect(v.parse(reviewInputSchema, { ...review, comment: '  The brisket was perfect.  ' })).toEqual(
      review,
    );
    expect(v.parse(reviewInputSchema, { ...review, rating: 1, workerRating: 5 })).toEqual({
      ...review,
      rating: 1,
      workerRating: 5,
    });
  });

  it.each([0, 6, 4.5, '5'])('refuses %s stars', (rating) => {
    expect(messages(v.safeParse(reviewInputSchema, { ...review, rating }))).toEqual([
      'Please choose 1 to 5 stars',
    ]);
  });

  it('asks 1 to 5 stars for the worker when rating them, and lets them go unrated', () => {
    expect(messages(v.safeParse(reviewInputSchema, { ...review, workerRating: 0 }))).toEqual([
      'Please choose 1 to 5 stars for the worker',
    ]);
    expect(v.parse(reviewInputSchema, { ...review, workerRating: null }).workerRating).toBe(null);
  });

  it('needs 10 to 2,000 characters of words', () => {
    expect(messages(v.safeParse(reviewInputSchema, { ...review, comment: '  Just right ' }))).toEqual([]);
    expect(messages(v.safeParse(reviewInputSchema, { ...review, comment: ' Good food ' }))).toEqual([
      'Please write at least 10 characters',
    ]);
    expect(messages(v.safeParse(reviewInputSchema, { ...review, comment: 'x'.repeat(2001) }))).toEqual([
      'Keep your review under 2,000 characters',
    ]);
    expect(messages(v.safeParse(reviewInputSchema, { ...review, comment: 42 }))).toEqual([
      'Please tell others about your booking',
    ]);
  });

  it('carries at most 3 photos of the event', () => {
    expect(MAX_REVIEW_PHOTOS).toBe(3);
    expect(v.parse(reviewInputSchema, { ...review, photos: [PHOTO, PHOTO, PHOTO] }).photos).toEqual([
      PHOTO,
      PHOTO,
      PHOTO,
    ]);
    expect(
      messages(v.safeParse(reviewInputSchema, { ...review, photos: [PHOTO, PHOTO, PHOTO, PHOTO] })),
    ).toEqual([TOO_MANY_REVIEW_PHOTOS]);
    expect(TOO_MANY_REVIEW_PHOTOS).toBe('Add at most 3 photos.');
  });

  it('is for a paid booking whose day has passed', () => {
    expect(NOT_PAID).toBe('Only a paid booking can be reviewed');
    expect(NOT_YET).toBe('You can review a booking once its day has passed');
  });
});

describe("the vendor's reply", () => {
  it('is trimmed words, 1 to 1,000 characters', () => {
    expect(v.parse(replyInputSchema, { body: ' Thank you! ' })).toEqual({ body: 'Thank you!' });
    expect(messages(v.safeParse(replyInputSchema, { body: '   ' }))).toEqual(['Please write a reply']);
    expect(messages(v.safeParse(replyInputSchema, { body: null }))).toEqual(['Please write a reply']);
    expect(messages(v.safeParse(replyInputSchema, { body: 'x'.repeat(1001) }))).toEqual([
      'Keep your reply under 1,000 characters',
    ]);
  });
});

describe('a page of reviews', () => {
  it('starts at 0, 10 at a time, at most 50', () => {
    expect(v.parse(reviewsQuerySchema, {})).toEqual({ offset: 0, limit: 10 });
    expect(v.parse(reviewsQuerySchema, { offset: '20', limit: '50' })).toEqual({ offset: 20, limit: 50 });
    expect(messages(v.safeParse(reviewsQuerySchema, { limit: '51' }))).toEqual(['Limit must be at most 50']);
    expect(messages(v.safeParse(reviewsQuerySchema, { limit: '0' }))).toEqual(['Limit must be at least 1']);
    expect(messages(v.safeParse(reviewsQuerySchema, { offset: '-1' }))).toEqual([
      'Offset must be a whole number',
    ]);
  });
});
