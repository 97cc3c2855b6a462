import { and, count, eq, max } from 'drizzle-orm';
import { PHOTO_LIMITS, toPhotoView } from '../../contracts/vendor-page';
import type { Db, Executor } from '../../db/client';
import { type Vendor, vendorPhotos, vendors } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnVendor } from '../../lib/ownership';
import { removePhotoFiles, writePhotoFiles } from './photo-files';
import { processPhoto } from './photo-processing';

type Deps = { db: Db; photosDir: string };

const PLAN_NAME = { basic: 'Basic', featured: 'Featured', premium: 'Premium' } as const;

/** A plan's photos are counted before the work and again in the transaction that records one more. */
function assertRoom(db: Executor, vendor: Vendor) {
  const limit = PHOTO_LIMITS[vendor.plan];
  const n =
    db.select({ n: count() }).from(vendorPhotos).where(eq(vendorPhotos.vendorId, vendor.id)).get()?.n ?? 0;
  if (n >= limit) {
    const more = vendor.plan === 'basic' ? ' Featured and Premium plans hold up to 30.' : '';
    throw new ApiError(
      409,
      `The ${PLAN_NAME[vendor.plan]} plan holds up to ${limit} photos. Delete one to add another.${more}`,
      'photo_limit',
    );
  }
}

/**
 * Adds one photo: decoded and re-encoded (processPhoto), its files written, and only then its row.
 * A failure after the files exist removes them, so there is never a row without files or files
 * without a row. The first photo of a business becomes its cover.
 */
export async function addPhoto(deps: Deps, userId: string, vendorId: string, bytes: Buffer, now: Date) {
  const { db, photosDir } = deps;
  assertRoom(db, requireOwnVendor(db, userId, vendorId));
  const processed = await processPhoto(bytes);
  const id = newId();
  await writePhotoFiles(photosDir, vendorId, id, processed.renditions);
  const widths = processed.renditions.map((r) => r.width);
  try {
    const row = db.transaction((tx) => {
      const vendor = requireOwnVendor(tx, userId, vendorId);
      assertRoom(tx, vendor);
      const last = tx
        .select({ p: max(vendorPhotos.position) })
        .from(vendorPhotos)
        .where(eq(vendorPhotos.vendorId, vendorId))
        .get()?.p;
      const inserted = tx
        .insert(vendorPhotos)
        .values({
          id,
          vendorId,
          widths,
          width: processed.width,
          height: processed.height,
          position: (last ?? -1) + 1,
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      // Touching the vendor moves the catalogue's version (migration 0005), so cached pages show it.
      tx.update(vendors)
        .set({ coverPhotoId: vendor.coverPhotoId ?? id, updatedAt: now.toISOString() })
        .where(eq(vendors.id, vendorId))
        .run();
      return inserted;
    });
    return toPhotoView(row);
  } catch (error) {
    await removePhotoFiles(photosDir, vendorId, id, widths);
    throw error;
  }
}

/** Removes a photo's row, then its files; a cover that goes leaves the business with none. */
export async function deletePhoto(deps: Deps, userId: string, vendorId: string, photoId: string, now: Date) {
  const { db, photosDir } = deps;
  const photo = db.transaction((tx) => {
    const vendor = requireOwnVendor(tx, userId, vendorId);
    const found = tx
      .select()
      .from(vendorPhotos)
      .where(and(eq(vendorPhotos.id, photoId), eq(vendorPhotos.vendorId, vendorId)))
      .get();
    if (!found) throw notFound('Photo not found');
    tx.delete(vendorPhotos).where(eq(vendorPhotos.id, photoId)).run();
    tx.update(vendors)
      .set({
        coverPhotoId: vendor.coverPhotoId === photoId ? null : vendor.coverPhotoId,
        updatedAt: now.toISOString(),
      })
      .where(eq(vendors.id, vendorId))
      .run();
    return found;
  });
  await removePhotoFiles(photosDir, vendorId, photoId, photo.widths);
  return { id: photoId, deleted: true };
}

/** Chooses the photo the card and the page lead with; null goes back to the business type's picture. */
export function setCover(db: Db, userId: string, vendorId: string, photoId: string | null, now: Date) {
  requireOwnVendor(db, userId, vendorId);
  if (photoId !== null) {
    const found = db
      .select({ id: vendorPhotos.id })
      .from(vendorPhotos)
      .where(and(eq(vendorPhotos.id, photoId), eq(vendorPhotos.vendorId, vendorId)))
      .get();
    if (!found) throw notFound('Photo not found');
  }
  db.update(vendors)
    .set({ coverPhotoId: photoId, updatedAt: now.toISOString() })
    .where(eq(vendors.id, vendorId))
    .run();
  return { coverPhotoId: photoId };
}
