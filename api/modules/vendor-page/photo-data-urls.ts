import { bodyLimit } from 'hono/body-limit';
import { MAX_ATTACHED_PHOTOS } from '../../contracts/photo-data-urls';
import { PHOTO_MAX_BYTES } from '../../contracts/vendor-page';
import { ApiError } from '../../lib/errors';

export const PHOTO_TOO_LARGE = 'Each photo must be at most 10 MB. Choose smaller ones.';

/**
 * A JSON body carrying photos (a check-out, a review): the global 100 KB limit lets its route by
 * (app.ts), and this holds it to three photos of at most 10 MB each, as base64 (4 characters for
 * 3 bytes), and the rest of the JSON.
 */
export const PHOTOS_JSON_MAX = Math.ceil((MAX_ATTACHED_PHOTOS * PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

export const photosJsonLimit = bodyLimit({
  maxSize: PHOTOS_JSON_MAX,
  onError: () => {
    throw new ApiError(413, PHOTO_TOO_LARGE, 'payload_too_large');
  },
});

/** The bytes of a data URL the contract has already checked the shape of, each held to 10 MB. */
export function decodePhotoDataUrl(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_TOO_LARGE, 'payload_too_large');
  return bytes;
}
