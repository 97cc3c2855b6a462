import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../contracts/money';
import { findPackage } from '../../contracts/packages';
import {
  type DirectoryQuery,
  parseGuestRange,
  type ServiceView,
  type VendorCard,
  type VendorDetail,
} from '../../contracts/vendors';
import type { Db } from '../../db/client';
import { services, type Vendor, vendors } from '../../db/schema';
import { notFound } from '../../lib/errors';

const BUSINESS_TYPE_OF = { catering: 'restaurant' } as const;

/** Vendors with an active service whose guest range overlaps min-max (null ends are open). */
const servesGuests = (min: number, max: number) =>
  sql`exists (select 1 from ${services} s where s.vendor_id = ${vendors.id} and s.is_active = 1
    and coalesce(s.min_guests, 0) <= ${max} and coalesce(s.max_guests, 1000000) >= ${min})`;

const offersDelivery = sql`exists (select 1 from ${services} s where s.vendor_id = ${vendors.id}
  and s.is_active = 1 and s.category = 'delivery')`;

function conditions(query: DirectoryQuery): SQL[] {
  const where: SQL[] = [eq(vendors.isActive, true)];
  if (query.category === 'delivery') where.push(offersDelivery);
  else if (query.category) {
    where.push(
      eq(vendors.businessType, query.category === 'catering' ? BUSINESS_TYPE_OF.catering : query.category),
    );
  }
  if (query.priceRange) where.push(eq(vendors.priceRange, query.priceRange));
  if (query.cuisineType)
    where.push(sql`json_extract(${vendors.metadata}, '$.cuisineType') = ${query.cuisineType}`);
  const guests = query.guests ? parseGuestRange(query.guests) : null;
  if (guests) where.push(servesGuests(guests.min, guests.max));
  const pkg = findPackage(query.package);
  if (pkg) where.push(servesGuests(pkg.min, pkg.max));
  return where;
}

// Spelled out: in a select list Drizzle writes a column without its table, which the subquery would misread.
const guestRange = sql<string | null>`(select case when count(*) = 0 then null
  else coalesce(min(s.min_guests), 1) || '-' || coalesce(max(s.max_guests), 500) end
  from ${services} s where s.vendor_id = "vendors"."id" and s.is_active = 1)`;

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
  guestRange,
};

type CardRow = Pick<Vendor, 'rating' | 'metadata'> & Omit<VendorCard, 'rating' | 'cuisineType'>;
const toCard = <R extends CardRow>({ rating, metadata, ...row }: R) => ({
  ...row,
  rating: rating.toFixed(2),
  cuisineType: metadata.cuisineType ?? null,
});

/** The directory: active vendors, featured (featuredUntil later than now) first, then by rating. */
export function listVendors(
  db: Db,
  query: DirectoryQuery,
  now: Date,
): { vendors: VendorCard[]; total: number } {
  const where = and(...conditions(query));
  const featured = sql`coalesce(${vendors.featuredUntil} > ${now.toISOString()}, 0)`;
  const rows = db
    .select(cardColumns)
    .from(vendors)
    .where(where)
    .orderBy(desc(featured), desc(vendors.rating), desc(vendors.reviewCount), asc(vendors.businessName))
    .limit(query.limit)
    .offset(query.offset)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(vendors).where(where).get()?.n ?? 0;
  return { vendors: rows.map((row): VendorCard => toCard(row)), total };
}

export function getVendor(db: Db, id: string): VendorDetail {
  const row = db
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
    .where(and(eq(vendors.id, id), eq(vendors.isActive, true)))
    .get();
  if (!row) throw notFound('Vendor not found');
  return { ...toCard(row), metadata: row.metadata };
}

export const toServiceView = (row: typeof services.$inferSelect): ServiceView => ({
  id: row.id,
  vendorId: row.vendorId,
  name: row.name,
  description: row.description,
  category: row.category,
  price: centsToDecimal(row.basePrice),
  priceUnit: row.priceUnit,
  duration: row.duration,
  minGuests: row.minGuests,
  maxGuests: row.maxGuests,
});

export function listServices(db: Db, vendorId: string): ServiceView[] {
  getVendor(db, vendorId);
  return db
    .select()
    .from(services)
    .where(and(eq(services.vendorId, vendorId), eq(services.isActive, true)))
    .orderBy(asc(services.basePrice), asc(services.name))
    .all()
    .map(toServiceView);
}
