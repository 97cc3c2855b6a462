import { asc, eq } from 'drizzle-orm';
import { CUISINE_REQUIRED } from '../../contracts/applications';
import { PHOTO_LIMITS } from '../../contracts/plans';
import {
  type BusinessProfileInput,
  type OwnedBusinessPage,
  PHOTOS_CLOSED,
  toPhotoView,
} from '../../contracts/vendor-page';
import type { Db } from '../../db/client';
import { type Vendor, vendorPhotos, vendors } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { requireOwnVendor } from '../../lib/ownership';
import { planInForce } from '../../lib/plan-in-force';

/**
 * Why this business takes no new photo, or null. Only a listed business shows photos, so an
 * application (pending or refused) or a suspended listing would only fill the disk.
 */
export function photosClosedBecause(vendor: Vendor): string | null {
  if (vendor.applicationStatus !== 'approved') return PHOTOS_CLOSED[vendor.applicationStatus];
  return vendor.isActive ? null : PHOTOS_CLOSED.suspended;
}

export async function ownedPage(
  db: Db,
  userId: string,
  vendorId: string,
  now: Date,
): Promise<OwnedBusinessPage> {
  const vendor = await requireOwnVendor(db, userId, vendorId);
  // The plan paid for, not the one chosen on the application form.
  const plan = await planInForce(db, vendor.id, now);
  const photos = await db
    .select()
    .from(vendorPhotos)
    .where(eq(vendorPhotos.vendorId, vendorId))
    .orderBy(asc(vendorPhotos.position), asc(vendorPhotos.createdAt))
    .all();
  return {
    id: vendor.id,
    businessName: vendor.businessName,
    businessType: vendor.businessType,
    plan,
    description: vendor.description,
    address: vendor.address,
    city: vendor.city,
    state: vendor.state,
    zipCode: vendor.zipCode,
    phone: vendor.phone,
    email: vendor.email,
    website: vendor.website,
    priceRange: vendor.priceRange,
    cuisineType: vendor.metadata.cuisineType ?? null,
    cancellationPolicy: vendor.cancellationPolicy,
    photos: photos.map(toPhotoView),
    coverPhotoId: vendor.coverPhotoId,
    photoLimit: PHOTO_LIMITS[plan],
    photosClosedBecause: photosClosedBecause(vendor),
  };
}

/** The owner's edit of their page. The listing's name, type and plan are the admin's and billing's. */
export async function editProfile(
  db: Db,
  userId: string,
  vendorId: string,
  input: BusinessProfileInput,
  now: Date,
) {
  const vendor = await requireOwnVendor(db, userId, vendorId);
  const restaurant = vendor.businessType === 'restaurant';
  if (restaurant && !input.cuisineType) {
    throw badRequest(CUISINE_REQUIRED, { cuisineType: CUISINE_REQUIRED });
  }
  const { cuisineType: _old, ...otherMetadata } = vendor.metadata;
  await db
    .update(vendors)
    .set({
      description: input.description,
      address: input.address,
      city: input.city || null,
      state: input.state ? input.state.toUpperCase() : null,
      zipCode: input.zipCode || null,
      phone: input.phone,
      email: input.email,
      website: input.website || null,
      priceRange: input.priceRange || null,
      // Undefined leaves it unchanged; bookings already paid keep the policy they were copied with.
      cancellationPolicy: input.cancellationPolicy,
      // Other metadata (delivery, the picture key) is kept; cuisine belongs to restaurants only.
      metadata:
        restaurant && input.cuisineType
          ? { ...otherMetadata, cuisineType: input.cuisineType }
          : otherMetadata,
      updatedAt: now.toISOString(),
    })
    .where(eq(vendors.id, vendorId))
    .run();
  return ownedPage(db, userId, vendorId, now);
}
