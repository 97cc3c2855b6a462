import { join } from 'node:path';
import type { StoredPhoto } from '../../db/schema';
import { newId } from '../../lib/ids';
import { readPhotoFile, removePhotoFiles, writePhotoFiles } from './photo-files';
import { type PhotoRules, processPhoto } from './photo-processing';

/**
 * Photos kept with a record rather than shown on a vendor's page (a problem report's, a check-out's):
 * the vendor photos' pipeline (EXIF gone, WebP renditions) into PHOTOS_DIR/<folder>/<recordId>/. The
 * folder is no vendor id, so the public /photos route never serves them; only the record's own
 * route does, to its parties (a review's: GET /photos/reviews/..., while the review is shown).
 */
export function keptPhotos(folder: string, rules: PhotoRules = {}) {
  const dir = (photosDir: string) => join(photosDir, folder);
  const remove = (photosDir: string, recordId: string, photos: StoredPhoto[]) =>
    Promise.all(photos.map((p) => removePhotoFiles(dir(photosDir), recordId, p.id, p.widths)));

  /** Every photo processed first (a bad one refuses the record before anything is written), then written. */
  async function store(photosDir: string, recordId: string, uploads: Buffer[]): Promise<StoredPhoto[]> {
    const processed = [];
    for (const bytes of uploads) processed.push(await processPhoto(bytes, rules));
    const stored: StoredPhoto[] = [];
    try {
      for (const photo of processed) {
        const id = newId();
        await writePhotoFiles(dir(photosDir), recordId, id, photo.renditions);
        stored.push({
          id,
          widths: photo.renditions.map((r) => r.width),
          width: photo.width,
          height: photo.height,
          bytes: photo.renditions.reduce((total, r) => total + r.data.byteLength, 0),
        });
      }
    } catch (error) {
      await remove(photosDir, recordId, stored);
      throw error;
    }
    return stored;
  }

  const read = (photosDir: string, recordId: string, file: string) =>
    readPhotoFile(dir(photosDir), recordId, file);

  return { store, remove, read };
}
