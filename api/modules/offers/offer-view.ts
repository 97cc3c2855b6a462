import { centsToDecimal } from '../../contracts/money';
import type { QuoteEventFacts, VendorOfferView } from '../../contracts/offers';
import type { quoteOffers, quoteRequests } from '../../db/schema';

export type OfferRow = typeof quoteOffers.$inferSelect;

/** An open offer is bookable through its last day in Broken Bow; after it, it reads as expired. */
export const isExpired = (offer: Pick<OfferRow, 'status' | 'expiresOn'>, today: string) =>
  offer.status === 'open' && offer.expiresOn < today;

export function offerView(row: OfferRow, today: string): VendorOfferView {
  return {
    id: row.id,
    vendorId: row.vendorId,
    price: centsToDecimal(row.priceCents),
    description: row.description,
    expiresOn: row.expiresOn,
    status: isExpired(row, today) ? 'expired' : row.status,
    closedReason: row.closedReason,
    declinedAt: row.declinedAt,
    declineReason: row.declineReason,
    createdAt: row.createdAt,
  };
}

/** The event as a quote request describes it, for the customer's and the vendors' views alike. */
export function eventFacts(quote: typeof quoteRequests.$inferSelect): QuoteEventFacts {
  return {
    eventDate: quote.eventDate,
    eventTime: quote.eventTime,
    guestCount: quote.guestCount,
    eventType: quote.eventType,
    packageId: quote.packageId,
    category: quote.category,
    venue: quote.venue,
    additionalRequests: quote.additionalRequests,
  };
}
