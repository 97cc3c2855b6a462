import { desc, eq, inArray } from 'drizzle-orm';
import { townToday } from '../../contracts/dates';
import type { MyQuoteView } from '../../contracts/offers';
import type { Executor } from '../../db/client';
import { quoteOffers, quoteRequests, vendors } from '../../db/schema';
import { eventFacts, offerView } from '../offers/offer-view';

/** The newest requests /quotes lists. */
const MAX_QUOTES_LISTED = 100;

/** GET /api/quotes/mine: the customer's requests, newest first, each with its offers side by side. */
export async function myQuotes(db: Executor, userId: string, now: Date): Promise<MyQuoteView[]> {
  const rows = await db
    .select({ quote: quoteRequests, vendorName: vendors.businessName })
    .from(quoteRequests)
    .leftJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(MAX_QUOTES_LISTED)
    .all();
  const offers = rows.length
    ? await db
        .select({ offer: quoteOffers, vendorName: vendors.businessName, vendorRating: vendors.rating })
        .from(quoteOffers)
        .innerJoin(vendors, eq(vendors.id, quoteOffers.vendorId))
        .where(
          inArray(
            quoteOffers.quoteRequestId,
            rows.map((r) => r.quote.id),
          ),
        )
        .orderBy(quoteOffers.priceCents, quoteOffers.createdAt)
        .all()
    : [];
  const today = townToday(now);
  return rows.map(({ quote, vendorName }) => ({
    id: quote.id,
    ...eventFacts(quote),
    vendorName,
    createdAt: quote.createdAt,
    offers: offers
      .filter((o) => o.offer.quoteRequestId === quote.id)
      .map((o) => ({ ...offerView(o.offer, today), vendorName: o.vendorName, vendorRating: o.vendorRating })),
  }));
}
