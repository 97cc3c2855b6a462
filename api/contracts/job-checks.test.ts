import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFields } from './issues';
import {
  checkPhotoUrl,
  checkWords,
  doneWordFor,
  jobCompleteSchema,
  jobStartSchema,
  MAX_CHECK_PHOTOS,
  TOO_MANY_CHECK_PHOTOS,
} from './job-checks';

const fields = (schema: v.GenericSchema, input: unknown) =>
  issuesToFields(v.safeParse(schema, input).issues ?? []);
const CHECK_ID = '3f9a1c07-5b2e-4c1d-9e8f-0a1b2c3d4e5f';
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';
const at = (latitude: number, longitude: number, accuracyM: number) => ({
  position: { latitude, longitude, accuracyM },
});

describe('a job’s check-in and check-out', () => {
  it('may carry nothing (an app from before issue 31)', () => {
    expect(v.parse(jobStartSchema, {})).toEqual({});
  });

  it('carries the phone’s id for the check, its clock, its place and the notes, trimmed', () => {
    const check = {
      workerNotes: '  Gate code 1234  ',
      checkId: CHECK_ID,
      takenAt: '2026-12-05T22:52:00.000Z',
      ...at(34.03, -94.74, 12),
    };
    expect(v.parse(jobStartSchema, check)).toEqual({ ...check, workerNotes: 'Gate code 1234' });
    expect(v.parse(jobStartSchema, { workerNotes: null, position: null })).toEqual({
      workerNotes: null,
      position: null,
    });
  });

  it('says what is wrong with the id, the clock and the notes', () => {
    expect(fields(jobStartSchema, { checkId: 'outbox-1' })).toEqual({ checkId: 'checkId must be a UUID' });
    expect(fields(jobStartSchema, { takenAt: 'yesterday' })).toEqual({
      takenAt: 'takenAt must be an ISO time',
    });
    expect(fields(jobStartSchema, { workerNotes: 'x'.repeat(2000) })).toEqual({});
    expect(fields(jobStartSchema, { workerNotes: 'x'.repeat(2001) })).toEqual({
      workerNotes: 'Notes must be at most 2000 characters',
    });
  });

  it('takes a place on the globe, accurate to 0 to 100 km', () => {
    expect(fields(jobStartSchema, at(-90, -180, 0))).toEqual({});
    expect(fields(jobStartSchema, at(90, 180, 100_000))).toEqual({});
  });

  it.each([
    [at(-90.5, 0, 10), 'position.latitude'],
    [at(90.5, 0, 10), 'position.latitude'],
    [at(0, -180.5, 10), 'position.longitude'],
    [at(0, 180.5, 10), 'position.longitude'],
    [at(0, 0, -1), 'position.accuracyM'],
    [at(0, 0, 100_001), 'position.accuracyM'],
  ])('refuses a place off the globe or too vague: %j', (check, field) => {
    expect(Object.keys(fields(jobStartSchema, check))).toEqual([field]);
  });

  it('carries photos only at check-out, at most 3', () => {
    expect(MAX_CHECK_PHOTOS).toBe(3);
    expect(TOO_MANY_CHECK_PHOTOS).toBe('Add at most 3 photos.');
    expect(v.parse(jobCompleteSchema, { photos: [PHOTO, PHOTO, PHOTO] })).toEqual({
      photos: [PHOTO, PHOTO, PHOTO],
    });
    expect(fields(jobCompleteSchema, { photos: [PHOTO, PHOTO, PHOTO, PHOTO] })).toEqual({
      photos: 'Add at most 3 photos.',
    });
    expect(fields(jobStartSchema, { photos: [PHOTO] })).toEqual({ photos: 'Unexpected field' });
  });

  it('checks out with the same id, clock, place and notes as a check-in', () => {
    expect(
      fields(jobCompleteSchema, { checkId: 'outbox-1', takenAt: 'now', workerNotes: 'x'.repeat(2001) }),
    ).toEqual({
      checkId: 'checkId must be a UUID',
      takenAt: 'takenAt must be an ISO time',
      workerNotes: 'Notes must be at most 2000 characters',
    });
    expect(Object.keys(fields(jobCompleteSchema, at(91, 0, 10)))).toEqual(['position.latitude']);
  });
});

describe('a check in words', () => {
  it('says "Delivered" for a delivery and "Setup done" for anything else', () => {
    expect(doneWordFor('delivery')).toBe('Delivered');
    expect(doneWordFor('catering')).toBe('Setup done');
    expect(doneWordFor(null)).toBe('Setup done');
  });

  it('tells the time on Broken Bow’s clock', () => {
    // 22:52 UTC on Dec 5 is 4:52 PM in Broken Bow (UTC-6 in December).
    expect(checkWords('Arrived', '2026-12-05T22:52:00.000Z')).toBe('Arrived 4:52 PM');
  });
});

describe('a check-out photo’s address', () => {
  it('is the photo at its largest rendition', () => {
    expect(checkPhotoUrl('t1', { id: 'p1', widths: [320, 1280, 640] })).toBe(
      '/api/job-tickets/t1/photos/p1-1280.webp',
    );
  });
});
