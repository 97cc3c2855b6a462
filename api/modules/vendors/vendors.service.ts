import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { BusinessType } from '../../contracts/enums';
import { centsToDecimal } from '../../contracts/money';
import { findPackage } from '../../contracts/packages';
import { toPhotoView } from '../../contracts/vendor-page';
import {
  type DirectoryQuery,
  type DirectorySort,
  parseGuestRange,
  type ServiceView,
  type VendorCard,
  type VendorDetail,
} from '../../contracts/vendors';
import type { Db } from '../../db/client';
import { jsonText, vendorIdsMatching } from '../../db/dialect';
import { services, type Vendor, vendorPhotos, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { availableOnSql } from '../availability/day-capacity';
import { noticeFitsSql } from '../availability/notice';
import { type CoverColumns, coverColumns, coverPhoto, withCover } from './cover-photo';
import { searchClauses } from './search-terms';
import { trustSignals, withTrust } from './trust-signals';

const BUSINESS_TYPE_OF = { catering: 'restaurant' } as const;
const UNBOUNDED = 1_000_000; // how migration 0005 stores "no maximum"

/** Vendors whose active services cover part of min-max guests (vendors.min/max_guests, kept by triggers). */
const servesGuests = (min: number, max: number) =>
  sql`${vendors.minGuests} <= ${max} and ${vendors.maxGuests} >= ${min}`;

function conditions(query: DirectoryQuery, now: Date): SQL[] {
  const where: SQL[] = [eq(vendors.isActive, true)];
  // Nobody is available on a day that has passed.
  if (query.date)
    where.push(
      query.date < townToday(now)
        ? sql`1 = 0`
        : sql`${availableOnSql(query.date, now)} and ${noticeFitsSql(query.date, now)}`,
    );
  if (query.category === 'delivery') where.push(eq(vendors.offersDelivery, true));
  else if (query.category) {
    where.push(
      eq(vendors.businessType, query.category === 'catering' ? BUSINESS_TYPE_OF.catering : query.category),
    );
  }
  if (query.priceRange) where.push(eq(vendors.priceRange, query.priceRange));
  if (query.cuisineType) where.push(eq(jsonText(vendors.metadata, 'cuisineType'), query.cuisineType));
  const guests = query.guests ? parseGuestRange(query.guests) : null;
  if (guests) where.push(servesGuests(guests.min, guests.max));
  const pkg = findPackage(query.package);
  if (pkg) where.push(servesGuests(pkg.min, pkg.max));
  const clauses = query.q ? searchClauses(query.q) : null;
  // The index answers the few matching ids at once; the filters and the order then run on vendors.
  if (clauses) where.push(sql`${vendors.id} in (${vendorIdsMatching(clauses)})`);
  return where;
}

const cardColumns = {
  id: vendors.id,
  businessName: vendors.businessName,
  businessType: vendors.businessType,
  description: vendors.description,
  rating: vendors.rating,
  reviewCount: vendors.reviewCount,
  priceRange: vendors.priceRange,
  isVerified: vendors.isVerified,
  featuredUntil: vendors.featuredUntil,
  city: vendors.city,
  metadata: vendors.metadata,
  minGuests: vendors.minGuests,
  maxGuests: vendors.maxGuests,
  ...coverColumns,
};

/** Directory cards: each vendor with its cover photo, if it has one. */
export const selectCards = (db: Db) => db.select(cardColumns).from(vendors).leftJoin(vendorPhotos, withCover);

type CardRow = Pick<Vendor, 'rating' | 'metadata' | 'minGuests' | 'maxGuests'> &
  CoverColumns &
  Omit<VendorCard, 'rating' | 'cuisineType' | 'guestRange' | 'photo' | 'trust'>;
export const toCard = <R extends CardRow>({
  rating,
  metadata,
  minGuests,
  maxGuests,
  coverId,
  coverWidths,
  coverWidth,
  coverHeight,
  ...row
}: R) => ({
  ...row,
  photo: coverPhoto(row.id, { coverId, coverWidths, coverWidth, coverHeight }),
  rating: rating.toFixed(2),
  cuisineType: metadata.cuisineType ?? null,
  guestRange:
    minGuests === null || maxGuests === null
      ? null
      : maxGuests >= UNBOUNDED
        ? `${Math.max(minGuests, 1)}+`
        : `${Math.max(minGuests, 1)}-${maxGuests}`,
});

/** Best rated first: the directory's order, and the planner's suggestions. */
export const byRank = [desc(vendors.rating), desc(vendors.reviewCount), asc(vendors.businessName)];

/**
 * The orders other than featured first. Price is the vendor's price range ($ before $$$$), the
 * symbol the card shows and the filter uses, not a cheapest service: a range says what an event
 * there costs, a "from" price does not. Vendors without a range come last.
 */
const ORDERS: Record<Exclude<DirectorySort, 'featured'>, SQL[]> = {
  rating: byRank,
  reviews: [desc(vendors.reviewCount), desc(vendors.rating), asc(vendors.businessName)],
  price: [sql`${vendors.priceRange} asc nulls last`, ...byRank],
};

/**
 * Featured (featuredUntil later than now) first, then by rating. Featured vendors are few, so they
 * are read apart and the rest come straight off the rating index: no sort of the whole directory.
 */
async function featuredFirst(db: Db, where: SQL[], query: DirectoryQuery, stamp: string) {
  const featured = await selectCards(db)
    .where(and(...where, gt(vendors.featuredUntil, stamp)))
    .orderBy(...byRank)
    .all();
  const page = featured.slice(query.offset, query.offset + query.limit);
  const wanted = query.limit - page.length;
  if (wanted > 0) {
    const rest = await selectCards(db)
      .where(and(...where, or(isNull(vendors.featuredUntil), lte(vendors.featuredUntil, stamp))))
      .orderBy(...byRank)
      .limit(wanted)
      .offset(Math.max(query.offset - featured.length, 0))
      .all();
    page.push(...rest);
  }
  return page;
}

/** The directory: active vendors matching the filters and the search, in the order asked, a page at a time. */
export async function listVendors(
  db: Db,
  query: DirectoryQuery,
  now: Date,
): Promise<{ vendors: VendorCard[]; total: number }> {
  const where = conditions(query, now);
  const page =
    query.sort === 'featured'
      ? await featuredFirst(db, where, query, now.toISOString())
      : await selectCards(db)
          .where(and(...where))
          .orderBy(...ORDERS[query.sort])
          .limit(query.limit)
          .offset(query.offset)
          .all();
  const total = (
    await db
      .select({ n: sql<number>`count(*)` })
      .from(vendors)
      .where(and(...where))
      .get()
  )?.n;
  return { vendors: await withTrust(db, page.map(toCard), now), total: total ?? 0 };
}

/** The home page's cards lead with these kinds, in this order (SPEC section 2: menu, tour, portfolio). */
const HOME_KINDS: readonly BusinessType[] = ['restaurant', 'venue', 'photography'];
export const HOME_FEATURED_COUNT = 3;

/**
 * The home page's featured vendors: the best featured caterer, venue and photographer, each slot
 * a kind lacks taken by the next best featured vendor of any kind. Fewer when fewer are featured.
 */
export async function listHomeFeatured(db: Db, now: Date): Promise<VendorCard[]> {
  const featured = await selectCards(db)
    .where(and(eq(vendors.isActive, true), gt(vendors.featuredUntil, now.toISOString())))
    .orderBy(...byRank)
    .all();
  const picked = HOME_KINDS.flatMap((kind) => featured.find((v) => v.businessType === kind) ?? []);
  for (const vendor of featured) {
    if (picked.length >= HOME_FEATURED_COUNT) break;
    if (!picked.includes(vendor)) picked.push(vendor);
  }
  return withTrust(db, picked.slice(0, HOME_FEATURED_COUNT).map(toCard), now);
}

export async function getVendor(db: Db, id: string, now: Date): Promise<VendorDetail> {
  const row = await db
    .select({
      ...cardColumns,
      address: vendors.address,
      state: vendors.state,
      zipCode: vendors.zipCode,
      phone: vendors.phone,
      email: vendors.email,
      website: vendors.website,
    })
    .from(vendors)
    .leftJoin(vendorPhotos, withCover)
    .where(and(eq(vendors.id, id), eq(vendors.isActive, true)))
    .get();
  if (!row) throw notFound('Vendor not found');
  const photos = (
    await db
      .select()
      .from(vendorPhotos)
      .where(eq(vendorPhotos.vendorId, id))
      .orderBy(asc(vendorPhotos.position), asc(vendorPhotos.createdAt))
      .all()
  ).map(toPhotoView);
  return { ...toCard(row), trust: (await trustSignals(db, [id], now))(id), metadata: row.metadata, photos };
}

export const toServiceView = (row: typeof services.$inferSelect): ServiceView => ({
  id: row.id,
  vendorId: row.vendorId,
  name: row.name,
  description: row.description,
  category: row.category,
  price: centsToDecimal(row.basePriceCents),
  priceUnit: row.priceUnit,
  duration: row.duration,
  minGuests: row.minGuests,
  minHours: row.minHours,
  maxGuests: row.maxGuests,
});

export async function listServices(db: Db, vendorId: string): Promise<ServiceView[]> {
  const listed = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
    .get();
  if (!listed) throw notFound('Vendor not found');
  return (
    await db
      .select()
      .from(services)
      .where(and(eq(services.vendorId, vendorId), eq(services.isActive, true)))
      .orderBy(asc(services.basePriceCents), asc(services.name))
      .all()
  ).map(toServiceView);
}
