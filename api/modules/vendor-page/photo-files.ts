import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Ids are our own UUIDs; anything else in a photo's address is refused before the disk is touched.
const ID = /^[0-9a-f-]{36}$/;
const FILE = /^([0-9a-f-]{36})-(\d{1,5})\.webp$/;

/** PHOTOS_DIR/<vendorId>/<photoId>-<width>.webp */
export const photoPath = (dir: string, vendorId: string, photoId: string, width: number) =>
  join(dir, vendorId, `${photoId}-${width}.webp`);

/**
 * Writes every rendition of one photo, each to a temporary name first and then renamed, so a reader
 * never sees half a file. If any write fails, the ones already written are removed: all or nothing.
 */
export async function writePhotoFiles(
  dir: string,
  vendorId: string,
  photoId: string,
  renditions: { width: number; data: Buffer }[],
): Promise<void> {
  await mkdir(join(dir, vendorId), { recursive: true });
  const written: number[] = [];
  try {
    for (const { width, data } of renditions) {
      const final = photoPath(dir, vendorId, photoId, width);
      const temp = `${final}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, final);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      written.push(width);
    }
  } catch (error) {
    await removePhotoFiles(dir, vendorId, photoId, written);
    throw error;
  }
}

export async function removePhotoFiles(dir: string, vendorId: string, photoId: string, widths: number[]) {
  await Promise.all(widths.map((width) => rm(photoPath(dir, vendorId, photoId, width), { force: true })));
}

/** One stored rendition's bytes for GET /photos/:vendorId/:file, or null for a bad name or no file. */
export async function readPhotoFile(dir: string, vendorId: string, file: string): Promise<Buffer | null> {
  const match = FILE.exec(file);
  if (!ID.test(vendorId) || !match?.[1]) return null;
  try {
    return await readFile(photoPath(dir, vendorId, match[1], Number(match[2])));
  } catch {
    return null;
  }
}
