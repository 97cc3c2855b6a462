import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ATTACHED_PHOTO_MAX_SIDE, MAX_ATTACHED_PHOTOS, photoDataUrls } from './photo-data-urls';

const photos = photoDataUrls('At most 3 photos');
const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
/** The first message the photos are refused with, or the parsed photos. */
const attach = (input: unknown) => {
  const result = v.safeParse(photos, input);
  return result.success ? result.output : result.issues[0].message;
};

describe('photos carried in a JSON body', () => {
  it('may be left out', () => {
    expect(attach(undefined)).toBe(undefined);
  });

  it('takes JPEG, PNG and WebP data URLs, padded or not', () => {
    const list = [jpeg, 'data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg'];
    expect(attach(list)).toEqual(list);
  });

  it.each([
    ['a GIF', 'data:image/gif;base64,R0lGODlh'],
    ['a web address', 'https://example.com/a.jpg'],
    ['a data URL that is not base64', 'data:image/png,plain'],
    ['more than two padding signs', 'data:image/jpeg;base64,AAAA==='],
    ['text after the data', `${jpeg} `],
  ])('refuses %s', (_rule, photo) => {
    expect(attach([photo])).toBe('Each photo must be a JPEG, PNG or WebP image');
  });

  it('takes 3 photos, and says the caller’s words for a fourth', () => {
    expect(MAX_ATTACHED_PHOTOS).toBe(3);
    expect(attach([jpeg, jpeg, jpeg])).toEqual([jpeg, jpeg, jpeg]);
    expect(attach([jpeg, jpeg, jpeg, jpeg])).toBe('At most 3 photos');
  });

  it('are shrunk by the phone to 1600 px on their longest side', () => {
    expect(ATTACHED_PHOTO_MAX_SIDE).toBe(1600);
  });
});
