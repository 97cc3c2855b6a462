import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PHOTO_BYTES,
  ACCOUNT_PHOTOS_FULL,
  businessProfileSchema,
  coverPhotoSchema,
  NOT_A_PHOTO,
  PHOTO_MAX_BYTES,
  PHOTO_MIN_SIDE,
  PHOTO_WIDTHS,
  PHOTOS_CLOSED,
  photoSourceIn,
  photoTooSmall,
  toPhotoSource,
  toPhotoView,
} from './vendor-page';

const profile = {
  description: 'Smoked brisket for a crowd.',
  address: '8420 N US Highway 259',
  phone: '580-555-0100',
  email: 'pit@smokeshack.com',
};
/** The first message a profile is refused with, or the parsed profile. */
const edit = (input: Record<string, unknown>) => {
  const result = v.safeParse(businessProfileSchema, { ...profile, ...input });
  return result.success ? result.output : result.issues[0].message;
};

describe("a photo's renditions", () => {
  const photo = { id: 'p1', widths: [320, 640, 1280], width: 1600, height: 1200 };

  it('serves the largest as src and every width in srcset, with the upload’s size', () => {
    expect(photoSourceIn('/photos/reviews/r9', photo)).toEqual({
      src: '/photos/reviews/r9/p1-1280.webp',
      srcset:
        '/photos/reviews/r9/p1-320.webp 320w, /photos/reviews/r9/p1-640.webp 640w, /photos/reviews/r9/p1-1280.webp 1280w',
      width: 1600,
      height: 1200,
    });
  });

  it('a photo narrower than 640 px has one rendition, its own width', () => {
    expect(photoSourceIn('/photos/v1', { id: 'p2', widths: [600], width: 600, height: 900 })).toEqual({
      src: '/photos/v1/p2-600.webp',
      srcset: '/photos/v1/p2-600.webp 600w',
      width: 600,
      height: 900,
    });
  });

  it('without a stored width, src is named by the upload’s width', () => {
    expect(photoSourceIn('/photos/v1', { id: 'p3', widths: [], width: 700, height: 700 })).toEqual({
      src: '/photos/v1/p3-700.webp',
      srcset: '',
      width: 700,
      height: 700,
    });
  });

  it("a business's photo lives under its vendor's folder", () => {
    expect(toPhotoSource({ id: 'p1', vendorId: 'v7', widths: [320, 640], width: 640, height: 480 })).toEqual({
      src: '/photos/v7/p1-640.webp',
      srcset: '/photos/v7/p1-320.webp 320w, /photos/v7/p1-640.webp 640w',
      width: 640,
      height: 480,
    });
  });

  it("a gallery photo carries its id and the owner's alt text", () => {
    expect(
      toPhotoView({
        id: 'p1',
        vendorId: 'v7',
        widths: [320],
        width: 320,
        height: 240,
        altText: 'The barn at dusk',
      }),
    ).toEqual({
      id: 'p1',
      alt: 'The barn at dusk',
      src: '/photos/v7/p1-320.webp',
      srcset: '/photos/v7/p1-320.webp 320w',
      width: 320,
      height: 240,
    });
  });
});

describe('photo limits and their words', () => {
  it('names both sides of a photo too small to show', () => {
    expect(PHOTO_MIN_SIDE).toBe(600);
    expect(photoTooSmall(800, 599)).toBe(
      'Photos must be at least 600 px on their shorter side (this one is 800 × 599).',
    );
  });

  it('keeps 10 MB a photo and 50 MB an account, in three widths', () => {
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(ACCOUNT_PHOTO_BYTES).toBe(52_428_800);
    expect(PHOTO_WIDTHS).toEqual([320, 640, 1280]);
  });

  it('says why no photo can be added', () => {
    expect(ACCOUNT_PHOTOS_FULL).toBe(
      "Your businesses' photos have reached the 50 MB an account may keep. Delete some to add another.",
    );
    expect(PHOTOS_CLOSED).toEqual({
      pending: 'Photos can be added once your application is approved.',
      rejected: 'This application was not approved, so it cannot hold photos.',
      suspended: 'This business is suspended, so it cannot add photos.',
    });
    expect(NOT_A_PHOTO).toBe('That file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.');
  });
});

describe("the owner's page edit", () => {
  it('takes a state as two letters, trimmed, or empty', () => {
    expect(edit({ state: ' ok ' })).toMatchObject({ state: 'ok' });
    expect(edit({ state: '' })).toMatchObject({ state: '' });
    expect(edit({ state: null })).toMatchObject({ state: null });
  });

  it.each(['Oklahoma', 'O', '74', 5])('refuses the state %s', (state) => {
    expect(edit({ state })).toBe('State must be two letters such as OK');
  });

  it('takes a price range of $ to $$$$, or empty', () => {
    expect(edit({ priceRange: '$$$$' })).toMatchObject({ priceRange: '$$$$' });
    expect(edit({ priceRange: '' })).toMatchObject({ priceRange: '' });
    expect(edit({ priceRange: '$$$$$' })).toBe('Price range must be $, $$, $$$ or $$$$');
  });

  it('takes a cancellation policy of the three, or leaves it as it is', () => {
    expect(edit({ cancellationPolicy: 'strict' })).toMatchObject({ cancellationPolicy: 'strict' });
    expect(edit({})).not.toHaveProperty('cancellationPolicy');
    expect(edit({ cancellationPolicy: 'none' })).toBe(
      'Choose the flexible, standard or strict cancellation policy',
    );
  });

  it("uses the application's messages for the fields the application has", () => {
    expect(edit({ description: 'short' })).toBe('Description must be at least 10 characters');
    expect(edit({ cuisineType: 'Italian' })).toMatchObject({ cuisineType: 'Italian' });
    const result = v.safeParse(businessProfileSchema, { ...profile, cuisineType: 'Martian' });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['cuisineType']);
    expect(result.issues?.[0].message).toBe('Unknown cuisine type');
  });

  it('refuses a field the page does not have', () => {
    const result = v.safeParse(businessProfileSchema, { ...profile, businessName: 'Renamed' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].type).toBe('strict_object');
  });
});

describe('the cover photo choice', () => {
  it('names a photo, or null for none', () => {
    expect(v.parse(coverPhotoSchema, { photoId: 'p1' })).toEqual({ photoId: 'p1' });
    expect(v.parse(coverPhotoSchema, { photoId: null })).toEqual({ photoId: null });
  });

  it.each([[''], [undefined], [7]])('asks to choose a photo for %s', (photoId) => {
    expect(v.safeParse(coverPhotoSchema, { photoId }).issues?.[0].message).toBe('Choose a photo');
  });
});
