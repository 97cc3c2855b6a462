import { join } from 'node:path';
import type { StoredPhoto } from '../../db/schema';
import { newId } from '../../lib/ids';
import { readPhotoFile, removePhotoFiles, writePhotoFiles } from '../vendor-page/photo-files';
import { processPhoto } from '../vendor-page/photo-processing';

// A report's photos go through the vendor photos' pipeline (EXIF gone, WebP renditions) into
// PHOTOS_DIR/reports/<reportId>/: 'reports' is no vendor id, so the public /photos route never
// serves them; only GET /api/problems/:id/photos/:file does, to the report's three parties.

const reportsDir = (photosDir: string) => join(photosDir, 'reports');

/** Every photo processed first (a bad one refuses the report before anything is written), then written. */
export async function storeReportPhotos(
  photosDir: string,
  reportId: string,
  uploads: Buffer[],
): Promise<StoredPhoto[]> {
  const processed = [];
  for (const bytes of uploads) processed.push(await processPhoto(bytes));
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of processed) {
      const id = newId();
      await writePhotoFiles(reportsDir(photosDir), reportId, id, photo.renditions);
      stored.push({
        id,
        widths: photo.renditions.map((r) => r.width),
        width: photo.width,
        height: photo.height,
        bytes: photo.renditions.reduce((total, r) => total + r.data.byteLength, 0),
      });
    }
  } catch (error) {
    await removeReportPhotos(photosDir, reportId, stored);
    throw error;
  }
  return stored;
}

export const removeReportPhotos = (photosDir: string, reportId: string, photos: StoredPhoto[]) =>
  Promise.all(photos.map((p) => removePhotoFiles(reportsDir(photosDir), reportId, p.id, p.widths)));

export const readReportPhoto = (photosDir: string, reportId: string, file: string) =>
  readPhotoFile(reportsDir(photosDir), reportId, file);
