import * as v from 'valibot';
import { vendorApplicationFields } from './applications';
import {
  type BusinessType,
  CANCELLATION_POLICIES,
  type CancellationPolicyName,
  PRICE_RANGES,
  type PriceRange,
  type SUBSCRIPTION_TIERS,
} from './enums';

type Plan = (typeof SUBSCRIPTION_TIERS)[number];

const { description, address, city, zipCode, phone, email, website, metadata } =
  vendorApplicationFields.entries;

/**
 * PUT /api/vendor/businesses/:id: what the owner edits on their page. The fields the application
 * form has are its own schemas (so the messages are SPEC section 5's, written once); state and price
 * range are not on that form, and their messages are ours. Cuisine is required for restaurants, which
 * only the server knows the business to be: it answers with the application's message.
 */
export const businessProfileSchema = v.strictObject({
  description,
  address,
  city,
  state: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(''),
          v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}$/, 'State must be two letters such as OK')),
        ],
        'State must be two letters such as OK',
      ),
    ),
  ),
  zipCode,
  phone,
  email,
  website,
  priceRange: v.optional(
    v.nullable(v.union([v.literal(''), v.picklist(PRICE_RANGES)], 'Price range must be $, $$, $$$ or $$$$')),
  ),
  cuisineType: metadata.wrapped.entries.cuisineType,
  // Left out, the policy stays as it is: it applies to bookings paid from now on (issue 30).
  cancellationPolicy: v.optional(
    v.picklist(CANCELLATION_POLICIES, 'Choose the flexible, standard or strict cancellation policy'),
  ),
});
export type BusinessProfileInput = v.InferOutput<typeof businessProfileSchema>;

/** PUT /api/vendor/businesses/:id/cover: which of the business's photos leads; null goes back to none. */
export const coverPhotoSchema = v.strictObject({
  photoId: v.nullable(v.pipe(v.string('Choose a photo'), v.minLength(1, 'Choose a photo'), v.maxLength(64))),
});

// Uploads (how many a plan allows is PHOTO_LIMITS in plans.ts; the plan is the one in force, paid,
// not the one chosen on the application form).
/** Every rendition of every photo of every business one account owns, together (docs/decisions.md). */
export const ACCOUNT_PHOTO_BYTES = 50 * 1024 * 1024;
export const ACCOUNT_PHOTOS_FULL =
  "Your businesses' photos have reached the 50 MB an account may keep. Delete some to add another.";
/** Why a business takes no new photos: only a listed (approved, active) business shows any. */
export const PHOTOS_CLOSED = {
  pending: 'Photos can be added once your application is approved.',
  rejected: 'This application was not approved, so it cannot hold photos.',
  suspended: 'This business is suspended, so it cannot add photos.',
} as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The WebP widths made of each photo, never wider than the upload. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/**
 * The shorter side a photo shown to the public (gallery, cover, review) must have: smaller looks
 * blurred on a phone's screen. Evidence (check-outs, problem reports) keeps no minimum.
 */
export const PHOTO_MIN_SIDE = 600;
export const photoTooSmall = (width: number, height: number) =>
  `Photos must be at least ${PHOTO_MIN_SIDE} px on their shorter side (this one is ${width} × ${height}).`;
export const NOT_A_PHOTO = 'That file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.';

/** What an <img> needs: the largest rendition as src, every width in srcset, the size for layout. */
export type PhotoSource = { src: string; srcset: string; width: number; height: number };
export type PhotoView = PhotoSource & { id: string; alt: string | null };

type StoredSizes = { id: string; widths: number[]; width: number; height: number };
type PhotoRow = StoredSizes & { vendorId: string };

/** A stored photo's renditions under `folder` (/photos/<vendorId>, /photos/reviews/<reviewId>). */
export function photoSourceIn(folder: string, photo: StoredSizes): PhotoSource {
  const url = (width: number) => `${folder}/${photo.id}-${width}.webp`;
  const largest = photo.widths[photo.widths.length - 1] ?? photo.width;
  return {
    src: url(largest),
    srcset: photo.widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}
export const toPhotoSource = (row: PhotoRow): PhotoSource => photoSourceIn(`/photos/${row.vendorId}`, row);
export const toPhotoView = (row: PhotoRow & { altText: string | null }): PhotoView => ({
  id: row.id,
  alt: row.altText,
  ...toPhotoSource(row),
});

/** GET /api/vendor/businesses/:id: the owner's page as the edit form and the photo manager need it. */
export type OwnedBusinessPage = {
  id: string;
  businessName: string;
  businessType: BusinessType;
  /** The plan in force (paid), which sets photoLimit. */
  plan: Plan;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  priceRange: PriceRange | null;
  cuisineType: string | null;
  /** The policy bookings paid from now on are copied with. */
  cancellationPolicy: CancellationPolicyName;
  photos: PhotoView[];
  coverPhotoId: string | null;
  /** How many photos the plan in force allows. */
  photoLimit: number;
  /** Why no photo can be added now (PHOTOS_CLOSED), or null while the business takes them. */
  photosClosedBecause: string | null;
};
