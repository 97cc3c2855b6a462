import * as v from 'valibot';
import { formatCount } from './money';
import { MAX_ATTACHED_PHOTOS, photoDataUrls } from './photo-data-urls';
import type { PhotoSource } from './vendor-page';
import { wholeNumberParam } from './vendors';

export const COMMENT_MIN = 10;
export const COMMENT_MAX = 2000;
export const REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_MAX = 50;
export const STARS = [1, 2, 3, 4, 5] as const;
export type Star = (typeof STARS)[number];

const stars = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(5, message));

// Who may review: a paid booking, completed, once its day is over in Broken Bow (docs/decisions.md).
export const NOT_PAID = 'Only a paid booking can be reviewed';
export const NOT_YET = 'You can review a booking once its day has passed';

/** Photos of the event a review may carry: shown on the vendor's public page. */
export const MAX_REVIEW_PHOTOS = MAX_ATTACHED_PHOTOS;
export const TOO_MANY_REVIEW_PHOTOS = `Add at most ${MAX_REVIEW_PHOTOS} photos.`;

/**
 * POST /api/orders/:id/review: the customer's stars and words, optionally the worker's stars, and up
 * to 3 photos as data URLs (contracts/photo-data-urls.ts), each at least PHOTO_MIN_SIDE on its shorter side.
 */
export const reviewInputSchema = v.strictObject({
  rating: stars('Please choose 1 to 5 stars'),
  comment: v.pipe(
    v.string('Please tell others about your booking'),
    v.trim(),
    v.minLength(COMMENT_MIN, `Please write at least ${COMMENT_MIN} characters`),
    v.maxLength(COMMENT_MAX, `Keep your review under ${formatCount(COMMENT_MAX)} characters`),
  ),
  workerRating: v.optional(v.nullable(stars('Please choose 1 to 5 stars for the worker'))),
  photos: photoDataUrls(TOO_MANY_REVIEW_PHOTOS),
});
export type ReviewInput = v.InferOutput<typeof reviewInputSchema>;

/** POST /api/vendor/reviews/:id/reply: the vendor's one public answer. */
export const replyInputSchema = v.strictObject({
  body: v.pipe(
    v.string('Please write a reply'),
    v.trim(),
    v.minLength(1, 'Please write a reply'),
    v.maxLength(REPLY_MAX, `Keep your reply under ${formatCount(REPLY_MAX)} characters`),
  ),
});
export type ReplyInput = v.InferOutput<typeof replyInputSchema>;

/** GET /api/vendors/:id/reviews?offset&limit */
export const reviewsQuerySchema = v.object({
  offset: wholeNumberParam('Offset', 0, 100_000, '0'),
  limit: wholeNumberParam('Limit', 1, REVIEWS_PAGE_MAX, String(REVIEWS_PAGE_SIZE)),
});

/** One review as the public sees it: always from a completed booking, so always verified. */
export type ReviewView = {
  id: string;
  rating: number;
  comment: string;
  /** "Dana R.": first name and last initial. */
  author: string;
  /** What was booked: the service's category ("Catering"), or the kind of order. */
  eventType: string;
  /** The month of the event: "March 2027". */
  month: string;
  reply: { body: string; at: string } | null;
  /** The customer's photos of the event, public like the vendor's gallery. */
  photos: PhotoSource[];
  verified: true;
  createdAt: string;
};

export type ReviewSummary = {
  /** The visible reviews' mean, two places ("4.80"), as vendors.rating; "0.00" with none. */
  average: string;
  count: number;
  distribution: Record<Star, number>;
};

export type ReviewPage = { summary: ReviewSummary; reviews: ReviewView[]; nextOffset: number | null };

/** The vendor dashboard's list: also whether it was hidden, and the worker's stars. */
export type OwnReviewView = ReviewView & {
  vendorId: string;
  vendorName: string;
  hidden: boolean;
};

/** The admin console's list (GET /api/admin/reviews): the latest reviews, hidden ones too. */
export type AdminReviewView = ReviewView & {
  vendorId: string;
  vendorName: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
};

/** What POST /api/orders/:id/review answers, and what an order view says once reviewed. */
export type MyReview = { id: string; rating: number; workerRating: number | null };
