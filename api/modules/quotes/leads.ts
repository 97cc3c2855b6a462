import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { formatDay, formatSubjectDay } from '../../contracts/dates';
import { BUSINESS_TYPES, type BusinessType, type ServiceCategory } from '../../contracts/enums';
import { findPackage } from '../../contracts/packages';
import type { QuoteRequestInput } from '../../contracts/quotes';
import type { Executor } from '../../db/client';
import { quoteLeads, type quoteRequests, vendors } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { notify } from '../../notifications/notify';
import { availableOnSql } from '../availability/day-capacity';

/** At most this many vendors receive one broadcast request (docs/decisions.md): the best rated first. */
export const MAX_LEADS = 20;

/** The kinds of vendor a request is for: the chosen category, else the package's, else every kind (null). */
function wantedCategories(input: QuoteRequestInput): readonly ServiceCategory[] | null {
  if (input.category) return [input.category];
  return findPackage(input.packageId ?? undefined)?.categories ?? null;
}

/**
 * The kinds of service each trade is in business for; 'other' may be any. A DJ's uplighting add-on is
 * a rentals service, yet a request for tables and chairs is not for a DJ (issue 32).
 */
const TRADE: Record<Exclude<BusinessType, 'other'>, readonly ServiceCategory[]> = {
  restaurant: ['catering', 'delivery'],
  venue: ['venue'],
  photography: ['photography'],
  entertainment: ['entertainment'],
  florist: ['florist'],
  bartending: ['bartending'],
  rentals: ['rentals', 'delivery'],
};

/** The trades a request for these kinds goes to: the ones in business for at least one of them. */
function tradesFor(categories: readonly ServiceCategory[]): BusinessType[] {
  return BUSINESS_TYPES.filter((type) => type === 'other' || TRADE[type].some((c) => categories.includes(c)));
}

/**
 * An active service of the wanted kinds whose guest limits take this many guests. Asked of the
 * services rather than of vendors.min/max_guests: a caterer for 20 with a venue for 300 must not
 * receive a catering request for 300.
 */
function servesSql(categories: readonly ServiceCategory[] | null, guests: number): SQL {
  const vendorId = sql.raw('"vendors"."id"');
  const kinds = categories
    ? sql`and s.category in (${sql.join(
        categories.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  return sql`exists (
    select 1 from services s
    where s.vendor_id = ${vendorId} and s.is_active = true ${kinds}
      and (s.min_guests is null or s.min_guests <= ${guests})
      and (s.max_guests is null or s.max_guests >= ${guests})
  )`;
}

const listed = and(eq(vendors.isActive, true), eq(vendors.applicationStatus, 'approved'));

/**
 * The vendors a new request goes to: the one it names (which must be listed, else 400), or the
 * listed vendors whose trade is one of the wanted kinds and who serve it for this many guests, free
 * on the day (the directory's own "available on" condition).
 */
export async function leadVendors(db: Executor, input: QuoteRequestInput, now: Date) {
  if (input.vendorId) {
    const vendor = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, input.vendorId), listed))
      .get();
    if (!vendor)
      throw badRequest('This vendor is not taking quote requests. Please choose another vendor.', {
        vendorId: 'Unknown or inactive vendor',
      });
    return [vendor.id];
  }
  const free = availableOnSql(input.eventDate, now);
  const wanted = wantedCategories(input);
  // Both the trade and a fitting active service: the business is in it, and offers it for this many.
  const trade = wanted ? inArray(vendors.businessType, tradesFor(wanted)) : undefined;
  return (
    await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(listed, trade, servesSql(wanted, input.guestCount), free))
      .orderBy(desc(vendors.rating), desc(vendors.reviewCount), vendors.id)
      .limit(MAX_LEADS)
      .all()
  ).map((v) => v.id);
}

/** Writes the leads of a new request (the caller's transaction) and tells each vendor's owner. */
export async function writeLeads(
  db: Executor,
  quote: typeof quoteRequests.$inferSelect,
  vendorIds: string[],
  now: Date,
) {
  if (vendorIds.length === 0) return;
  await db
    .insert(quoteLeads)
    .values(
      vendorIds.map((vendorId) => ({ quoteRequestId: quote.id, vendorId, createdAt: now.toISOString() })),
    )
    .onConflictDoNothing()
    .run();
  const owners = (
    await db.select({ ownerId: vendors.userId }).from(vendors).where(inArray(vendors.id, vendorIds)).all()
  ).flatMap((row) => (row.ownerId ? [row.ownerId] : []));
  const venue = quote.venue ? ` at ${quote.venue}` : '';
  const kind =
    quote.eventType === 'other'
      ? 'an event'
      : `${/^[aeiou]/.test(quote.eventType) ? 'an' : 'a'} ${quote.eventType}`;
  const occasion =
    quote.eventType === 'other'
      ? 'Event'
      : `${quote.eventType.charAt(0).toUpperCase()}${quote.eventType.slice(1)}`;
  for (const ownerId of new Set(owners)) {
    await notify(
      db,
      {
        userId: ownerId,
        kind: 'lead-new',
        about: `lead:${quote.id}`,
        title: `New quote request: ${occasion}, ${formatSubjectDay(quote.eventDate)}`,
        body: `${quote.firstName} is planning ${kind} on ${formatDay(quote.eventDate)} for ${quote.guestCount} guests${venue}. Send an offer or a message.`,
        url: `/vendor-dashboard?tab=leads&quote=${quote.id}`,
      },
      now,
    );
  }
}
