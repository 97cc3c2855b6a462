import { PHOTO_MAX_BYTES } from '../../contracts/vendor-page';
import { ApiError } from '../../lib/errors';
import { keptPhotos } from '../vendor-page/kept-photos';

// A check-out's photos (EXIF and its GPS gone) live in PHOTOS_DIR/checks/<ticketId>/, served only by
// GET /api/job-tickets/:id/photos/:file to the job's parties.
const checkPhotos = keptPhotos('checks');

export const PHOTO_TOO_LARGE = 'Each photo must be at most 10 MB. Choose smaller ones.';

/** The bytes of a data URL the contract has already checked the shape of. */
function decode(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_TOO_LARGE, 'payload_too_large');
  return bytes;
}

/** The check-out's photos, each decoded and checked for size before any is processed. */
export const storeCheckPhotos = (photosDir: string, ticketId: string, dataUrls: string[]) =>
  checkPhotos.store(photosDir, ticketId, dataUrls.map(decode));

export const removeCheckPhotos = checkPhotos.remove;
export const readCheckPhoto = checkPhotos.read;
