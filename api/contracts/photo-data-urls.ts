import * as v from 'valibot';

/** The photos one JSON write may carry (a check-out, a review): the same count as a problem report. */
export const MAX_ATTACHED_PHOTOS = 3;
/** The longest side the phone shrinks such a photo to before it is sent (or waits in the outbox). */
export const ATTACHED_PHOTO_MAX_SIDE = 1600;

const NOT_A_PHOTO_URL = 'Each photo must be a JPEG, PNG or WebP image';

/**
 * A photo as a JSON body carries it: a data URL, since the outbox stores and replays JSON bodies
 * (app/offline/replay.ts). The phone shrinks it first (ATTACHED_PHOTO_MAX_SIDE, JPEG).
 */
const photoDataUrl = v.pipe(
  v.string(),
  v.regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/, NOT_A_PHOTO_URL),
);

/** Up to MAX_ATTACHED_PHOTOS photos, or none; `tooMany` says so when there are more. */
export const photoDataUrls = (tooMany: string) =>
  v.optional(v.pipe(v.array(photoDataUrl), v.maxLength(MAX_ATTACHED_PHOTOS, tooMany)));
