import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { PHOTO_MIN_SIDE, type PhotoSource, photoSourceIn } from '../../contracts/vendor-page';
import type { Db } from '../../db/client';
import { reviews, type StoredPhoto, vendors } from '../../db/schema';
import { keptPhotos } from '../vendor-page/kept-photos';
import { decodePhotoDataUrl } from '../vendor-page/photo-data-urls';

// A review's photos live in PHOTOS_DIR/reviews/<reviewId>/. They are public like a vendor's gallery,
// so they are held to the gallery's least size, and served while the review itself is shown.
const reviewPhotos = keptPhotos('reviews', { minSide: PHOTO_MIN_SIDE });

/** Every photo decoded, checked and processed before any is written (keptPhotos). */
export const storeReviewPhotos = (photosDir: string, reviewId: string, dataUrls: string[]) =>
  reviewPhotos.store(photosDir, reviewId, dataUrls.map(decodePhotoDataUrl));

export const removeReviewPhotos = reviewPhotos.remove;

export const reviewPhotoSources = (reviewId: string, photos: StoredPhoto[]): PhotoSource[] =>
  photos.map((photo) => photoSourceIn(`/photos/reviews/${reviewId}`, photo));

/** Whether the review is on its vendor's public page: not hidden, of a listed vendor. */
const isShown = async (db: Db, reviewId: string) =>
  (await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt), eq(vendors.isActive, true)))
    .get()) !== undefined;

/**
 * GET /photos/reviews/:reviewId/:file, with no sign-in like the gallery. A hidden review's photos
 * answer 404 at once; shared caches may keep one an hour (not the gallery's year), so hiding a
 * review takes its photos off within that hour.
 */
export function reviewPhotoRoutes({ db, photosDir }: { db: Db; photosDir: string }) {
  return new Hono().get('/photos/reviews/:reviewId/:file', async (c) => {
    const { reviewId, file } = c.req.param();
    const bytes = (await isShown(db, reviewId)) ? await reviewPhotos.read(photosDir, reviewId, file) : null;
    if (!bytes) return c.json({ message: 'No such photo', code: 'not_found' }, 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
