import * as v from 'valibot';
import { ISO_DATE, isCalendarDay } from './dates';
import { type BusinessType, CUISINE_TYPES, PRICE_RANGES, type PriceRange } from './enums';
import { PACKAGES, type PackageId } from './packages';
import type { PhotoSource, PhotoView } from './vendor-page';

/** Category values the site links to (SPEC section 2); catering is the restaurants' name on the site. */
export const DIRECTORY_CATEGORIES = [
  'restaurant',
  'catering',
  'venue',
  'photography',
  'entertainment',
  'florist',
  'bartending',
  'rentals',
  'delivery',
] as const;
export type DirectoryCategory = (typeof DIRECTORY_CATEGORIES)[number];

export const EVENT_SIZES = ['10-25', '26-50', '51-100', '100+'] as const;

/** A guest range such as 26-50 or 100+; 'all' or empty means no filter. */
export const GUEST_RANGE = /^(\d{1,5})(?:-(\d{1,5})|\+)$/;

export function parseGuestRange(range: string): { min: number; max: number } | null {
  const match = GUEST_RANGE.exec(range);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  return min <= max ? { min, max } : null;
}

// 'all' and '' mean "no filter" for every filter, as SPEC section 7 says.
const NO_FILTER = v.picklist(['', 'all']);
const filter = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(
    v.optional(v.union([NO_FILTER, v.picklist(options)], message)),
    v.transform((value): T[number] | undefined => (value === '' || value === 'all' ? undefined : value)),
  );
// Said by the union (not text) and by the check (text that is no range): a query string is always text.
const GUESTS_MESSAGE = 'Guests must look like 26-50 or 100+';
const guestsFilter = v.pipe(
  v.optional(
    v.union(
      [
        NO_FILTER,
        v.pipe(
          v.string(),
          v.check((value) => parseGuestRange(value) !== null, GUESTS_MESSAGE),
        ),
      ],
      GUESTS_MESSAGE,
    ),
  ),
  v.transform((value) => (value === '' || value === 'all' ? undefined : value)),
);
/**
 * A whole number in a query string: digits only, so 1e300, NaN, -1, 0x10 and ' ' are refused
 * rather than read by Number() into something SQLite cannot take, and within [min, max].
 */
export const wholeNumberParam = (name: string, min: number, max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be a whole number`),
      v.regex(/^\d{1,9}$/, `${name} must be a whole number`),
      v.toNumber(),
      v.integer(`${name} must be a whole number`),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    fallback,
  );
const packageIds = PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];
/** ?date=YYYY-MM-DD: vendors free to take an event that day (not blocked, not fully booked). */
const DATE_MESSAGE = 'Date must be a day such as 2026-12-04';
const dateFilter = v.pipe(
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(v.string(), v.regex(ISO_DATE, DATE_MESSAGE), v.check(isCalendarDay, DATE_MESSAGE)),
      ],
      DATE_MESSAGE,
    ),
  ),
  v.transform((value) => value || undefined),
);

/** How the directory is ordered; featured first is the default (and what the site always did). */
export const DIRECTORY_SORTS = ['featured', 'rating', 'reviews', 'price'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const SORT_LABELS: Record<DirectorySort, string> = {
  featured: 'Featured first',
  rating: 'Best rated',
  reviews: 'Most reviewed',
  price: 'Price: low to high',
};
/** Longer than any business name or phrase someone types; the URL and the query stay small. */
export const SEARCH_MAX_LENGTH = 100;

export const directoryQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.maxLength(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`),
    v.transform((value) => value.trim() || undefined),
  ),
  sort: v.pipe(
    v.optional(
      v.union(
        [v.literal(''), v.picklist(DIRECTORY_SORTS)],
        'Sort must be featured, rating, reviews or price',
      ),
      '',
    ),
    v.transform((value): DirectorySort => value || 'featured'),
  ),
  category: filter(DIRECTORY_CATEGORIES, 'Unknown category'),
  priceRange: filter(PRICE_RANGES, 'Price range must be $, $$, $$$ or $$$$'),
  cuisineType: filter(CUISINE_TYPES, 'Unknown cuisine type'),
  guests: guestsFilter,
  package: filter(packageIds, 'Unknown package'),
  date: dateFilter,
  limit: wholeNumberParam('Limit', 1, 100, '48'),
  // Far past any real directory (a few hundred vendors), small enough for SQLite's integer OFFSET.
  offset: wholeNumberParam('Offset', 0, 100_000, '0'),
});
export type DirectoryQuery = v.InferOutput<typeof directoryQuerySchema>;

/** One directory card (SPEC section 7's list fields, plus what the card shows). */
export type VendorCard = {
  id: string;
  businessName: string;
  businessType: BusinessType;
  description: string | null;
  rating: string;
  reviewCount: number;
  priceRange: PriceRange | null;
  isVerified: boolean;
  featuredUntil: string | null;
  city: string | null;
  cuisineType: string | null;
  /** The guest range its active services cover, e.g. "10-150"; null when none says. */
  guestRange: string | null;
  /** The owner's cover photo; null: the business type's picture. */
  photo: PhotoSource | null;
  trust: TrustSignals;
};

/**
 * Issue 32: how a vendor answers the leads and booking requests that reached it in the last 90 days,
 * and how many bookings it completed (api/modules/vendors/trust-signals.ts says which count).
 */
export type TrustSignals = {
  /** The percent answered, 0-100; null while fewer than 3 count. */
  responseRate: number | null;
  /** The median time to the first answer, in whole minutes rounded up; null under 3 answered. */
  medianResponseMinutes: number | null;
  /** N of the "Replies within N hours" badge; null: no badge (under 3 answered, or over 24 hours). */
  repliesWithinHours: number | null;
  completedBookings: number;
};

/** GET /api/vendors answers a list (SPEC section 7); this header says how many match in all, for paging. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export type VendorDetail = VendorCard & {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  metadata: { cuisineType?: string; offersDelivery?: boolean };
  /** Every photo of the business, in the owner's order, for the page's gallery. */
  photos: PhotoView[];
};

export type ServiceView = {
  id: string;
  vendorId: string;
  name: string;
  description: string | null;
  category: string;
  price: string;
  priceUnit: string;
  duration: string | null;
  minGuests: number | null;
  maxGuests: number | null;
  /** A per-hour service's shortest booking, in hours; null: one hour (contracts/line-price.ts). */
  minHours: number | null;
};
