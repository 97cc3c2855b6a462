import { keptPhotos } from '../vendor-page/kept-photos';
import { decodePhotoDataUrl } from '../vendor-page/photo-data-urls';

// A check-out's photos (EXIF and its GPS gone) live in PHOTOS_DIR/checks/<ticketId>/, served only by
// GET /api/job-tickets/:id/photos/:file to the job's parties. Evidence from a phone: no least size.
const checkPhotos = keptPhotos('checks');

/** The check-out's photos, each decoded and checked for size before any is processed. */
export const storeCheckPhotos = (photosDir: string, ticketId: string, dataUrls: string[]) =>
  checkPhotos.store(photosDir, ticketId, dataUrls.map(decodePhotoDataUrl));

export const removeCheckPhotos = checkPhotos.remove;
export const readCheckPhoto = checkPhotos.read;
