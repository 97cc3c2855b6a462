import { join } from 'node:path';
import { PHOTO_MAX_BYTES } from '../../contracts/vendor-page';
import type { StoredPhoto } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { readPhotoFile, removePhotoFiles, writePhotoFiles } from '../vendor-page/photo-files';
import { processPhoto } from '../vendor-page/photo-processing';

// A check-out's photos go through the vendor photos' pipeline (EXIF and its GPS gone, WebP
// renditions) into PHOTOS_DIR/checks/<ticketId>/: 'checks' is no vendor id, so the public /photos
// route never serves them; only GET /api/job-tickets/:id/photos/:file does, to the job's parties.

const checksDir = (photosDir: string) => join(photosDir, 'checks');

export const PHOTO_TOO_LARGE = 'Each photo must be at most 10 MB. Choose smaller ones.';

/** The bytes of a data URL the contract has already checked the shape of. */
function decode(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_TOO_LARGE, 'payload_too_large');
  return bytes;
}

/** Every photo processed first (a bad one refuses the check before anything is written), then written. */
export async function storeCheckPhotos(
  photosDir: string,
  ticketId: string,
  dataUrls: string[],
): Promise<StoredPhoto[]> {
  const processed = [];
  for (const url of dataUrls) processed.push(await processPhoto(decode(url)));
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of processed) {
      const id = newId();
      await writePhotoFiles(checksDir(photosDir), ticketId, id, photo.renditions);
      stored.push({
        id,
        widths: photo.renditions.map((r) => r.width),
        width: photo.width,
        height: photo.height,
        bytes: photo.renditions.reduce((total, r) => total + r.data.byteLength, 0),
      });
    }
  } catch (error) {
    await removeCheckPhotos(photosDir, ticketId, stored);
    throw error;
  }
  return stored;
}

export const removeCheckPhotos = (photosDir: string, ticketId: string, photos: StoredPhoto[]) =>
  Promise.all(photos.map((p) => removePhotoFiles(checksDir(photosDir), ticketId, p.id, p.widths)));

export const readCheckPhoto = (photosDir: string, ticketId: string, file: string) =>
  readPhotoFile(checksDir(photosDir), ticketId, file);
