import { and, count, eq, max, sum } from 'drizzle-orm';
import { PHOTO_LIMITS, UNLIMITED_PHOTOS } from '../../contracts/plans';
import {
  ACCOUNT_PHOTO_BYTES,
  ACCOUNT_PHOTOS_FULL,
  PHOTO_MIN_SIDE,
  toPhotoView,
} from '../../contracts/vendor-page';
import type { Db, Executor } from '../../db/client';
import { vendorPhotos, vendors } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireOwnVendor } from '../../lib/ownership';
import { planInForce } from '../../lib/plan-in-force';
import { removePhotoFiles, writePhotoFiles } from './photo-files';
import { processPhoto } from './photo-processing';
import { photosClosedBecause } from './vendor-page.service';

type Deps = { db: Db; photosDir: string };

const PLAN_NAME = { basic: 'Basic', featured: 'Featured', premium: 'Premium' } as const;

/** The bytes the photos of every business this account owns take on disk. */
async function accountPhotoBytes(db: Executor, userId: string): Promise<number> {
  const row = await db
    .select({ bytes: sum(vendorPhotos.bytes).mapWith(Number) })
    .from(vendorPhotos)
    .innerJoin(vendors, eq(vendors.id, vendorPhotos.vendorId))
    .where(eq(vendors.userId, userId))
    .get();
  return row?.bytes ?? 0;
}

/**
 * Room for one more photo of `bytes` (0 before the photo is made): a listed business, under the plan
 * in force's count, and under the account's storage cap. Asked before the work and again in the
 * transaction that records the photo.
 */
async function assertRoom(db: Executor, userId: string, vendorId: string, bytes: number, now: Date) {
  const vendor = await requireOwnVendor(db, userId, vendorId);
  const closed = photosClosedBecause(vendor);
  if (closed) throw forbidden(closed);
  const plan = await planInForce(db, vendor.id, now);
  const limit = PHOTO_LIMITS[plan];
  const n =
    (await db.select({ n: count() }).from(vendorPhotos).where(eq(vendorPhotos.vendorId, vendor.id)).get())
      ?.n ?? 0;
  if (n >= limit) {
    const more = plan === 'basic' ? ` Featured and Premium plans hold up to ${UNLIMITED_PHOTOS}.` : '';
    throw new ApiError(
      409,
      `The ${PLAN_NAME[plan]} plan holds up to ${limit} photos. Delete one to add another.${more}`,
      'photo_limit',
    );
  }
  const used = await accountPhotoBytes(db, userId);
  if (used >= ACCOUNT_PHOTO_BYTES || used + bytes > ACCOUNT_PHOTO_BYTES)
    throw new ApiError(409, ACCOUNT_PHOTOS_FULL, 'photo_storage');
  return vendor;
}

/** Before the upload is read: a stranger's, an application's or a full account's 10 MB is not held. */
export const assertCanAddPhoto = async (db: Db, userId: string, vendorId: string, now: Date) => {
  await assertRoom(db, userId, vendorId, 0, now);
};

/**
 * Adds one photo: decoded and re-encoded (processPhoto), its files written, and only then its row.
 * A failure after the files exist removes them, so there is never a row without files or files
 * without a row. The first photo of a business becomes its cover.
 */
export async function addPhoto(deps: Deps, userId: string, vendorId: string, bytes: Buffer, now: Date) {
  const { db, photosDir } = deps;
  await assertCanAddPhoto(db, userId, vendorId, now);
  const processed = await processPhoto(bytes, { minSide: PHOTO_MIN_SIDE });
  const id = newId();
  await writePhotoFiles(photosDir, vendorId, id, processed.renditions);
  const widths = processed.renditions.map((r) => r.width);
  const size = processed.renditions.reduce((total, r) => total + r.data.byteLength, 0);
  try {
    const row = await db.transaction(async (tx) => {
      const vendor = await assertRoom(tx, userId, vendorId, size, now);
      const last = (
        await tx
          .select({ p: max(vendorPhotos.position) })
          .from(vendorPhotos)
          .where(eq(vendorPhotos.vendorId, vendorId))
          .get()
      )?.p;
      const inserted = await tx
        .insert(vendorPhotos)
        .values({
          id,
          vendorId,
          widths,
          width: processed.width,
          height: processed.height,
          bytes: size,
          position: (last ?? -1) + 1,
          createdAt: now.toISOString(),
        })
        .returning()
        .get();
      // Touching the vendor moves the catalogue's version (migration 0005), so cached pages show it.
      await tx
        .update(vendors)
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
  const photo = await db.transaction(async (tx) => {
    const vendor = await requireOwnVendor(tx, userId, vendorId);
    const found = await tx
      .select()
      .from(vendorPhotos)
      .where(and(eq(vendorPhotos.id, photoId), eq(vendorPhotos.vendorId, vendorId)))
      .get();
    if (!found) throw notFound('Photo not found');
    await tx.delete(vendorPhotos).where(eq(vendorPhotos.id, photoId)).run();
    await tx
      .update(vendors)
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
export async function setCover(db: Db, userId: string, vendorId: string, photoId: string | null, now: Date) {
  await requireOwnVendor(db, userId, vendorId);
  if (photoId !== null) {
    const found = await db
      .select({ id: vendorPhotos.id })
      .from(vendorPhotos)
      .where(and(eq(vendorPhotos.id, photoId), eq(vendorPhotos.vendorId, vendorId)))
      .get();
    if (!found) throw notFound('Photo not found');
  }
  await db
    .update(vendors)
    .set({ coverPhotoId: photoId, updatedAt: now.toISOString() })
    .where(eq(vendors.id, vendorId))
    .run();
  return { coverPhotoId: photoId };
}
