import { eq } from 'drizzle-orm';
import { type PhotoSource, toPhotoSource } from '../../contracts/vendor-page';
import { vendorPhotos, vendors } from '../../db/schema';

/**
 * The cover photo's columns, to select beside a vendor's with a left join on `withCover` (its primary
 * key, so still one row per vendor). Shared by the directory's cards and the planner's suggestions.
 */
export const coverColumns = {
  coverId: vendorPhotos.id,
  coverWidths: vendorPhotos.widths,
  coverWidth: vendorPhotos.width,
  coverHeight: vendorPhotos.height,
};
export const withCover = eq(vendorPhotos.id, vendors.coverPhotoId);

export type CoverColumns = {
  coverId: string | null;
  coverWidths: number[] | null;
  coverWidth: number | null;
  coverHeight: number | null;
};

/** The card's picture, or null for a vendor with no cover (the client shows the business type's). */
export function coverPhoto(vendorId: string, c: CoverColumns): PhotoSource | null {
  return c.coverId && c.coverWidths && c.coverWidth && c.coverHeight
    ? toPhotoSource({
        id: c.coverId,
        vendorId,
        widths: c.coverWidths,
        width: c.coverWidth,
        height: c.coverHeight,
      })
    : null;
}
